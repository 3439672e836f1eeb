import { isEmpty } from '../validate/empty.ts';
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
