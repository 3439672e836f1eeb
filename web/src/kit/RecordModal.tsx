import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { hasDetailCall, type Row } from '@nbxt/core/crud/client.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { useQuery } from '@tanstack/react-query';
import { useClient } from './client.tsx';
import { rowId } from './list-state.ts';
import { type FieldInputs, RecordForm } from './RecordForm.tsx';
import { type FieldViews, RecordView } from './RecordView.tsx';
import { useRegistryText } from './texts.ts';

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
  /** Called with the body sent. */
  onSaved?: ((saved: Row) => void) | undefined;
  /** Inputs that replace the generic one of a field (pickers for ids), by field name. */
  inputs?: FieldInputs | undefined;
  /** How the view shows a field instead of its value or dictionary label (names of ids), by field name. */
  views?: FieldViews | undefined;
  onClose: () => void;
}

/** View, add or edit one record of a registry entry (platform.md §7.1, §8). */
export function RecordModal({ spec, mode, row, initial, fixed, onSaved, inputs, views, onClose }: Props) {
  const { t, text } = useRegistryText();
  const client = useClient();
  const id = row ? rowId(spec, row) : undefined;
  const detail = useQuery({
    queryKey: ['resource', spec.name, 'detail', id],
    queryFn: ({ signal }) => client.resource(spec).detail(id!, signal),
    enabled: Boolean(id) && hasDetailCall(spec),
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
          onSaved={(saved) => {
            onSaved?.(saved);
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
