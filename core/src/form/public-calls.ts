/**
 * What a public form (its filling link, /toolApp/formDataTaskLink, opened signed out) may call besides
 * reading and submitting itself: the operations its fields need, no more. An operation declares the need
 * it serves (OperationSpec.publicFor); the link names its form (`formKey`), and the call is served signed
 * out only when that published form has a field needing it. Everything else still asks for a session.
 */
import { dynamicColumns, fieldType, valueFields } from './fill.ts';
import type { PlainObject } from './plain.ts';

/** A region picked level by level, a department or person picked, a file uploaded. */
export type PublicNeed = 'region' | 'people' | 'upload';

const needOfType: Readonly<Record<string, PublicNeed>> = {
  region: 'region',
  area: 'region',
  address: 'region',
  dept: 'people',
  user: 'people',
  upload: 'upload',
};

/** The need a field type brings to a public form (undefined: the field needs no call). */
export const publicNeedOf = (type: string): PublicNeed | undefined =>
  Object.hasOwn(needOfType, type) ? needOfType[type] : undefined;

/** Every need of a form's fields, sub-table columns included. */
export function formNeeds(option: PlainObject): Set<PublicNeed> {
  const needs = new Set<PublicNeed>();
  const add = (field: PlainObject) => {
    const need = publicNeedOf(fieldType(field));
    if (need) needs.add(need);
  };
  for (const field of valueFields(option)) {
    add(field);
    if (fieldType(field) === 'dynamic') for (const column of dynamicColumns(field)) add(column);
  }
  return needs;
}

/** The argument a scoped public call names its form by. */
export const PUBLIC_FORM_ARGUMENT = 'formKey';
