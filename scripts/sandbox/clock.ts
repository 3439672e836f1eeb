/**
 * The sandbox's time, as a port: token, captcha and SMS-code expiry read it and injected latency waits on
 * it, so that tests can drive a manual clock instead of waiting for real.
 */
export interface SandboxClock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Resolves once `ms` milliseconds of this clock have passed. */
  sleep(ms: number): Promise<void>;
}

export const systemClock: SandboxClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
