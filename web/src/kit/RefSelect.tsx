import { MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { flattenTree, type TreeNode } from '@nbxt/core/admin-ui/tree.ts';
import type { Row } from '@nbxt/core/crud/client.ts';
import { readRows } from '@nbxt/core/crud/page.ts';
import { recordOptions } from '@nbxt/core/resources/record-title.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useClient } from './client.tsx';
import { rowId } from './list-state.ts';

/** How many records of the referenced entry a picker offers (typing filters them). */
const OPTIONS = 200;

export interface RefSelectProps {
  /** The entry the field names a record of (FieldSpec.ref). */
  target: ResourceSpec;
  label: string;
  placeholder: string;
  withAsterisk: boolean;
  error?: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onFocus?: (() => void) | undefined;
  onBlur?: (() => void) | undefined;
  /** Several records, the value their ids comma-joined. */
  multiple?: boolean | undefined;
  /** The records' field the value holds when not their id (FieldSpec.refKey: a tenant's code). */
  refKey?: string | undefined;
  /** The entry's read that offers the records instead of its list (FieldSpec.refOptions: a tree). */
  refOptions?: string | undefined;
}

/** The entry's search by name (a read returning records whose argument `matches` a field): selectByName. */
function searchOperation(target: ResourceSpec): { name: string; argument: string } | undefined {
  for (const [name, op] of Object.entries(target.operations)) {
    const argument = Object.entries(op.params).find(([, p]) => p.matches)?.[0];
    if (op.safe && op.reply === 'records' && argument) return { name, argument };
  }
  return undefined;
}

/**
 * The input of a field naming another entry's record (a contract's customer): that entry's records by
 * name, searchable (what is typed also goes to the entry's search by name when it has one: the users'
 * selectByName); the value is the record's id. A value the options do not hold stays, shown as is.
 */
export function RefSelect({
  target,
  value,
  onChange,
  multiple,
  refKey,
  refOptions,
  ...input
}: RefSelectProps) {
  const client = useClient();
  const records = useQuery({
    // The list's options share their key with the names other fields read (ref-names.ts); a tree's do not.
    queryKey: refOptions
      ? ['resource', target.name, 'ref-options', refOptions]
      : ['resource', target.name, 'ref-options'],
    queryFn: async ({ signal }) =>
      refOptions
        ? {
            records: flattenTree(
              readRows(await client.resource(target).send(refOptions, {}, signal)) as TreeNode[],
            ).map((n) => n.node as Row),
          }
        : client.resource(target).list({ current: 1, size: OPTIONS, signal }),
    staleTime: 60_000,
  });
  const search = searchOperation(target);
  const [typed, setTyped] = useState('');
  const [searched] = useDebouncedValue(typed.trim(), 300);
  const found = useQuery({
    queryKey: ['resource', target.name, 'op', search?.name, searched],
    queryFn: ({ signal }) =>
      client.resource(target).send(search!.name, { [search!.argument]: searched }, signal),
    enabled: Boolean(search) && searched !== '',
    staleTime: 60_000,
  });
  const rows = [...readRows(found.data), ...(records.data?.records ?? [])];
  const keyOf = (row: Row) => (refKey ? String(row[refKey] ?? '') : rowId(target, row));
  // Records of the same name are told apart by their code (core's recordOptions).
  const options = recordOptions(target, rows, keyOf, refKey);
  const searching = search ? { onSearchChange: setTyped } : {};
  const values = multiple ? value.split(',').filter(Boolean) : value ? [value] : [];
  const data = [
    ...options,
    ...values.filter((v) => !options.some((o) => o.value === v)).map((v) => ({ value: v, label: v })),
  ];
  if (multiple)
    return (
      <MultiSelect
        {...input}
        data={data}
        value={values}
        onChange={(picked) => onChange(picked.join(','))}
        searchable
        {...searching}
        clearable
        nothingFoundMessage={records.isPending ? '…' : undefined}
      />
    );
  return (
    <Select
      {...input}
      data={data}
      value={value === '' ? null : value}
      onChange={(v) => onChange(v ?? '')}
      searchable
      {...searching}
      clearable={!input.withAsterisk}
      nothingFoundMessage={records.isPending ? '…' : undefined}
    />
  );
}
