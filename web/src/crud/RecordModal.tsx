import { Button, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Row } from '@nbxt/core/crud/client.ts';
import { fieldText } from '@nbxt/core/dict/field-text.ts';
import type { FieldSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useDictionaries } from '../app/dictionaries.ts';
import { useClient } from '../kit/client.tsx';
import { useRegistryText } from '../kit/texts.ts';
import { rowId } from './list-state.ts';
import { type FieldInputs, RecordForm } from './RecordForm.tsx';

export type { FieldInputs } from './RecordForm.tsx';

export type DialogMode = 'add' | 'edit' | 'view';

interface Props {
  spec: ResourceSpec;
  mode: DialogMode;
  row: Row | undefined;
  /** Initial values of a new record (the department picked in a tree, a dictionary's parent). */
  initial?: Record<string, string> | undefined;
  /** Values sent with a new record that the dialog does not show (a child's parentId). */
  fixed?: Row | undefined;
  onSaved?: (() => void) | undefined;
  /** Inputs that replace the generic one of a field (pickers for ids), by field name. */
  inputs?: FieldInputs | undefined;
  /** How the view shows a field instead of its value or dictionary label (names of ids), by field name. */
  views?: FieldViews | undefined;
  onClose: () => void;
}

export type FieldViews = Record<string, ComponentType<{ field: FieldSpec; value: unknown }>>;

/** View, add or edit one record of a registry entry (platform.md §7.1, §8). */
export function RecordModal({ spec, mode, row, initial, fixed, onSaved, inputs, views, onClose }: Props) {
  const { t, text } = useRegistryText();
  const client = useClient();
  const id = row ? rowId(spec, row) : undefined;
  const detail = useQuery({
    queryKey: ['resource', spec.name, 'detail', id],
    queryFn: ({ signal }) => client.resource(spec).detail(id!, signal),
    enabled: Boolean(id) && spec.standard.includes('detail'),
    placeholderData: row,
  });
  const loaded = detail.data && !detail.isPlaceholderData ? detail.data : undefined;

  const title = t(
    mode === 'add' ? 'console.crud.add' : mode === 'edit' ? 'console.crud.edit' : 'console.crud.view',
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        <Text fw={600} fz="lg">
          {title} · {text(spec.label, spec.text)}
        </Text>
      }
      size="lg"
      radius="md"
      closeOnClickOutside={mode === 'view'}
    >
      {mode === 'view' ? (
        <Stack gap="md">
          {detail.isFetching && !loaded ? <Loader size="sm" /> : null}
          <RecordView spec={spec} record={loaded ?? row} views={views} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('console.crud.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <RecordForm
          spec={spec}
          id={id}
          record={row}
          loaded={loaded}
          initial={initial}
          fixed={fixed}
          inputs={inputs}
          onSaved={() => {
            onSaved?.();
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}

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
  const dictionaries = useDictionaries(spec.fields.some((f) => f.dict));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md" component="dl" m={0}>
      {spec.fields.map((f) => {
        const View = views?.[f.name];
        return (
          <Stack key={f.name} gap={2} style={f.type === 'text' ? { gridColumn: '1 / -1' } : undefined}>
            <Text component="dt" fz="xs" c="dimmed" fw={500}>
              {text(f.label, f.text)}
            </Text>
            <Text component="dd" m={0} fz="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {View ? (
                <View field={f} value={record?.[f.name]} />
              ) : (
                fieldText(f, record?.[f.name], dictionaries.data)
              )}
            </Text>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
