import { RecordNotFoundError } from '@nbxt/core/crud/errors.ts';
import { ApiError, BladeError, RefusedError, SessionExpiredError } from '@nbxt/core/http/errors.ts';
import type { Lang } from '@nbxt/core/i18n/types.ts';
import i18next from 'i18next';

/** What errorText needs of i18next's `t` (and what tests pass instead). */
export interface Translate {
  (key: string): string;
  (key: string, params: Record<string, string>): string;
}

/**
 * The text to show for a failed call (platform.md §8): the server's `msg` / `error_description` carried by
 * the ApiError, nothing for whitelisted (silent) codes, the refusal text for a call the role may not make,
 * the session-expired text for an ended session, and
 * the unknown-error text for anything else.
 */
export function errorText(
  error: unknown,
  t: Translate,
  lang: Lang = i18next.language === 'en' ? 'en' : 'zh',
): string | undefined {
  if (error instanceof RecordNotFoundError) return t(error.key, error.params(lang));
  if (namesItsText(error)) return t(error.key, error.params(lang));
  // A refusal keeps the session: the console says so in the user's language (请求未授权 / Not permitted).
  if (error instanceof RefusedError) return t('error.refused');
  if (error instanceof ApiError) return error.silent ? undefined : error.message || t('error.unknown');
  if (error instanceof SessionExpiredError) return t('console.login.expired');
  if (error instanceof BladeError) return error.message || t('error.unknown');
  if (error instanceof Error && error.message === CHUNK_FAILED) return CHUNK_FAILED;
  return t('error.unknown');
}

/** A core error that names its text (GuardRefusedError): its catalogue key and parameters. */
function namesItsText(error: unknown): error is { key: string; params(lang: Lang): Record<string, string> } {
  return (
    error instanceof Error &&
    typeof (error as { key?: unknown }).key === 'string' &&
    typeof (error as { params?: unknown }).params === 'function'
  );
}

/** platform.md §8: a route chunk that does not arrive within 120 s fails with this text. */
export const CHUNK_FAILED = 'Loading chunk failed';
export const CHUNK_TIMEOUT_MS = 120_000;

/** Reject with 'Loading chunk failed' when `load` takes longer than `ms`. */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  ms = CHUNK_TIMEOUT_MS,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = timers.setTimeout(() => reject(new Error(CHUNK_FAILED)), ms);
    load().then(
      (value) => {
        timers.clearTimeout(timer);
        resolve(value);
      },
      () => {
        timers.clearTimeout(timer);
        reject(new Error(CHUNK_FAILED));
      },
    );
  });
}

/**
 * A page's code that could not be had ('Loading chunk failed'). `stale`: the console was deployed anew
 * since this page loaded (its chunks' names are gone), so only a reload can bring the page.
 */
export class ChunkLoadError extends Error {
  readonly stale: boolean;
  constructor(stale: boolean) {
    super(CHUNK_FAILED);
    this.name = 'ChunkLoadError';
    this.stale = stale;
  }
}
