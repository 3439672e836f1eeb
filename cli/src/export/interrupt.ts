import { ExitCode } from '../errors.ts';

/**
 * Ctrl-C during downloads. The first SIGINT (or SIGTERM) aborts the signal: the work stops and cleans up on
 * its own (part files removed, state saved). A second one does not wait: the cleanups registered with
 * `onForcedExit` run synchronously and the process exits 130 at once.
 */

const forcedExitCleanups = new Set<() => void>();

/** Run `cleanup` (synchronous) if a second signal ends the process; returns the function that unregisters it. */
export function onForcedExit(cleanup: () => void): () => void {
  forcedExitCleanups.add(cleanup);
  return () => {
    forcedExitCleanups.delete(cleanup);
  };
}

export interface Interruption {
  signal: AbortSignal;
  /** Stop listening (the signals get their default behaviour back). */
  dispose(): void;
}

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

export function listenForInterrupt(): Interruption {
  // While we listen, the signals are ours alone: conf's file writer (atomically, via when-exit) answers a
  // signal by raising it again, which would count as the second Ctrl-C. Its listeners come back afterwards.
  const others = SIGNALS.map((name) => [name, process.rawListeners(name)] as const);
  for (const [name] of others) process.removeAllListeners(name);
  const controller = new AbortController();
  const onSignal = () => {
    if (!controller.signal.aborted) {
      controller.abort(new Error('interrupted'));
      return;
    }
    for (const cleanup of forcedExitCleanups) {
      try {
        cleanup();
      } catch {
        // Best effort: the process is ending either way.
      }
    }
    process.exit(ExitCode.interrupted);
  };
  for (const name of SIGNALS) process.on(name, onSignal);
  return {
    signal: controller.signal,
    dispose() {
      for (const [name, listeners] of others) {
        process.removeListener(name, onSignal);
        for (const listener of listeners) process.on(name, listener as () => void);
      }
    },
  };
}
