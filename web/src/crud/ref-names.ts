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
 * The names of the records a list's reference columns hold (a category's authorised users), read once
 * per referenced entry with the pickers' query: a function giving a cell's names, or undefined for a
 * column that names no other entry's records. An id not among them stays as it is.
 */
export function useRefNames(spec: ResourceSpec): (field: FieldSpec, value: unknown) => string | undefined {
  const { t } = useTranslation();
  const client = useClient();
  const lookup = useResourceLookup();
  const targets = [
    ...new Set(spec.fields.filter((f) => f.list && f.ref && f.ref !== spec.name).map((f) => f.ref!)),
  ].flatMap((name) => {
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
  const names = new Map(
    targets.map((target, i) => [
      target.name,
      new Map(
        everyRecord(target, lists[i]?.data?.records ?? []).map((row) => [
          rowId(target, row),
          recordTitle(target, row),
        ]),
      ),
    ]),
  );
  return (field, value) => {
    const known = field.ref ? names.get(field.ref) : undefined;
    if (!known || value === null || value === undefined || value === '') return undefined;
    const ids = String(value).split(',').filter(Boolean);
    return ids.map((id) => known.get(id) ?? id).join(t('kit.list.separator'));
  };
}
