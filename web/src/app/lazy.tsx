import { type ComponentType, use } from 'react';
import { withChunkTimeout } from './errors.ts';
import { loadAllMessages } from './i18n.ts';
import { deferredStylesheet, groupStylesheet } from './preload.ts';

const stylesheets = new Map<string, Promise<void>>();

/** Link a stylesheet once; resolves once it has loaded (or failed: a page renders plainer, not never). */
function loadStylesheet(href: string | null | undefined): Promise<void> {
  if (!href) return Promise.resolve();
  let loading = stylesheets.get(href);
  if (!loading) {
    loading = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.onload = link.onerror = () => resolve();
      document.head.append(link);
    });
    stylesheets.set(href, loading);
  }
  return loading;
}

/**
 * The stylesheet of everything past the sign-in page (the Mantine styles pages outside the screen groups
 * use, the pages' own CSS). Resolves once it has loaded, so no page renders unstyled.
 */
export function loadDeferredStyles(): Promise<void> {
  return loadStylesheet(deferredStylesheet());
}

export type LazyPage<P extends object> = ComponentType<P> & {
  /** Start loading the page's code before it renders (same load as the render's); resolves once done. */
  preload: () => Promise<void>;
};

type Loaded<P> = { default: ComponentType<P> };

/**
 * A route-level lazy page whose chunk load fails with 'Loading chunk failed' after 120 s. Unless told
 * otherwise (the sign-in page), it also waits for the deferred stylesheet and the whole text catalogue,
 * and for its screen group's stylesheet when it is one (`group`).
 * It suspends while its code loads and, unlike React.lazy, not at all once the code is here: a page
 * loaded beside the shell renders in the shell's first pass, not in a second one.
 */
export function lazyPage<P extends object>(
  load: () => Promise<Loaded<P>>,
  options: { deferred?: boolean; group?: string } = {},
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
        options.group ? loadStylesheet(groupStylesheet(options.group)) : undefined,
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
  const preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(LazyRoute, { preload });
}
