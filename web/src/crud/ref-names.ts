import { flattenTree, type TreeNode } from '@nbxt/core/admin-ui/tree.ts';
import type { Row } from '@nbxt/core/crud/client.ts';
import { recordTitle } from '@nbxt/core/resources/record-title.ts';
import type { FieldSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useClient } from '../kit/client.tsx';
import { rowId } from './list-state.ts';
import { useResourceLookup } from './registry-context.tsx';

/** How many records of a referenced entry are read to name them (the pickers read the same ones). */
const NAMED = 200;

/** The records a list call gave, a tree's children too (a department under its company). */
const everyRecord = (target: ResourceSpec, records: Row[]): Row[] =>
  target.list.style === 'tree' ? flattenTree(records as TreeNode[]).map((n) => n.node as Row) : records;

/**
 * The records of the entries these references name that the pickers offer (the same query, read once per
 * entry): each entry that has a list, with its records (a tree's children too).
 */
export function useRefRecords(refs: readonly string[]): { targets: ResourceSpec[]; lists: Row[][] } {
  const client = useClient();
  const lookup = useResourceLookup();
  const targets = [...new Set(refs)].flatMap((name) => {
    const target = lookup(name);
    return target?.standard.includes('list') ? [target] : [];
  });
  const lists = useQueries({
    queries: targets.map((target) => ({
      queryKey: ['resource', target.name, 'ref-options'],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        client.resource(target).list({ current: 1, size: NAMED, signal }),
      staleTime: 60_000,
    })),
  });
  return { targets, lists: targets.map((target, i) => everyRecord(target, lists[i]?.data?.records ?? [])) };
}

/**
 * The names of the records a list's reference columns hold (a category's authorised users), read once
 * per referenced entry with the pickers' query: a function giving a cell's names, or undefined for a
 * column that names no other entry's records. An id not among them stays as it is. `fields` names other
 * fields than the list's columns (a detail view's references by a key, such as a tenant's code).
 */
export function useRefNames(
  spec: ResourceSpec,
  fields: readonly FieldSpec[] = spec.fields.filter((f) => f.list),
): (field: FieldSpec, value: unknown) => string | undefined {
  const { t } = useTranslation();
  const referencing = fields.filter((f) => f.ref && f.ref !== spec.name);
  const { targets, lists } = useRefRecords(referencing.map((f) => f.ref!));
  // Names by the key the columns hold: the record's id, or its refKey field (a tenant's code).
  const names = new Map(
    targets.flatMap((target, i) =>
      [...new Set(referencing.filter((f) => f.ref === target.name).map((f) => f.refKey))].map((key) => [
        `${target.name}|${key ?? ''}`,
        new Map(
          (lists[i] ?? []).map((row) => [
            key ? String(row[key] ?? '') : rowId(target, row),
            recordTitle(target, row, key),
          ]),
        ),
      ]),
    ),
  );
  return (field, value) => {
    const known = field.ref ? names.get(`${field.ref}|${field.refKey ?? ''}`) : undefined;
    if (!known || value === null || value === undefined || value === '') return undefined;
    const ids = String(value).split(',').filter(Boolean);
    return ids.map((id) => known.get(id) ?? id).join(t('kit.list.separator'));
  };
}
