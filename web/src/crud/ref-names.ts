import {
  REF_NAMES_READ,
  referencedEntries,
  refNameIndex,
  refNamesText,
} from '@nbxt/core/resources/ref-names.ts';
import type { FieldSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useClient } from '../kit/client.tsx';
import { useResourceLookup } from './registry-context.tsx';

/**
 * The names of the records a list's reference columns hold (a category's authorised users), read once
 * per referenced entry with the pickers' query: a function giving a cell's names, or undefined for a
 * column that names no other entry's records. An id not among them stays as it is.
 */
export function useRefNames(spec: ResourceSpec): (field: FieldSpec, value: unknown) => string | undefined {
  const { t } = useTranslation();
  const client = useClient();
  const lookup = useResourceLookup();
  const referencing = spec.fields.filter((f) => f.list && f.ref && f.ref !== spec.name);
  const targets = referencedEntries(spec, referencing, lookup);
  const lists = useQueries({
    queries: targets.map((target) => ({
      queryKey: ['resource', target.name, 'ref-options'],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        client.resource(target).list({ current: 1, size: REF_NAMES_READ, signal }),
      staleTime: 60_000,
    })),
  });
  const names = new Map(
    targets.flatMap((target, i) => refNameIndex(target, referencing, lists[i]?.data?.records ?? [])),
  );
  return (field, value) => refNamesText(names, field, value, t('kit.list.separator'));
}
