import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { STATE_FILE, stateTempName } from '@nbxt/core/export/names.ts';
import { onForcedExit } from './interrupt.ts';
import { writeFileAtomically, writeFileAtomicallySync } from './save.ts';

/** When the state file writes: the time, and a timer that can be cancelled (tests pass a manual one). */
export interface WriteTimer {
  now(): number;
  /** Runs `run` after `ms`; the function returned cancels it. */
  schedule(run: () => void, ms: number): () => void;
}

const realTimer: WriteTimer = {
  now: () => performance.now(),
  schedule(run, ms) {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};

/**
 * The batch's state file on disk: written whole and atomically (temp file, fsync, rename), one write at a
 * time. Changes are gathered: entries finishing while a write is under way, or within `intervalMs` of the
 * last write, go together into the next one, so that a batch of thousands of small files writes a few
 * times a second instead of once per file. `flush` writes what is left; a second Ctrl-C writes it
 * synchronously before the process ends.
 */
export class StateFile {
  private readonly path: string;
  private readonly dir: string;
  private readonly text: () => string;
  private readonly intervalMs: number;
  private readonly timer: WriteTimer;
  private chain: Promise<void> = Promise.resolve();
  private dirty = false;
  private cancel: (() => void) | undefined;
  private lastWrite = Number.NEGATIVE_INFINITY;
  private failure: unknown;
  private readonly forget: () => void;

  constructor(dir: string, text: () => string, intervalMs = 250, timer: WriteTimer = realTimer) {
    this.dir = dir;
    this.timer = timer;
    this.path = join(dir, STATE_FILE);
    this.text = text;
    this.intervalMs = intervalMs;
    this.forget = onForcedExit(() => {
      if (this.dirty) writeFileAtomicallySync(this.path, join(dir, stateTempName(process.pid, true)), text());
      rmSync(join(dir, stateTempName(process.pid)), { force: true });
    });
  }

  /** The state changed: write it soon. */
  changed(): void {
    this.dirty = true;
    if (this.cancel) return;
    const wait = Math.max(0, this.lastWrite + this.intervalMs - this.timer.now());
    this.cancel = this.timer.schedule(() => {
      this.cancel = undefined;
      // A failure is kept and reported by `flush`.
      this.write().catch(() => {});
    }, wait);
  }

  /** Resolves once the writes begun so far are done (a failure is kept for `flush`). */
  settled(): Promise<void> {
    return this.chain;
  }

  /** Write what is not written yet (after any write under way); rejects if a write failed. */
  async flush(): Promise<void> {
    this.cancel?.();
    this.cancel = undefined;
    await this.write();
  }

  /** Flush and stop guarding the state on a forced exit. */
  async close(): Promise<void> {
    try {
      await this.flush();
    } finally {
      this.forget();
    }
  }

  private write(): Promise<void> {
    this.chain = this.chain.then(async () => {
      if (!this.dirty || this.failure) return;
      this.dirty = false;
      this.lastWrite = this.timer.now();
      try {
        await writeFileAtomically(this.path, join(this.dir, stateTempName(process.pid)), this.text());
      } catch (error) {
        this.failure = error;
      }
    });
    return this.chain.then(() => {
      if (this.failure) throw this.failure;
    });
  }
}
