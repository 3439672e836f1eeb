import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { withChunkTimeout } from './errors.ts';
import { loadAllMessages } from './i18n.ts';

let deferredStyles: Promise<void> | undefined;

/**
 * The stylesheet of everything past the sign-in page (full Mantine CSS, the pages' own CSS), named in
 * index.html by the build. Resolves once it has loaded, so no page renders unstyled.
 */
export function loadDeferredStyles(): Promise<void> {
  deferredStyles ??= new Promise<void>((resolve) => {
    const href = document.querySelector('meta[name="nbxt-deferred-css"]')?.getAttribute('content');
    if (!href) return resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // A stylesheet that fails to load must not block the page (it renders plainer, not never).
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
  return deferredStyles;
}

export type LazyPage<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Start loading the page's code before it renders (same load as the render's). */
  preload: () => void;
};

/**
 * A route-level lazy page whose chunk load fails with 'Loading chunk failed' after 120 s. Unless told
 * otherwise (the sign-in page), it also waits for the deferred stylesheet and the whole text catalogue.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  options: { deferred?: boolean } = {},
): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= withChunkTimeout(async () => {
      const deferred = options.deferred !== false;
      const [module] = await Promise.all([
        load(),
        deferred ? loadDeferredStyles() : undefined,
        deferred ? loadAllMessages() : undefined,
      ]);
      return module;
    }));
  return Object.assign(lazy(start), { preload: () => void start().catch(() => undefined) });
}
