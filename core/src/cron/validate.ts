/**
 * Validity exactly as Quartz 2.3.2 decides it (quartz.ts), with what nbxt can say beyond it as warnings:
 * input Quartz reads loosely (the strict parser's objection), a step that selects only its start, and an
 * expression that will never fire (again).
 */

import { translate } from '../i18n/index.ts';
import { type Lang, languages } from '../i18n/types.ts';
import { compileCron } from './compile.ts';
import { cronErrorMessage } from './errors.ts';
import { nextFireTime } from './next.ts';
import { parseCron } from './parse.ts';
import { quartzAccepts } from './quartz.ts';
import type { CronAst, CronError, CronWarning } from './types.ts';
import { fieldNames, quartzYearLimit } from './types.ts';
import { zoneRules } from './zone.ts';

export interface ValidateOptions {
  /** The moment of the check (epoch ms; default now): Quartz's year limit and "will never fire" use it. */
  now?: number;
}

export type CronValidation = { valid: true; warnings: CronWarning[] } | { valid: false; error: CronError };

/** Range spans of the wrap-around fields (a step larger than the span selects only the start). */
const wrap: Record<string, number> = {
  second: 60,
  minute: 60,
  hour: 24,
  dayOfMonth: 31,
  month: 12,
  dayOfWeek: 7,
};

function astWarnings(ast: CronAst, now: number): CronWarning[] {
  const warnings: CronWarning[] = [];
  for (const field of fieldNames) {
    for (const item of ast[field] ?? []) {
      if (item.type !== 'step' || item.from === '*' || item.to === null) continue;
      const span = item.to >= item.from ? item.to - item.from : item.to + (wrap[field] ?? 0) - item.from;
      if (item.step > span)
        warnings.push({
          key: 'cron.warning.stepBeyondRange',
          field,
          token: `${item.from}-${item.to}/${item.step}`,
          position: 0,
          params: { from: item.from, step: item.step },
        });
    }
  }
  // Quartz searches in the scheduler's zone; a day either side cannot make a never-firing one fire.
  if (nextFireTime(compileCron(ast, quartzYearLimit(now)), zoneRules('UTC')!, now - 86_400_000) === null)
    warnings.push({ key: 'cron.warning.neverFires', field: null, token: '', position: 0, params: {} });
  return warnings;
}

/** Validate an expression as Quartz does. Never throws. */
export function validateCron(expression: string, options: ValidateOptions = {}): CronValidation {
  const now = options.now ?? Date.now();
  const quartz = quartzAccepts(expression, new Date(now).getUTCFullYear());
  const parsed = parseCron(expression);
  if (!quartz.ok) {
    if (!parsed.ok) return { valid: false, error: parsed.error };
    return {
      valid: false,
      error: {
        key: 'cron.error.quartz',
        field: null,
        token: expression,
        position: 0,
        params: { message: quartz.message },
      },
    };
  }
  if (parsed.ok) return { valid: true, warnings: astWarnings(parsed.value, now) };
  const cause = parsed.error;
  return {
    valid: true,
    warnings: [
      {
        key: 'cron.warning.loose',
        field: cause.field,
        token: cause.token,
        position: cause.position,
        params: {},
        cause,
      },
    ],
  };
}

/** The warning as one sentence; a language other than zh or en gets the English text. */
export function cronWarningMessage(warning: CronWarning, lang: Lang = 'en'): string {
  const language = languages.includes(lang) ? lang : 'en';
  const field = warning.field ? translate(`cron.field.${warning.field}`, language) : '';
  const detail = warning.cause ? cronErrorMessage(warning.cause, language) : '';
  return translate(warning.key, language, { ...warning.params, field, token: warning.token, detail });
}
