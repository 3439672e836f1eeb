import type { Row } from '@nbxt/core/crud/client.ts';
import {
  listedEntries,
  REF_NAMES_READ,
  referencedEntries,
  refNameIndex,
  refNamesText,
} from '@nbxt/core/resources/ref-names.ts';
import type { FieldSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useClient } from './client.tsx';
import { useResourceLookup } from './registry-context.tsx';

/**
 * The records the pickers offer of each of these entries (the same query, read once per entry): the
 * entries that have a list, with the records their list call gave.
 */
function useEntryRecords(targets: readonly ResourceSpec[]): Row[][] {
  const client = useClient();
  const lists = useQueries({
    queries: targets.map((target) => ({
      queryKey: ['resource', target.name, 'ref-options'],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        client.resource(target).list({ current: 1, size: REF_NAMES_READ, signal }),
      staleTime: 60_000,
    })),
  });
  return targets.map((_, i) => lists[i]?.data?.records ?? []);
}

/** The records the pickers offer of the entries these references name (see useEntryRecords). */
export function useRefRecords(refs: readonly string[]): { targets: ResourceSpec[]; lists: Row[][] } {
  const targets = listedEntries(refs, useResourceLookup());
  return { targets, lists: useEntryRecords(targets) };
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
  const targets = referencedEntries(spec, referencing, useResourceLookup());
  const lists = useEntryRecords(targets);
  const names = new Map(targets.flatMap((target, i) => refNameIndex(target, referencing, lists[i] ?? [])));
  return (field, value) => refNamesText(names, field, value, t('kit.list.separator'));
}
