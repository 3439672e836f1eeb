/** ID numbers in the survey: their rule, and the sex and age a valid one fills in (forms-and-survey.md §4, §5.1). */
import type { CivilDate } from '../idcard/civil-date.ts';
import { ageBySpec, parseIdCard, type Sex } from '../idcard/idcard.ts';
import { isEmpty } from '../validate/empty.ts';
import { type Check, failed, passed } from '../validate/result.ts';

/**
 * A non-empty ID must be a valid 15/18-character resident ID (身份证格式不正确; we apply the full GB 11643
 * check, not only the pattern). An empty ID is only an error for the applicant when ID editing is allowed
 * (身份证为必填项).
 */
export function validateSurveyIdCard(
  idCard: unknown,
  options: { applicant: boolean; idCardEditable: boolean; today: CivilDate },
): Check {
  if (isEmpty(idCard)) {
    return options.applicant && options.idCardEditable ? failed('idcard.required', 'idCard') : passed;
  }
  return parseIdCard(String(idCard), options.today).valid ? passed : failed('idcard.format', 'idCard');
}

export interface SurveyPerson {
  idCard?: string;
  sex?: Sex | string | number;
  age?: number | string;
  [field: string]: unknown;
}

/**
 * A valid ID sets sex (odd 17th digit, or 15th for the legacy form: 1, else 2) and age (current year
 * minus birth year). An invalid or empty ID leaves the person as it was.
 */
export function applyIdCard<P extends SurveyPerson>(person: P, today: CivilDate): P {
  if (typeof person.idCard !== 'string') return person;
  const result = parseIdCard(person.idCard, today);
  if (!result.valid) return person;
  return { ...person, sex: result.sex, age: ageBySpec(result.birth, today) };
}
