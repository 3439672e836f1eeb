import { MultiSelect, Select } from '@mantine/core';
import { recordTitle } from '@nbxt/core/resources/record-title.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useClient } from '../kit/client.tsx';
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
}

/**
 * The input of a field naming another entry's record (a contract's customer): that entry's records by
 * name, searchable; the value is the record's id. A value the options do not hold stays, shown as is.
 */
export function RefSelect({ target, value, onChange, multiple, ...input }: RefSelectProps) {
  const client = useClient();
  const records = useQuery({
    queryKey: ['resource', target.name, 'ref-options'],
    queryFn: ({ signal }) => client.resource(target).list({ current: 1, size: OPTIONS, signal }),
    staleTime: 60_000,
  });
  const options = (records.data?.records ?? []).map((row) => ({
    value: rowId(target, row),
    label: recordTitle(target, row),
  }));
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
      clearable={!input.withAsterisk}
      nothingFoundMessage={records.isPending ? '…' : undefined}
    />
  );
}
