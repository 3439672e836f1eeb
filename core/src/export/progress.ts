/** Figures of a running batch for the progress view and the summary: bytes, rate, ETA. */

export interface BatchFigures {
  total: number;
  done: number;
  failed: number;
  skipped: number;
  bytes: number;
  elapsedMs: number;
}

const UNITS = ['B', 'kB', 'MB', 'GB', 'TB'];

/** 1536 → "1.5 kB" (powers of 1000, as the rate is read by people). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value >= 100 ? value.toFixed(0) : value.toFixed(1)} ${UNITS[unit]}`;
}

/** 75_000 → "1m15s"; under a minute "12s". */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m${String(seconds % 60).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m`;
}

export function bytesPerSecond(f: BatchFigures): number {
  return f.elapsedMs > 0 ? (f.bytes * 1000) / f.elapsedMs : 0;
}

/**
 * Time left, estimated from the pace of finished files (files per ms so far, applied to the files left);
 * undefined before the first file finished or when nothing is left.
 */
export function etaMs(f: BatchFigures): number | undefined {
  const finished = f.done + f.failed;
  const left = f.total - f.skipped - finished;
  if (left <= 0 || finished === 0 || f.elapsedMs <= 0) return undefined;
  return (f.elapsedMs / finished) * left;
}

/** "12/200 files · 3.4 MB · 1.2 MB/s · ETA 40s" */
export function progressLine(f: BatchFigures): string {
  const eta = etaMs(f);
  const parts = [
    `${f.done + f.skipped}/${f.total} files`,
    formatBytes(f.bytes),
    `${formatBytes(Math.round(bytesPerSecond(f)))}/s`,
  ];
  if (f.failed > 0) parts.push(`${f.failed} failed`);
  if (eta !== undefined) parts.push(`ETA ${formatDuration(eta)}`);
  return parts.join(' · ');
}
