import type { FieldSpec, ResourceSpec } from './types.ts';

/** What a masked value prints as. */
export const MASK = '***';

/** Passwords and the fields the registry marks secret (client secrets, access keys). */
export function isSecretField(field: FieldSpec): boolean {
  return field.type === 'password' || field.secret === true;
}

/** The record with every non-empty secret field replaced by the mask; the same object when none is set. */
export function maskSecrets(spec: ResourceSpec, row: Record<string, unknown>): Record<string, unknown> {
  let out = row;
  for (const field of spec.fields) {
    const value = row[field.name];
    if (!isSecretField(field) || value === undefined || value === null || value === '') continue;
    if (out === row) out = { ...row };
    out[field.name] = MASK;
  }
  return out;
}
