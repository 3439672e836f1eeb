import { describe, expect, it } from 'vitest';
import { etaMs, formatBytes, formatDuration, progressLine } from '../../../core/src/export/progress.ts';

describe('batch progress figures', () => {
  it('formats bytes and durations', () => {
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1536)).toBe('1.5 kB');
    expect(formatBytes(52_400_000)).toBe('52.4 MB');
    expect(formatBytes(250_000_000)).toBe('250 MB');
    expect(formatDuration(12_400)).toBe('12s');
    expect(formatDuration(75_000)).toBe('1m15s');
    expect(formatDuration(3_720_000)).toBe('1h02m');
  });

  it('estimates the time left from the pace of finished files, ignoring skipped ones', () => {
    const base = { total: 10, done: 2, failed: 0, skipped: 4, bytes: 2_000_000, elapsedMs: 4000 };
    expect(etaMs(base)).toBe(8000);
    expect(etaMs({ ...base, done: 0 })).toBeUndefined();
    expect(etaMs({ ...base, done: 6 })).toBeUndefined();
    expect(progressLine(base)).toBe('6/10 files · 2.0 MB · 500 kB/s · ETA 8s');
    expect(progressLine({ ...base, failed: 1 })).toContain('1 failed');
  });
});
