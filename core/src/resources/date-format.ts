import type { FieldSpec } from './types.ts';

/** BladeX's texts of dates and date-times (Jackson's `yyyy-MM-dd` / `yyyy-MM-dd HH:mm:ss`), as dayjs formats. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** A month as the spec's month fields send it (a payslip batch's `monthOfPayslip`, `yyyy-MM`). */
export const MONTH_FORMAT = 'YYYY-MM';

/**
 * The text a date, date-time or month field is sent and read in (a month of a text field `yyyy-MM`, of a
 * date field its day); undefined for other fields.
 */
export function wireFormat(field: Pick<FieldSpec, 'type' | 'format' | 'kind'>): string | undefined {
  if (field.type === 'date') return field.format ?? DATE_FORMAT;
  if (field.type === 'datetime') return field.format ?? DATE_TIME_FORMAT;
  if (field.kind === 'month') return field.format ?? MONTH_FORMAT;
  return undefined;
}

/**
 * An instant as the console shows every time (DATE_TIME_FORMAT, `2026-11-29 10:00:00`) in a zone, given that
 * zone's offset from UTC at that instant (core/src/cron/zone.ts `offsetAt`): never a UTC ISO text.
 */
export function dateTimeText(ms: number, offsetMs: number): string {
  const local = new Date(ms + offsetMs).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)}`;
}

/** The user's offset from UTC at an instant: the zone of the browser, or of the CLI's process (TZ). */
export const localOffset = (ms: number): number => -new Date(ms).getTimezoneOffset() * 60_000;

/** An instant in the user's zone, as the console shows every time (dateTimeText). */
export const localDateTimeText = (ms: number): string => dateTimeText(ms, localOffset(ms));

/** An instant's day in the user's zone (DATE_FORMAT): a print's date. */
export const localDateText = (ms: number): string => localDateTimeText(ms).slice(0, 10);

/** An instant written with its zone (ISO-8601 with Z or an offset): `2026-11-29T02:00:00Z`. */
const ZONED_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;
/** A wall time in ISO-8601 without a zone (`2026-11-29T10:00:00.000`): the server's local time. */
const WALL_ISO = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?(?:\.\d{1,9})?$/;
/** JavaScript's and HTTP's texts of an instant (`Sun Nov 29 2026 10:00:00 GMT+0800 (…)`, `… 02:00:00 GMT`). */
const GMT_TEXT = /\bGMT(?:[+-]\d{4})?\b/;

/**
 * A time as the console and the CLI show it, in the user's zone and DATE_TIME_FORMAT (a date field's as
 * DATE_FORMAT), when the value is one they must restate: an ISO-8601 text (with a zone: the instant in the
 * user's zone; without: its wall time), a GMT text, or epoch milliseconds in a date or date-time field.
 * Undefined for anything else (BladeX's own `yyyy-MM-dd HH:mm:ss` shows as it is).
 */
export function timeText(field: Pick<FieldSpec, 'type'>, value: unknown): string | undefined {
  const day = field.type === 'date';
  const instant = (ms: number) =>
    Number.isFinite(ms) ? (day ? localDateText(ms) : localDateTimeText(ms)) : undefined;
  if (typeof value === 'number') return day || field.type === 'datetime' ? instant(value) : undefined;
  if (typeof value !== 'string') return undefined;
  if (ZONED_ISO.test(value) || GMT_TEXT.test(value)) return instant(Date.parse(value));
  const wall = WALL_ISO.exec(value);
  if (!wall) return undefined;
  return day ? wall[1]! : `${wall[1]} ${wall[2]}${wall[3] ?? ':00'}`;
}

/** A time shown outside a registry field (a notice's release, a chat message's): `timeText`, else as it is. */
export const shownTime = (value: unknown): string =>
  timeText({ type: 'datetime' }, value) ?? (value === null || value === undefined ? '' : String(value));
