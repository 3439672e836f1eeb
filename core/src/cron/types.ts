/** The typed AST of a Quartz cron expression and the per-field limits. */

export const fieldNames = ['second', 'minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek', 'year'] as const;
export type CronFieldName = (typeof fieldNames)[number];

/** One comma-separated item of a field. Numbers are the field's own values (weekdays 1 = Sunday … 7). */
export type CronItem =
  /** `*` */
  | { type: 'all' }
  /** `?` (day of month or day of week only) */
  | { type: 'any' }
  /** `5`, `JAN`, `MON` (`named`: written as a name) */
  | { type: 'value'; value: number; named: boolean }
  /** `a-b`; `to < from` wraps around (Quartz), except in the year field */
  | { type: 'range'; from: number; to: number; named: boolean }
  /** `*∕n`, `a∕n`, `a-b∕n` */
  | { type: 'step'; from: number | '*'; to: number | null; step: number }
  /** Day of month: `L`, `L-n`, `LW`, `L-nW`. Day of week: `L` alone, which Quartz reads as 7 (Saturday). */
  | { type: 'last'; offset: number; nearestWeekday: boolean }
  /** Day of month `nW`: the weekday nearest to day n, within the month. */
  | { type: 'nearestWeekday'; day: number }
  /** Day of week `nL`: the last weekday n of the month. */
  | { type: 'lastWeekday'; weekday: number; named: boolean }
  /** Day of week `n#k`: the k-th weekday n of the month. */
  | { type: 'nth'; weekday: number; nth: number; named: boolean };

export interface CronAst {
  second: CronItem[];
  minute: CronItem[];
  hour: CronItem[];
  dayOfMonth: CronItem[];
  month: CronItem[];
  dayOfWeek: CronItem[];
  /** null when the expression has six fields (every year). */
  year: CronItem[] | null;
}

export interface CronFieldSpec {
  min: number;
  max: number;
  /** Largest step Quartz allows (`Increment > …`). */
  maxStep: number;
  /** Names accepted in the field (index 0 = value `min`). */
  names: readonly string[] | null;
}

export const monthNames = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
];
export const weekdayNames = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** The documented year range, offered by the schedule editor (the issue: 1970–2099). */
export const minYear = 1970;
export const maxYear = 2099;
/**
 * The last year Quartz searches: 100 years past the year it was loaded in (its MAX_YEAR). Later years are
 * valid but never reached, and `*` and open year steps end there.
 */
export function quartzYearLimit(now: number = Date.now()): number {
  return new Date(now).getUTCFullYear() + 100;
}
/** Largest number Quartz reads (Java int); any year up to it is valid. */
export const maxInt = 2147483647;

export const fieldSpecs: Record<CronFieldName, CronFieldSpec> = {
  second: { min: 0, max: 59, maxStep: 59, names: null },
  minute: { min: 0, max: 59, maxStep: 59, names: null },
  hour: { min: 0, max: 23, maxStep: 23, names: null },
  dayOfMonth: { min: 1, max: 31, maxStep: 31, names: null },
  month: { min: 1, max: 12, maxStep: 12, names: monthNames },
  dayOfWeek: { min: 1, max: 7, maxStep: 7, names: weekdayNames },
  year: { min: minYear, max: maxYear, maxStep: maxYear - minYear, names: null },
};

/** Why an expression is invalid: a message key of the `cron` i18n area with its parameters. */
export interface CronError {
  key: CronErrorKey;
  /** The field concerned, when the error is about one field. */
  field: CronFieldName | null;
  /** The offending text (an item, a field or the whole expression). */
  token: string;
  /** Offset of `token` in the expression (UTF-16 code units). */
  position: number;
  params: Record<string, string | number>;
}

export type CronErrorKey =
  | 'cron.error.empty'
  | 'cron.error.tooFewFields'
  | 'cron.error.tooManyFields'
  | 'cron.error.emptyItem'
  | 'cron.error.syntax'
  | 'cron.error.incomplete'
  | 'cron.error.outOfRange'
  | 'cron.error.stepOutOfRange'
  | 'cron.error.stepWithoutStart'
  | 'cron.error.stepAfterName'
  | 'cron.error.mixedRange'
  | 'cron.error.unknownName'
  | 'cron.error.namesNotAllowed'
  | 'cron.error.anyNotAllowed'
  | 'cron.error.anyNotAlone'
  | 'cron.error.specialNotAllowed'
  | 'cron.error.specialNotAlone'
  | 'cron.error.nthOutOfRange'
  | 'cron.error.lastOffsetOutOfRange'
  | 'cron.error.yearRangeReversed'
  | 'cron.error.bothUnspecified'
  | 'cron.error.neitherUnspecified'
  | 'cron.error.timeZone'
  | 'cron.error.from'
  | 'cron.error.count'
  | 'cron.error.options'
  | 'cron.error.lang'
  | 'cron.error.quartz'
  | 'cron.error.yearMarker';

/** What nbxt can say beyond Quartz about a valid expression (e.g. it will never fire). */
export interface CronWarning {
  key: CronWarningKey;
  field: CronFieldName | null;
  token: string;
  position: number;
  params: Record<string, string | number>;
  /** `cron.warning.loose`: what the strict reading objects to (Quartz reads the input its own way). */
  cause?: CronError;
}

export type CronWarningKey =
  | 'cron.warning.neverFires'
  | 'cron.warning.stepBeyondRange'
  | 'cron.warning.loose';

export type CronResult<T> = { ok: true; value: T } | { ok: false; error: CronError };
