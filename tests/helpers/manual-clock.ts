import type { SandboxClock } from '../../scripts/sandbox/clock.ts';

interface Sleeper {
  until: number;
  wake: () => void;
}

/** A sandbox clock that moves only when a test says so; its waits end when it is advanced past them. */
export class ManualClock implements SandboxClock {
  private time: number;
  private sleepers: Sleeper[] = [];
  private watchers: (() => void)[] = [];

  constructor(start = Date.UTC(2026, 0, 1, 8)) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  sleep(ms: number): Promise<void> {
    return new Promise((wake) => {
      this.sleepers.push({ until: this.time + ms, wake });
      for (const watcher of this.watchers.splice(0)) watcher();
    });
  }

  /** What is left of each wait not yet over, in the order they were asked for. */
  get waiting(): number[] {
    return this.sleepers.map((s) => s.until - this.time);
  }

  /** Resolves once at least `count` waits are pending. */
  async untilWaiting(count: number): Promise<void> {
    while (this.sleepers.length < count) await new Promise<void>((resolve) => this.watchers.push(resolve));
  }

  /** Moves time on and ends the waits that are over. */
  advance(ms: number): void {
    this.time += ms;
    const due = this.sleepers.filter((s) => s.until <= this.time);
    this.sleepers = this.sleepers.filter((s) => s.until > this.time);
    for (const s of due) s.wake();
  }
}
