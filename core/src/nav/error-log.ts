import { localDateTimeText } from '../resources/date-format.ts';
/**
 * The error log of the shell (platform.md §2.4, §8): unhandled UI errors with their message, stack and
 * component info, listed as type, address, content and time, uploaded or cleared on request.
 */
export interface ErrorLogEntry {
  type: string;
  /** The page address where it happened. */
  address: string;
  /** The error's message. */
  content: string;
  stack: string;
  /** Where in the UI (the component stack), when known. */
  info: string;
  /** `YYYY-MM-DD HH:mm:ss`, local time. */
  time: string;
}

/** The badge shows at most 99 (then `99+`). */
export const ERROR_LOG_BADGE_MAX = 99;
/** Oldest entries are dropped beyond this many (the log lives in local storage). */
export const ERROR_LOG_LIMIT = 200;

export function badgeLabel(count: number, max = ERROR_LOG_BADGE_MAX): string {
  return count > max ? `${max}+` : String(Math.max(0, Math.floor(count)));
}

/** An entry's time as the console shows every time (the user's zone, `2026-11-29 10:00:00`). */
export const formatLogTime = (date: Date): string => localDateTimeText(date.getTime());

/** An entry for something thrown: an Error gives message and stack, anything else its text. */
export function errorLogEntry(
  error: unknown,
  where: { address: string; info?: string; type?: string; now: Date },
): ErrorLogEntry {
  const isError = error instanceof Error;
  const content = isError ? error.message || error.name : typeof error === 'string' ? error : safeText(error);
  return {
    type: where.type ?? 'error',
    address: where.address,
    content,
    stack: isError ? (error.stack ?? '') : '',
    info: where.info?.trim() ?? '',
    time: formatLogTime(where.now),
  };
}

function safeText(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Newest first, capped at `limit`. */
export function appendLog(
  logs: readonly ErrorLogEntry[],
  entry: ErrorLogEntry,
  limit = ERROR_LOG_LIMIT,
): ErrorLogEntry[] {
  return [entry, ...logs].slice(0, limit);
}

/** Read the stored log; malformed entries are dropped. */
export function readLogs(stored: string | null | undefined): ErrorLogEntry[] {
  let raw: unknown;
  try {
    raw = stored ? JSON.parse(stored) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (item): item is ErrorLogEntry =>
      !!item &&
      typeof item === 'object' &&
      ['type', 'address', 'content', 'stack', 'info', 'time'].every(
        (key) => typeof (item as Record<string, unknown>)[key] === 'string',
      ),
  );
}
