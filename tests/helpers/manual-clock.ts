import type { WriteTimer } from '../../cli/src/export/state-file.ts';
import type { SandboxClock } from '../../scripts/sandbox/clock.ts';

interface Timer {
  until: number;
  run: () => void;
}

/**
 * A clock that moves only when a test says so: the sandbox's waits (`sleep`) and the state file's timers
 * (`schedule`) run when it is advanced past them.
 */
export class ManualClock implements SandboxClock, WriteTimer {
  private time: number;
  private timers: Timer[] = [];
  private watchers: (() => void)[] = [];

  constructor(start = Date.UTC(2026, 0, 1, 8)) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  schedule(run: () => void, ms: number): () => void {
    const timer = { until: this.time + ms, run };
    this.timers.push(timer);
    for (const watcher of this.watchers.splice(0)) watcher();
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }

  sleep(ms: number): Promise<void> {
    return new Promise((wake) => this.schedule(wake, ms));
  }

  /** What is left of each wait not yet over, in the order they were asked for. */
  get waiting(): number[] {
    return this.timers.map((t) => t.until - this.time);
  }

  /** Resolves once at least `count` waits are pending. */
  async untilWaiting(count: number): Promise<void> {
    while (this.timers.length < count) await new Promise<void>((resolve) => this.watchers.push(resolve));
  }

  /** Moves time on and runs the timers that are due, in order of their time. */
  advance(ms: number): void {
    this.time += ms;
    const due = this.timers.filter((t) => t.until <= this.time).sort((a, b) => a.until - b.until);
    this.timers = this.timers.filter((t) => t.until > this.time);
    for (const t of due) t.run();
  }
}
