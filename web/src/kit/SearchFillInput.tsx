import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Row } from '@nbxt/core/crud/client.ts';
import { readRecord, readRows } from '@nbxt/core/crud/page.ts';
import { titleField } from '@nbxt/core/resources/record-title.ts';
import type { FieldSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import { useState } from 'react';
import { useClient } from './client.tsx';
import type { FieldInputProps } from './FieldInput.tsx';
import { useOperation } from './hooks.ts';
import type { FieldInputs } from './RecordForm.tsx';
import { useResourceLookup } from './registry-context.tsx';
import { useRegistryText } from './texts.ts';

/** Suggestions are asked for once this many characters are typed, after a pause in typing. */
const MIN_TYPED = 2;
const PAUSE_MS = 300;

/** The name of the `find` operation's search argument (the one that `matches` a field), else its first. */
function searchArgument(spec: ResourceSpec, find: string): string {
  const params = Object.entries(spec.operations[find]?.params ?? {});
  return (params.find(([, p]) => p.matches) ?? params[0])?.[0] ?? 'keyword';
}

/**
 * A field typed with suggestions from another entry (FieldSpec.search: a customer's name from the business
 * registry): the typed text goes to the `find` call; picking a suggestion reads the record with `detail`
 * and fills the form's fields from it.
 */
export function SearchFillInput({
  field,
  value = '',
  onChange,
  error,
  onFocus,
  onBlur,
  fill,
}: FieldInputProps) {
  const { t, text } = useRegistryText();
  const client = useClient();
  const search = field.search!;
  const target = useResourceLookup()(search.resource)!;
  const [typed] = useDebouncedValue(value.trim(), PAUSE_MS);
  const argument = searchArgument(target, search.find);
  const paging = Object.keys(target.operations[search.find]?.params ?? {}).find((name) => name !== argument);
  const found = useOperation(
    target,
    search.find,
    { [argument]: typed, ...(paging ? { [paging]: 1 } : {}) },
    { enabled: typed.length >= MIN_TYPED },
  );
  const shown = titleField(target)?.name ?? 'name';
  const records = readRows(found.data);
  const [options] = useState(() => new Map<string, Row>());
  for (const r of records) options.set(String(r[shown] ?? ''), r);
  const label = text(field.label, field.text);
  const pick = async (name: string) => {
    const picked = options.get(name);
    if (!picked) return;
    const record = readRecord(
      await client.resource(target).send(search.detail, { id: picked[target.idField] }),
    );
    if (!record) return;
    fill?.(
      Object.fromEntries(Object.entries(search.fill).map(([to, from]) => [to, String(record[from] ?? '')])),
    );
  };
  return (
    <Autocomplete
      label={label}
      name={field.name}
      placeholder={t('console.crud.enter', { label })}
      withAsterisk={Boolean(field.required)}
      error={error}
      onFocus={onFocus}
      onBlur={onBlur}
      value={value}
      onChange={onChange}
      data={[...new Set(records.map((r) => String(r[shown] ?? '')).filter(Boolean))]}
      onOptionSubmit={(name) => void pick(name)}
      filter={({ options: all }) => all}
    />
  );
}

/** The inputs of an entry's form that search another entry (its fields with `search`), by field name. */
export function searchInputs(spec: ResourceSpec): FieldInputs {
  return Object.fromEntries(
    spec.fields.filter((f: FieldSpec) => f.search).map((f) => [f.name, SearchFillInput]),
  );
}
