/**
 * The marks the write-effect tests put in a record they store (tests/sandbox/write-effects.test.ts, the CLI's
 * tests/cli/write-effects.test.ts): the field a marker goes in, and the marker.
 */
import type { FieldSpec, ResourceSpec } from '../../core/src/resources/types.ts';

export const STAMPS = new Set([
  'createUser',
  'createDept',
  'createTime',
  'updateUser',
  'updateTime',
  'isDeleted',
]);

export const MARKABLE = ['string', 'text', 'number', 'id'];
/** Valid values of the kinds whose rules the sandbox checks (core/src/resources/field-rules.ts). */
export const RULED = new Map([
  ['idcard', '11010519491231002X'],
  ['mobile', '13800000034'],
]);

/**
 * A field the test may write a marker into: one the user fills (no choices, not computed, not a follower,
 * not the tenant), a text one first, else a number or an id.
 */
export function markerField(spec: ResourceSpec): FieldSpec | undefined {
  const open = spec.fields.filter(
    (f) =>
      MARKABLE.includes(f.type ?? 'string') &&
      !f.choices &&
      !f.dict &&
      !f.follows &&
      !f.readOnly &&
      !f.secret &&
      !RULED.has(f.kind ?? '') &&
      f.name !== spec.idField &&
      f.name !== spec.naturalKey &&
      f.name !== 'tenantId' &&
      !STAMPS.has(f.name),
  );
  return open.find((f) => MARKABLE.indexOf(f.type ?? 'string') < 2 && !f.ref) ?? open[0];
}

/** A marker value of the field's type. */
export const markerOf = (field: FieldSpec, serial: number) =>
  MARKABLE.indexOf(field.type ?? 'string') < 2 ? `效果${serial}` : String(900000 + serial);
