/**
 * Which household-survey fields are editable, and the tip a locked field shows
 * (forms-and-survey.md §5.1, §6). Pure: the console renders the state it is given.
 */
import type { MessageKey } from '../i18n/index.ts';

export interface SurveyMode {
  /** View mode: every field is disabled. */
  readOnly?: boolean;
  /** Editing an existing record (as opposed to filling in a new one). */
  editing?: boolean;
  /** The tenant allows changing ID numbers. */
  idCardEditable?: boolean;
  /** The tenant allows editing the system-generated income fields. */
  incomeEditable?: boolean;
  /** Revenue mode: totalIncome and perMonthlyIncome are entered by hand. */
  revenueMode?: boolean;
}

export interface FieldState {
  readonly: boolean;
  tip?: MessageKey;
}

/** Income figures the system computes: read-only unless income editing is allowed. */
export const systemGeneratedIncomeFields = [
  'income',
  'wageIncome',
  'transferIncome',
  'educationExpenses',
] as const;
/** Read-only unless revenue mode is on. */
export const revenueFields = ['totalIncome', 'perMonthlyIncome'] as const;

const editable: FieldState = { readonly: false };

export function surveyFieldState(field: string, mode: SurveyMode = {}): FieldState {
  if (mode.readOnly) return { readonly: true };
  if (field === 'idCard') {
    return mode.editing && !mode.idCardEditable
      ? { readonly: true, tip: 'household.idCardLocked' }
      : editable;
  }
  if ((systemGeneratedIncomeFields as readonly string[]).includes(field)) {
    return mode.incomeEditable ? editable : { readonly: true, tip: 'household.systemGenerated' };
  }
  // Derived from the member list: change the members instead.
  if (field === 'numberOfFamily') return { readonly: true, tip: 'household.numberOfFamilyDerived' };
  if ((revenueFields as readonly string[]).includes(field))
    return mode.revenueMode ? editable : { readonly: true };
  return editable;
}

/** numberOfFamily: the number of people in the family-member list (it is never typed in). */
export function numberOfFamily(members: readonly unknown[]): number {
  return members.length;
}

/** The form lays its fields out in pages of 15. */
export const surveyPageSize = 15;

export function surveyPages<T>(fields: readonly T[], size = surveyPageSize): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < fields.length; i += size) pages.push(fields.slice(i, i + size));
  return pages;
}
