/** Small helpers shared by bench suites. */

/** Run `fn` repeatedly for about `ms` milliseconds; returns operations per second. */
export function opsPerSecond(fn: () => void, ms = 1000): number {
  // Warm up so the JIT has seen the code.
  const warmUntil = performance.now() + Math.min(200, ms / 4);
  while (performance.now() < warmUntil) fn();
  let count = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    fn();
    count++;
    now = performance.now();
  }
  return Math.round((count * 1000) / (now - start));
}

/** Median of the durations (ms) of `runs` calls of an async function. */
export async function medianMs(fn: () => Promise<unknown>, runs = 7): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]! * 10) / 10;
}
