import { parseCron } from '../cron/parse.ts';
import { isEmpty } from '../validate/empty.ts';
import { validatePhone } from '../validate/phone.ts';
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
 * Values that are there but cannot be right: a schedule that is no Quartz expression, a mobile number SMS
 * go to that is not 11 characters or no mainland mobile (§5; README: the original's inverted landline check
 * is not copied).
 */
export function invalidValues(spec: ResourceSpec, record: Record<string, unknown>): InvalidField[] {
  const out: InvalidField[] = [];
  for (const f of spec.fields) {
    const value = record[f.name];
    if (f.kind === 'mobile' && !isEmpty(value)) {
      const check = validatePhone(value);
      if (!check.ok) out.push({ field: f.name, message: check.message, params: check.params ?? {} });
      continue;
    }
    if (f.type !== 'cron' || typeof value !== 'string' || value.trim() === '') continue;
    const parsed = parseCron(value);
    if (!parsed.ok) {
      const { key, params, token } = parsed.error;
      out.push({ field: f.name, message: key, params: { ...params, token: token ?? '' } });
    }
  }
  return out;
}
