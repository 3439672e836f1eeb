/** Quartz cron: parse, validate, format, next fire times, describe, and the schedule-editor model. */
export { type CompiledCron, compileCron, fieldValues } from './compile.ts';
export { describeAst, describeCron } from './describe.ts';
export * from './editor.ts';
export { cronErrorMessage } from './errors.ts';
export { formatCron, formatField, formatItem } from './format.ts';
export { matchesAt, nearestWeekdayOf } from './match.ts';
export { nextFireTime, nextFireTimes } from './next.ts';
export { parseCron, parseField } from './parse.ts';
export {
  type CronSchedule,
  compileSchedule,
  cronNext,
  isoUtc,
  localIso,
  maxCount,
  type NextOptions,
  nextTimes,
  parseInstant,
} from './schedule.ts';
export * from './types.ts';
export { localZoneId, type ZoneRules, zoneRules } from './zone.ts';

import { parseCron } from './parse.ts';
import type { CronError } from './types.ts';

/** Validate an expression: `{ valid: true }` or `{ valid: false, error }`. Never throws. */
export function validateCron(expression: string): { valid: true } | { valid: false; error: CronError } {
  const parsed = parseCron(expression);
  return parsed.ok ? { valid: true } : { valid: false, error: parsed.error };
}
