/** High-level API: parse + compile once, then ask for fire times in a zone. Never throws on bad input. */
import { type CompiledCron, compileCron } from './compile.ts';
import { formatCron } from './format.ts';
import { nextFireTimes } from './next.ts';
import { parseCron } from './parse.ts';
import { quartzAccepts } from './quartz.ts';
import type { CronAst, CronError, CronErrorKey, CronResult } from './types.ts';
import { localZoneId, zoneRules } from './zone.ts';

export interface CronSchedule {
  readonly ast: CronAst;
  /** Canonical text. */
  readonly text: string;
  readonly compiled: CompiledCron;
}

/** `yearLimit`: the last year searched (default: as Quartz, 100 years past the current year). */
export function compileSchedule(expression: string, yearLimit?: number): CronResult<CronSchedule> {
  const parsed = parseCron(expression);
  if (!parsed.ok) return parsed;
  // The strict reading is never more lenient than Quartz, except the year limit Quartz takes from today.
  const quartz = quartzAccepts(expression, yearLimit === undefined ? undefined : yearLimit - 100);
  if (!quartz.ok)
    return {
      ok: false,
      error: {
        key: 'cron.error.quartz',
        field: null,
        token: expression,
        position: 0,
        params: { message: quartz.message },
      },
    };
  const ast = parsed.value;
  return { ok: true, value: { ast, text: formatCron(ast), compiled: compileCron(ast, yearLimit) } };
}

export interface NextOptions {
  /** How many fire times (default 5, at most 1000). */
  count?: number;
  /** Start instant (fire times are strictly after it): epoch ms, a Date or an ISO-8601 string. Default: now. */
  from?: number | Date | string;
  /** IANA zone (default: the machine's). */
  tz?: string;
  /** The last year searched (default: as Quartz, 100 years past the current year). */
  yearLimit?: number;
}

export const maxCount = 1000;

function optionError(
  key: CronErrorKey,
  token: string,
  params: Record<string, string | number> = {},
): CronError {
  return { key, field: null, token, position: 0, params };
}

/** ISO-8601 instant with an offset or Z (date-only and local times are refused: they are ambiguous). */
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

export function parseInstant(from: number | Date | string | undefined): number | null {
  if (from === undefined) return Date.now();
  if (typeof from === 'number') return Number.isFinite(from) ? from : null;
  if (from instanceof Date) return Number.isFinite(from.getTime()) ? from.getTime() : null;
  if (typeof from !== 'string' || !isoInstant.test(from.trim())) return null;
  const ms = Date.parse(from.trim());
  return Number.isFinite(ms) ? ms : null;
}

/** Up to `count` fire times (epoch ms, ascending) after `from` in zone `tz`. */
export function nextTimes(schedule: CronSchedule, options: NextOptions = {}): CronResult<number[]> {
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    return { ok: false, error: optionError('cron.error.options', String(options)) };
  const count = options.count ?? 5;
  if (!Number.isInteger(count) || count < 1 || count > maxCount)
    return { ok: false, error: optionError('cron.error.count', String(count), { max: maxCount }) };
  const from = parseInstant(options.from);
  if (from === null) return { ok: false, error: optionError('cron.error.from', String(options.from)) };
  const tz = options.tz ?? localZoneId();
  const zone = zoneRules(tz);
  if (!zone) return { ok: false, error: optionError('cron.error.timeZone', tz) };
  return { ok: true, value: nextFireTimes(schedule.compiled, zone, from, count) };
}

/** Parse, then compute fire times; the error is the parse error or the option error. */
export function cronNext(expression: string, options: NextOptions = {}): CronResult<number[]> {
  const schedule = compileSchedule(expression, options?.yearLimit);
  if (!schedule.ok) return schedule;
  return nextTimes(schedule.value, options);
}

/** UTC ISO-8601 text without milliseconds when they are zero: 2026-01-01T00:00:05Z. */
export function isoUtc(ms: number): string {
  const text = new Date(ms).toISOString();
  return text.endsWith('.000Z') ? `${text.slice(0, -5)}Z` : text;
}

/** Local wall time of an instant with its offset, e.g. 2026-01-01T08:00:05+08:00. */
export function localIso(ms: number, offsetMs: number): string {
  const local = new Date(ms + offsetMs).toISOString().slice(0, 19);
  if (offsetMs === 0) return `${local}Z`;
  const minutes = Math.abs(Math.round(offsetMs / 60_000));
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${local}${offsetMs < 0 ? '-' : '+'}${hh}:${mm}`;
}
