import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { Row } from '@nbxt/core/crud/client.ts';
import { fieldText, labelledByDictionary } from '@nbxt/core/dict/field-text.ts';
import { findOperation } from '@nbxt/core/resources/operations.ts';
import { recordTitle } from '@nbxt/core/resources/record-title.ts';
import { asTreeParent, TREE_ROOT_PARENT } from '@nbxt/core/resources/ref-names.ts';
import type { FieldSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import { type ComponentType, Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionaries } from './dictionaries.ts';
import { useRecord } from './hooks.ts';
import { ImageThumbs } from './ImageThumbs.tsx';
import { useRefNames } from './ref-names.ts';
import { type ResourceLookup, useResourceLookup } from './registry-context.tsx';
import { useRegistryText } from './texts.ts';

export type FieldViews = Record<string, ComponentType<{ field: FieldSpec; value: unknown }>>;

/** A record read-only: each field's label and value (dictionary labels, `views` for names of ids). */
export function RecordView({
  spec,
  record,
  views,
}: {
  spec: ResourceSpec;
  record: Row | undefined;
  views?: FieldViews | undefined;
}) {
  const { text } = useRegistryText();
  const dictionaries = useDictionaries(spec.fields.some(labelledByDictionary));
  const lookup = useResourceLookup();
  // References not read one by one (by a key such as a tenant's code, or to an entry without a detail
  // call: a page-only register of companies) are named as the list names them.
  const refName = useRefNames(
    spec,
    spec.fields.filter((f) => f.ref && !detailTarget(lookup, f)),
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md" component="dl" m={0}>
      {spec.fields.map((declared) => {
        // A tree's parent by its name; the top level's (0) as no parent.
        const f = asTreeParent(spec, declared);
        const parent = f !== declared;
        const View = views?.[f.name];
        return (
          <Stack key={f.name} gap={2} style={f.type === 'text' ? { gridColumn: '1 / -1' } : undefined}>
            <Text component="dt" fz="xs" c="dimmed" fw={500}>
              {text(f.label, f.text)}
            </Text>
            <Text
              component="dd"
              data-field={f.name}
              m={0}
              fz="sm"
              style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            >
              {View ? (
                <View field={f} value={record?.[f.name]} />
              ) : f.kind === 'image' ? (
                <ImageThumbs value={record?.[f.name]} label={text(f.label, f.text)} size={64} />
              ) : parent && String(record?.[f.name] ?? TREE_ROOT_PARENT) === TREE_ROOT_PARENT ? (
                fieldText(f, '', dictionaries.data)
              ) : refTarget(lookup, f, record?.[f.name]) ? (
                <RefNames target={refTarget(lookup, f, record?.[f.name])!} ids={String(record?.[f.name])} />
              ) : (
                (refName(f, record?.[f.name]) ?? fieldText(f, record?.[f.name], dictionaries.data))
              )}
            </Text>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}

/**
 * The entry a field's value names records of by their ids, when it can read them (a contract's customer,
 * a task's members).
 */
function refTarget(lookup: ResourceLookup, field: FieldSpec, value: unknown): ResourceSpec | undefined {
  if ((typeof value !== 'string' && typeof value !== 'number') || value === '') return undefined;
  return detailTarget(lookup, field);
}

/** The entry a reference by id names, when its records are read one by one (it has a detail call). */
function detailTarget(lookup: ResourceLookup, field: FieldSpec): ResourceSpec | undefined {
  if (!field.ref || field.refKey) return undefined;
  const target = lookup(field.ref);
  return target && findOperation(target, 'detail') ? target : undefined;
}

/** Referenced records (a comma list of ids) by their names, joined with the language's separator. */
function RefNames({ target, ids }: { target: ResourceSpec; ids: string }) {
  const { t } = useTranslation();
  const each = ids.split(',').filter(Boolean);
  return (
    <>
      {each.map((id, i) => (
        <Fragment key={id}>
          {i > 0 && t('kit.list.separator')}
          <RefName target={target} id={id} />
        </Fragment>
      ))}
    </>
  );
}

/** A referenced record by its name (its id until, or unless, it is read). */
function RefName({ target, id }: { target: ResourceSpec; id: string }) {
  const record = useRecord(target, id);
  return <>{record.data ? recordTitle(target, record.data) : id}</>;
}
