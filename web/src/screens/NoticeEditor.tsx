import { Button, Group, Input, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Row } from '@nbxt/core/crud/client.ts';
import { formValues, submitBody } from '@nbxt/core/resources/form-values.ts';
import { platformSpec } from '@nbxt/core/resources/platform.ts';
import { missingRequired } from '@nbxt/core/resources/required.ts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../components/rich-text/RichTextEditor.tsx';
import { FieldInput } from '../kit/FieldInput.tsx';
import { useRecord, useTask } from '../kit/hooks.ts';
import { rowId } from '../kit/list-state.ts';
import { useLiveValidation } from '../kit/live-problems.ts';
import { SaveFailureAlert } from '../kit/save-failure.tsx';

/**
 * The add/edit dialog of a notice, its body in the rich-text editor (components/rich-text). Loaded lazily by NoticeScreen: the editor is large and only this dialog needs it.
 */
export default function NoticeEditor({ row, onClose }: { row: Row | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const spec = platformSpec('notice');
  const id = row ? rowId(spec, row) : undefined;
  const detail = useRecord(spec, id);
  const field = (name: string) => spec.fields.find((f) => f.name === name)!;
  const label = (name: string) => t(field(name).label);
  const form = useForm<Record<string, string>>({
    initialValues: formValues(spec, row),
    validate: (values) =>
      Object.fromEntries(missingRequired(spec, values).map((m) => [m.field, t(m.message)])),
  });
  const tried = useLiveValidation(form);
  // The list row may lack the body: take the detail's once it arrives, unless the user has started.
  const filled = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the detail arrives, not on every form change
  useEffect(() => {
    if (!detail.data || filled.current || form.isDirty()) return;
    filled.current = true;
    const values = formValues(spec, detail.data);
    form.setValues(values);
    form.resetDirty(values);
  }, [detail.data]);

  // On failure the dialog stays open and usable; the server's text is shown.
  const save = useTask((client, body: Row) => client.resource(spec).submit(body), {
    success: id ? 'crud.updateSuccess' : 'crud.addSuccess',
    reload: [spec.name],
    onSuccess: onClose,
  });

  const enter = (name: string) => t('console.crud.enter', { label: label(name) });
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        <Text fw={600} fz="lg">
          {t(id ? 'console.crud.edit' : 'console.crud.add')} · {t(spec.label)}
        </Text>
      }
      size="xl"
      radius="md"
      closeOnClickOutside={false}
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          tried();
          save.run(submitBody(spec, values, id, id ? (detail.data ?? row) : undefined));
        }, tried)}
      >
        <Stack gap="md">
          <SaveFailureAlert text={save.failure} />
          <TextInput
            label={label('title')}
            placeholder={enter('title')}
            withAsterisk
            name="title"
            {...form.getInputProps('title')}
          />
          <Group grow align="flex-start">
            <FieldInput field={field('category')} {...form.getInputProps('category')} />
            <FieldInput field={field('releaseTime')} {...form.getInputProps('releaseTime')} />
          </Group>
          <Input.Wrapper label={label('content')} id="notice-content">
            <RichTextEditor
              value={form.values['content'] ?? ''}
              onChange={(html) => form.setFieldValue('content', html)}
              attributes={{ 'aria-label': label('content') }}
            />
          </Input.Wrapper>
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.pending}>
              {t(id ? 'console.crud.update' : 'console.crud.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
