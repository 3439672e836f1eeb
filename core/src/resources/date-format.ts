import type { FieldSpec } from './types.ts';

/** BladeX's texts of dates and date-times (Jackson's `yyyy-MM-dd` / `yyyy-MM-dd HH:mm:ss`), as dayjs formats. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The text a date or date-time field is sent and read in; undefined for other fields. */
export function wireFormat(field: Pick<FieldSpec, 'type' | 'format'>): string | undefined {
  if (field.type === 'date') return field.format ?? DATE_FORMAT;
  if (field.type === 'datetime') return field.format ?? DATE_TIME_FORMAT;
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
