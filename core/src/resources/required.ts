import type { CivilDate } from '../idcard/civil-date.ts';
import { isEmpty } from '../validate/empty.ts';
import { kindProblems } from './field-rules.ts';
import type { ResourceSpec } from './types.ts';

export interface MissingField {
  field: string;
  /** Message key of the spec's required-field text. */
  message: string;
}

/** Required fields of a record that are empty, in the registry's field order (client-side check). */
export function missingRequired(spec: ResourceSpec, record: Record<string, unknown>): MissingField[] {
  return spec.fields
    .filter((f) => f.required && isEmpty(record[f.name]))
    .map((f) => ({ field: f.name, message: f.required! }));
}

export interface InvalidField {
  field: string;
  /** Message key and its parameters. */
  message: string;
  params: Record<string, string | number>;
}

/**
 * Values that are there but cannot be right, by the rules their kinds carry (field-rules.ts): an ID card
 * that fails GB 11643, a mobile number SMS go to that is not 11 characters or no mainland mobile (§5;
 * README: the original's inverted landline check is not copied), a schedule that is no Quartz expression.
 */
export function invalidValues(
  spec: ResourceSpec,
  record: Record<string, unknown>,
  today?: CivilDate,
): InvalidField[] {
  return kindProblems(spec, record, today);
}
