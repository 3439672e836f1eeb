import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Keeping a download's memory bounded whatever the relative speeds of network and disk.
 *
 * The body itself is held to a bounded queue: undici pauses the socket when its stream is full, the web
 * stream over it pulls one chunk at a time, and the writer awaits each write before reading on (see
 * tests/cli/download-backpressure.test.ts). What is not bounded is the garbage: every chunk is a fresh
 * ArrayBuffer outside V8's heap, and a chunk that waits in that queue while the disk is slow (two busy
 * cores) survives two scavenges and is promoted. The old generation then grows only by the chunks' small
 * wrappers, so V8 sees no reason for a full collection while hundreds of MB of dead chunk memory pile up
 * (333 MB RSS for a 50 MB export under load). So a download counts what it has taken in, and when the
 * process's ArrayBuffer memory passes a budget, asks for the full collection V8 would not start itself:
 * a few per 100 MB, ~10 ms each on the CLI's small heap.
 */

/** ArrayBuffer memory (chunks in flight and dead ones not yet collected) beyond which a download collects. */
export const DOWNLOAD_BUFFER_BUDGET = 24 * 2 ** 20;
/** How often (bytes taken in) the budget is checked: reading the process's memory figures has a cost. */
const CHECK_EVERY = 2 ** 20;

let collect: (() => void) | undefined;

/** V8's collector as a function (`--expose-gc` set at run time exposes it to new contexts only). */
function collector(): () => void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  return collect;
}

/**
 * Downloads stream through many short-lived chunk buffers that V8 frees only when it collects the young
 * generation. Left to grow (to 16 MB semi-spaces), the young generation lets tens of MB of dead chunks pile
 * up between collections. Called when downloads begin, not at start-up, which a small young generation
 * would slow down. Only a heuristic changes: were the flag ignored, only the memory would differ.
 */
export function keepYoungGenerationSmall(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
}

/**
 * A counter for the bytes a download takes in: call it with each chunk's size. Every MB it checks the
 * process's ArrayBuffer memory and collects when it is over `budget`. Shared by concurrent downloads (the
 * figure is the process's), so a batch of eight stays under the same bound as one.
 */
export function bufferGuard(
  budget = DOWNLOAD_BUFFER_BUDGET,
  arrayBuffers: () => number = () => process.memoryUsage().arrayBuffers,
  gc: () => void = collector(),
): (bytes: number) => void {
  let since = 0;
  return (bytes) => {
    since += bytes;
    if (since < CHECK_EVERY) return;
    since = 0;
    if (arrayBuffers() > budget) gc();
  };
}

let shared: ((bytes: number) => void) | undefined;

/** Count bytes a download has taken in against the process-wide guard (created on first use). */
export function tookIn(bytes: number): void {
  shared ??= bufferGuard();
  shared(bytes);
}
