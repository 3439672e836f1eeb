/**
 * The questionnaire as one draft (forms-and-survey.md §2.2, §3.3, §5.1, §7): read from the householder
 * record, checked, and written back as the single body of householder/save.
 */

import type { MessageKey } from '../i18n/index.ts';
import type { CivilDate } from '../idcard/civil-date.ts';
import { householdRegionLevels, parseRegionValue, regionProblem } from '../region/picker.ts';
import { isEmpty } from '../validate/empty.ts';
import { validatePhone } from '../validate/phone.ts';
import type { Problem } from '../validate/result.ts';
import { uploadLimits } from '../validate/upload.ts';
import type { Families, SupporterFamily } from './families.ts';
import { numberOfFamily } from './fields.ts';
import type { HousingEntry } from './housing.ts';
import { type SurveyPerson, validateSurveyIdCard } from './person.ts';
import { surveyRequiredFields } from './required.ts';
import type { SurveySignature } from './signature.ts';

/** The applicant section's fields, in order (the required list of §3.3 among them). */
export const applicantFields = [
  'name',
  'idCard',
  'sex',
  'age',
  'phone',
  'phoneCheck',
  'communityContacts',
  'communityContactsPhone',
  'praddress',
  'disability',
  ...surveyRequiredFields.filter((f) => f !== 'sex' && f !== 'age'),
] as const;

/** The family section's figures (housing and the family description beside them). */
export const familyFields = [
  'numberOfFamily',
  'income',
  'wageIncome',
  'transferIncome',
  'educationExpenses',
  'totalIncome',
  'perMonthlyIncome',
] as const;

/** A family member or a supporter: name, appellation (relation), idCard, sex, age. */
export interface SurveyMember extends SurveyPerson {
  name?: string;
  appellation?: string;
}

/** The photo groups of appendixs (§3.3): each takes up to 99 photos. */
export const photoGroups = [
  'housingExterior',
  'housingInterior',
  'tuitionInvoice',
  'vehiclePurchaseTaxInvoice',
  'medicalInvoice',
  'medicalRecord',
  'otherAppendix',
] as const;
export type PhotoGroup = (typeof photoGroups)[number];
export const photoGroupLimit = uploadLimits.otherPhoto;

export interface SurveyDraft {
  /** Every plain field of the record (the applicant's and the family's). */
  fields: Record<string, unknown>;
  families: Families<SurveyMember>;
  houseInfo: HousingEntry[];
  sign?: SurveySignature;
  photos: Record<PhotoGroup, string[]>;
}

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const links = (value: unknown): string[] =>
  listOf<unknown>(value).flatMap((item) => {
    if (typeof item === 'string') return [item];
    const link = objectOf(item)['url'] ?? objectOf(item)['link'];
    return typeof link === 'string' ? [link] : [];
  });

/** The draft of a householder record: familyMembers.familyMembers, supporterFamilies.supporterFamily, appendixs. */
export function surveyDraft(record: Readonly<Record<string, unknown>>): SurveyDraft {
  const { familyMembers, supporterFamilies, houseInfo, appendixs, ...fields } = record;
  const appendix = objectOf(appendixs);
  const families = listOf<Record<string, unknown>>(objectOf(supporterFamilies)['supporterFamily']).map(
    (family): SupporterFamily<SurveyMember> => ({ ...family, supporters: listOf(family['supporters']) }),
  );
  const sign = objectOf(appendix['sign']);
  return {
    fields,
    families: { members: listOf(objectOf(familyMembers)['familyMembers']), supporterFamilies: families },
    houseInfo: listOf(houseInfo),
    sign: 'type' in sign ? (sign as unknown as SurveySignature) : undefined,
    photos: Object.fromEntries(photoGroups.map((g) => [g, links(appendix[g])])) as SurveyDraft['photos'],
  };
}

/** The one body householder/save takes: the record with its lists nested as §3.3 names them. */
export function surveyBody(draft: SurveyDraft): Record<string, unknown> {
  return {
    ...draft.fields,
    numberOfFamily: numberOfFamily(draft.families.members),
    houseInfo: draft.houseInfo,
    familyMembers: { familyMembers: draft.families.members },
    supporterFamilies: { supporterFamily: draft.families.supporterFamilies },
    appendixs: { ...(draft.sign ? { sign: draft.sign } : {}), ...draft.photos },
  };
}

/**
 * What stops the questionnaire from being saved: each empty required field (该字段为必填字段，请务必填写！),
 * the area (picked to its district, not deeper than the village), the applicant's ID (身份证格式不正确 /
 * 身份证为必填项), a phone that is not a mobile number, and a wrong
 * ID of any member or supporter
 * (fields `members.<i>.idCard`, `supporters.<f>.<i>.idCard`).
 */
export function checkSurvey(
  draft: SurveyDraft,
  options: { idCardEditable: boolean; today: CivilDate },
): Problem[] {
  const problems: Problem[] = [];
  for (const field of surveyRequiredFields) {
    if (isEmpty(draft.fields[field])) problems.push({ field, message: 'household.fieldRequired' });
  }
  // The household area: the region-depth rule of a required region picked to the village at most.
  const area = regionProblem(parseRegionValue(draft.fields['area']), {
    levels: householdRegionLevels,
    required: true,
  });
  if (area) problems.push({ ...area, field: 'area' });
  const applicant = validateSurveyIdCard(draft.fields['idCard'], { applicant: true, ...options });
  if (!applicant.ok) problems.push({ field: 'idCard', message: applicant.message });
  // The phone check: a phone given must be a mainland mobile number.
  if (!isEmpty(draft.fields['phone'])) {
    const phone = validatePhone(draft.fields['phone']);
    if (!phone.ok) problems.push({ field: 'phone', message: phone.message });
  }
  const person = (field: string, idCard: unknown) => {
    const check = validateSurveyIdCard(idCard, { applicant: false, ...options });
    if (!check.ok) problems.push({ field, message: check.message });
  };
  for (const [i, m] of draft.families.members.entries()) person(`members.${i}.idCard`, m.idCard);
  for (const [f, family] of draft.families.supporterFamilies.entries()) {
    for (const [i, s] of family.supporters.entries()) person(`supporters.${f}.${i}.idCard`, s.idCard);
  }
  return problems;
}

/** Disability categories (code 6 is "multiple", added and removed by normalizeDisability). */
export const disabilityCodes = ['1', '2', '3', '4', '5', '6', '7'] as const;
export const disabilityLabel = (code: string) => `household.disability.${code}` as MessageKey;

/** A row of the reference-value panel: the field, the value the data source holds, where it came from. */
export interface ReferenceRow {
  field: string;
  value: string;
  source: string;
}

/**
 * The reference values: the fields of the record as the data source delivered them (non-empty, plain
 * values only), each with the source's name; `shown` gives a value as people read it (a choice's label).
 */
export function referenceRows(
  record: Readonly<Record<string, unknown>>,
  fields: readonly string[],
  source: string,
  shown: (field: string, value: unknown) => string = (_, value) => String(value),
): ReferenceRow[] {
  return fields.flatMap((field) => {
    const value = record[field];
    if (isEmpty(value) || (typeof value === 'object' && value !== null)) return [];
    return [{ field, value: shown(field, value), source }];
  });
}
