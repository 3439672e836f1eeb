/** Bounded, jittered exponential backoff for safe (read-only) calls. */
export interface RetryPolicy {
  /** Extra attempts after the first. */
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { retries: 2, baseDelayMs: 250, maxDelayMs: 4000 };

/** "Full jitter": a uniform delay in [0, min(max, base·2^attempt)]. */
export function backoffDelay(policy: RetryPolicy, attempt: number, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return Math.round(random() * ceiling);
}

/** Whether a reply status is worth retrying for a safe call: throttled or a server-side failure. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}
