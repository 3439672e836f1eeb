import { isEmpty } from '../validate/empty.ts';
import type { Problem } from '../validate/result.ts';

/** The survey's required-field list (forms-and-survey.md §3.3). */
export const surveyRequiredFields = [
  'enjoyPeople',
  'sex',
  'age',
  'applyType',
  'employment',
  'unemploymentRegistration',
  'unemploymentAmount',
  'severeDisability',
  'firstOrSelfEmployment',
  'lessThan3YearsEmployment',
  'personalPayment',
  'socialSecurityBase',
  'providentFundBase',
  'selfReportedIncome',
  'pension',
  'otherTransferIncome',
  'tuition',
  'propertyIncome',
  'operatingIncome',
] as const;
export type SurveyRequiredField = (typeof surveyRequiredFields)[number];

/**
 * Every empty required field fails with 该字段为必填字段，请务必填写！ (0 and false are answers, not empty).
 * `fields` narrows the check to the fields the current form shows.
 */
export function validateSurveyRequired(
  record: Readonly<Record<string, unknown>>,
  fields: readonly string[] = surveyRequiredFields,
): Problem[] {
  const problems: Problem[] = [];
  for (const field of fields) {
    if (isEmpty(record[field])) problems.push({ field, message: 'household.fieldRequired' });
  }
  return problems;
}
