import { Button, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Row } from '@nbxt/core/crud/client.ts';
import { fieldText } from '@nbxt/core/dict/field-text.ts';
import { invalidValues, missingRequired } from '@nbxt/core/resources/required.ts';
import type { FieldSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionaries } from '../app/dictionaries.ts';
import { client } from '../app/runtime.ts';
import { FieldInput, type FieldInputProps } from './FieldInput.tsx';
import { formFields, formValues, rowId, submitBody } from './list-state.ts';
import { SaveFailureAlert, useSaveFailure } from './save-failure.tsx';

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

export type FieldInputs = Record<string, ComponentType<FieldInputProps>>;
export type FieldViews = Record<string, ComponentType<{ field: FieldSpec; value: unknown }>>;

/** View, add or edit one record of a registry entry (platform.md §7.1, §8). */
export function RecordModal({ spec, mode, row, initial, fixed, onSaved, inputs, views, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const resource = client.resource(spec);
  const id = row ? rowId(spec, row) : undefined;
  const detail = useQuery({
    queryKey: ['resource', spec.name, 'detail', id],
    queryFn: ({ signal }) => resource.detail(id!, signal),
    enabled: Boolean(id) && spec.standard.includes('detail'),
    placeholderData: row,
  });
  const failed = useSaveFailure();
  const dictionaries = useDictionaries(mode === 'view' && spec.fields.some((f) => f.dict));
  const form = useForm<Record<string, string>>({
    initialValues: { ...formValues(spec, row), ...(row ? {} : initial) },
    validate: (values) =>
      Object.fromEntries([
        ...invalidValues(spec, values).map((m) => [m.field, t(m.message, m.params)]),
        ...missingRequired(spec, values).map((m) => [m.field, t(m.message)]),
      ]),
  });
  // The detail may carry more than the list row: refresh untouched fields once it arrives.
  const loaded = detail.data && !detail.isPlaceholderData ? detail.data : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the detail arrives, not on every form change
  useEffect(() => {
    if (loaded && !form.isDirty()) {
      form.setValues(formValues(spec, loaded));
      form.resetDirty(formValues(spec, loaded));
    }
  }, [loaded]);

  const save = useMutation({
    mutationFn: (body: Row) => resource.submit(body),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t(id ? 'crud.updateSuccess' : 'crud.addSuccess') });
      await queryClient.invalidateQueries({ queryKey: ['resource', spec.name] });
      onSaved?.();
      onClose();
    },
    // The dialog stays open, the button's loading state ends, the server's text is shown.
    onError: failed.fail,
  });

  const title = t(
    mode === 'add' ? 'console.crud.add' : mode === 'edit' ? 'console.crud.edit' : 'console.crud.view',
  );
  const record = loaded ?? row;
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        <Text fw={600} fz="lg">
          {title} · {t(spec.label)}
        </Text>
      }
      size="lg"
      radius="md"
      closeOnClickOutside={mode === 'view'}
    >
      {mode === 'view' ? (
        <Stack gap="md">
          {detail.isFetching && !loaded ? <Loader size="sm" /> : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
            {spec.fields.map((f) => {
              const View = views?.[f.name];
              return (
                <Stack key={f.name} gap={2} style={f.type === 'text' ? { gridColumn: '1 / -1' } : undefined}>
                  <Text fz="xs" c="dimmed" fw={500}>
                    {t(f.label)}
                  </Text>
                  <Text fz="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('console.crud.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit((values) => {
            failed.clear();
            save.mutate({ ...(id ? {} : fixed), ...submitBody(spec, values, id) });
          })}
        >
          <Stack gap="md">
            <SaveFailureAlert text={failed.failure} />
            {formFields(spec).map((f) => {
              const Input = inputs?.[f.name] ?? FieldInput;
              return <Input key={f.name} {...form.getInputProps(f.name)} field={f} />;
            })}
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t(mode === 'add' ? 'console.crud.save' : 'console.crud.update')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
