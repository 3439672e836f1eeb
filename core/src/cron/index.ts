/** Quartz cron: parse, validate, format, next fire times, describe, and the schedule-editor model. */
export { type CompiledCron, compileCron, fieldValues } from './compile.ts';
export { describeAst, describeCron } from './describe.ts';
export * from './editor.ts';
export { cronErrorMessage } from './errors.ts';
export { formatCron, formatField, formatItem } from './format.ts';
export { matchesAt, nearestWeekdayOf } from './match.ts';
export { nextFireTime, nextFireTimes } from './next.ts';
export { parseCron, parseField } from './parse.ts';
export { quartzAccepts } from './quartz.ts';
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
export { type CronValidation, cronWarningMessage, type ValidateOptions, validateCron } from './validate.ts';
export { localZoneId, type ZoneRules, zoneRules } from './zone.ts';
