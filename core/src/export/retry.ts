import { ApiError, HttpError, NetworkError, SessionExpiredError, TimeoutError } from '../http/errors.ts';
import { backoffDelay, isRetryableStatus, type RetryPolicy } from '../http/retry.ts';

/**
 * What to do when one download of a batch fails. The transport already retried the request itself (safe
 * calls only); this decides whether the whole download is started again, e.g. after a connection that
 * dropped in the middle of the body. Unsafe calls are never repeated: their failure is final.
 */

export type FailureVerdict = 'retry' | 'fail' | 'stop';

/** Error of a body that ended early (the front end raises it, core only recognises it). */
export class TruncatedDownloadError extends Error {
  readonly received: number;
  constructor(received: number, expected?: number) {
    super(
      expected === undefined
        ? `the connection dropped after ${received} bytes`
        : `the download stopped at ${received} of ${expected} bytes`,
    );
    this.name = 'TruncatedDownloadError';
    this.received = received;
  }
}

export const batchRetryPolicy: RetryPolicy = { retries: 3, baseDelayMs: 200, maxDelayMs: 3000 };

/**
 * `stop`: the session is over, nothing else can succeed (exit 3). `retry`: a safe download hit a
 * transient fault (server 5xx/429, network, timeout, a cut body) and attempts remain. `fail` otherwise.
 */
export function classifyFailure(
  error: unknown,
  safe: boolean,
  attempt: number,
  policy: RetryPolicy = batchRetryPolicy,
): FailureVerdict {
  if (error instanceof SessionExpiredError) return 'stop';
  if (!safe || attempt >= policy.retries) return 'fail';
  if (
    error instanceof NetworkError ||
    error instanceof TimeoutError ||
    error instanceof TruncatedDownloadError
  )
    return 'retry';
  if ((error instanceof ApiError || error instanceof HttpError) && isRetryableStatus(error.status))
    return 'retry';
  return 'fail';
}

export function retryDelay(
  attempt: number,
  random: () => number,
  policy: RetryPolicy = batchRetryPolicy,
): number {
  return backoffDelay(policy, attempt, random);
}
