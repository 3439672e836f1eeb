import { type ComponentType, use } from 'react';
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

export type LazyPage<P extends object> = ComponentType<P> & {
  /** Start loading the page's code before it renders (same load as the render's). */
  preload: () => void;
};

type Loaded<P> = { default: ComponentType<P> };

/**
 * A route-level lazy page whose chunk load fails with 'Loading chunk failed' after 120 s. Unless told
 * otherwise (the sign-in page), it also waits for the deferred stylesheet and the whole text catalogue.
 * It suspends while its code loads and, unlike React.lazy, not at all once the code is here: a page
 * loaded beside the shell renders in the shell's first pass, not in a second one.
 */
export function lazyPage<P extends object>(
  load: () => Promise<Loaded<P>>,
  options: { deferred?: boolean } = {},
): LazyPage<P> {
  let loading: Promise<Loaded<P>> | undefined;
  const start = () => {
    if (loading) return loading;
    const started = withChunkTimeout(async () => {
      const deferred = options.deferred !== false;
      const [module] = await Promise.all([
        load(),
        deferred ? loadDeferredStyles() : undefined,
        deferred ? loadAllMessages() : undefined,
      ]);
      return module;
    });
    // The fields React's `use` reads: a settled promise is then read at once, without suspending.
    started.then(
      (value) => Object.assign(started, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(started, { status: 'rejected', reason }),
    );
    loading = started;
    return started;
  };
  function LazyRoute(props: P) {
    const { default: Page } = use(start());
    return <Page {...props} />;
  }
  return Object.assign(LazyRoute, { preload: () => void start().catch(() => undefined) });
}
