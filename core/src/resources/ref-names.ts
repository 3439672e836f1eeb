import { flattenTree, type TreeNode } from '../admin-ui/tree.ts';
import { recordTitle } from './record-title.ts';
import type { FieldSpec, ResourceSpec } from './types.ts';

/** How many records of a referenced entry are read to name them (the console's pickers read the same ones). */
export const REF_NAMES_READ = 200;

/**
 * The entries these fields of `spec` name records of (a contract's executor, a form's application), each
 * once, when they can be listed: one list call each names every reference of a page.
 */
export function referencedEntries(
  spec: ResourceSpec,
  fields: readonly FieldSpec[],
  lookup: (name: string) => ResourceSpec | undefined,
): ResourceSpec[] {
  return listedEntries(
    fields.flatMap((f) => (f.ref && f.ref !== spec.name ? [f.ref] : [])),
    lookup,
  );
}

/** The entries of these names (each once) that can be listed. */
export function listedEntries(
  names: Iterable<string>,
  lookup: (name: string) => ResourceSpec | undefined,
): ResourceSpec[] {
  return [...new Set(names)].flatMap((name) => {
    const target = lookup(name);
    return target?.standard.includes('list') ? [target] : [];
  });
}

/** The records one list call of `target` gave, a tree's children too (a department under its company). */
export function everyRecord(
  target: ResourceSpec,
  records: readonly Record<string, unknown>[],
): readonly Record<string, unknown>[] {
  return target.list.style === 'tree'
    ? flattenTree(records as TreeNode[]).map((n) => n.node as Record<string, unknown>)
    : records;
}

/** What a reference to `row` holds: the record's id, or its `refKey` field (a tenant's code). */
export const referencedKey = (
  target: ResourceSpec,
  refKey: string | undefined,
  row: Readonly<Record<string, unknown>>,
): string => String((refKey ? row[refKey] : row[target.idField]) ?? '');

/** The index of a reference's names: its entry and the key it holds (the record's id, or its refKey). */
export const refIndexKey = (ref: string, refKey: string | undefined) => `${ref}|${refKey ?? ''}`;

/**
 * Names of the records one list call of `target` gave (a tree's children too), by the key the references
 * of `fields` hold (`refIndexKey`): the record's id, or its refKey field (a tenant's code).
 */
export function refNameIndex(
  target: ResourceSpec,
  fields: readonly FieldSpec[],
  records: readonly Record<string, unknown>[],
): [string, Map<string, string>][] {
  const every = everyRecord(target, records);
  const keys = [...new Set(fields.filter((f) => f.ref === target.name).map((f) => f.refKey))];
  return keys.map((key) => [
    refIndexKey(target.name, key),
    new Map(every.map((row) => [referencedKey(target, key, row), recordTitle(target, row, key)])),
  ]);
}

/**
 * A reference's value by names: each id of a comma list by its record's name, an id not among them as it
 * is; undefined for a field that names no indexed entry, or a blank value.
 */
export function refNamesText(
  index: ReadonlyMap<string, ReadonlyMap<string, string>>,
  field: Pick<FieldSpec, 'ref' | 'refKey'>,
  value: unknown,
  separator: string,
): string | undefined {
  const known = field.ref ? index.get(refIndexKey(field.ref, field.refKey)) : undefined;
  if (!known || value === null || value === undefined || value === '') return undefined;
  const ids = String(value).split(',').filter(Boolean);
  return ids.map((id) => known.get(id) ?? id).join(separator);
}

/** BladeX's parent of a tree's top level (its nodes' parentId). */
export const TREE_ROOT_PARENT = '0';

/**
 * A tree entry's `parentId` (a dictionary's, a role's, a menu's, a department's) read as what it is: a
 * reference to a record of the same entry, shown by that record's name; other fields as they are.
 */
export function asTreeParent(spec: ResourceSpec, field: FieldSpec): FieldSpec {
  return field.name === 'parentId' && field.type === 'id' && !field.ref
    ? { ...field, ref: spec.name }
    : field;
}
