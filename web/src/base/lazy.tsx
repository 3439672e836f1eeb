import { type ComponentType, use, useCallback, useState } from 'react';
import { ChunkFailure } from './ChunkFailure.tsx';
import { currentVisit, isStaleBuild, withRetries } from './chunk-load.ts';
import { recordError } from './error-log.ts';
import { ChunkLoadError, withChunkTimeout } from './errors.ts';
import { loadAllMessages } from './i18n.ts';

export type LazyPage<P extends object> = ComponentType<P> & {
  /** Start loading the page's code before it renders (same load as the render's); resolves once done. */
  preload: () => Promise<void>;
};

type Loaded<P> = { default: ComponentType<P> };

/** How a page's load ended: its code, or why there is none (a promise that never rejects). */
type Outcome<P> = { module: Loaded<P> } | { error: ChunkLoadError };

/** A load's promise with the fields React's `use` reads (set once it settles). */
type Loading<P> = Promise<Outcome<P>> & { status?: string; value?: Outcome<P> };

const failed = <P,>(loading: Loading<P>) => loading.status === 'fulfilled' && 'error' in loading.value!;
const stale = <P,>(loading: Loading<P>) =>
  loading.value !== undefined && 'error' in loading.value && loading.value.error.stale;

export interface LazyOptions {
  /** Wait for the whole text catalogue too (not the sign-in page). */
  deferred?: boolean;
  /** The waits before a failed load is tried again, at once (chunk-load.ts). */
  retryDelays?: readonly number[];
  /** Whether this page's build is gone (its chunks renamed by a deploy): then only a reload helps. */
  staleBuild?: () => Promise<boolean>;
  /** A part of a page (a chart, a dialog): its failure is shown small, in the part's place. */
  inline?: boolean;
}

/**
 * A route-level lazy page whose chunk load fails with 'Loading chunk failed' after 120 s. Unless told
 * otherwise (the sign-in page), it also waits for the whole text catalogue.
 * It suspends while its code loads and, unlike React.lazy, not at all once the code is here: a page
 * loaded beside the shell renders in the shell's first pass, not in a second one.
 * Unlike React.lazy too, a load that failed is not kept: tried again at once (twice, after a short
 * wait), then shown as failed with a retry (ChunkFailure) until the next navigation loads it anew. When a
 * deploy took the page's chunks away, the failure offers a reload instead.
 */
export function lazyPage<P extends object>(
  load: () => Promise<Loaded<P>>,
  options: LazyOptions = {},
): LazyPage<P> {
  let loading: Loading<P> | undefined;
  let failedVisit = -1;
  const start = (): Loading<P> => {
    // A failure is kept for the navigation it happened in (the render that shows it), not after; for good
    // when a deploy took the code away (the same names would fail again: only a reload helps).
    if (loading && !(failed(loading) && !stale(loading) && failedVisit < currentVisit())) return loading;
    const deferred = options.deferred !== false;
    const started: Loading<P> = withChunkTimeout(() =>
      withRetries(async () => {
        // The chunk's stylesheets come with it (the build loads them before the import resolves).
        const [module] = await Promise.all([load(), deferred ? loadAllMessages() : undefined]);
        return module;
      }, options.retryDelays),
    ).then(
      (module): Outcome<P> => ({ module }),
      async (): Promise<Outcome<P>> => {
        const error = new ChunkLoadError(await (options.staleBuild ?? isStaleBuild)());
        // Shown in place rather than thrown to the error boundary, it still goes to the error log.
        recordError(error);
        return { error };
      },
    );
    // The fields React's `use` reads: a settled promise is then read at once, without suspending.
    void started.then((value) => {
      if ('error' in value) failedVisit = currentVisit();
      Object.assign(started, { status: 'fulfilled', value });
    });
    loading = started;
    return started;
  };
  const forget = () => {
    if (loading && failed(loading) && !stale(loading)) loading = undefined;
  };
  function LazyRoute(props: P) {
    const [, setAttempt] = useState(0);
    const retry = useCallback(() => {
      forget();
      setAttempt((n) => n + 1);
    }, []);
    const outcome = use(start() as Promise<Outcome<P>>);
    if ('error' in outcome)
      return (
        <ChunkFailure error={outcome.error} failedVisit={failedVisit} retry={retry} inline={options.inline} />
      );
    const { default: Page } = outcome.module;
    return <Page {...props} />;
  }
  const preload = () => start().then(() => undefined);
  return Object.assign(LazyRoute, { preload });
}

/**
 * A part of a screen loaded on demand (a chart's drawing, an editor, a dialog's body) with the pages' load
 * rules: retried at once, a failure shown in its place with a retry and not kept past the next navigation.
 * Render it inside a Suspense boundary, as React.lazy.
 */
export function lazyPart<P extends object>(
  load: () => Promise<Loaded<P>>,
  options: Pick<LazyOptions, 'retryDelays' | 'staleBuild'> = {},
): LazyPage<P> {
  return lazyPage(load, { ...options, deferred: false, inline: true });
}
