import '@mantine/tiptap/styles.layer.css';
import { Button, Group, Input, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RichTextEditor, type RichTextEditorLabels, type RichTextEditorProps } from '@mantine/tiptap';
import type { Row } from '@nbxt/core/crud/client.ts';
import { getResource } from '@nbxt/core/resources/registry.ts';
import { missingRequired } from '@nbxt/core/resources/required.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { client } from '../app/runtime.ts';
import { FieldInput } from '../crud/FieldInput.tsx';
import { formValues, rowId, submitBody } from '../crud/list-state.ts';
import { SaveFailureAlert, useSaveFailure } from '../crud/save-failure.tsx';
import { notifyOk } from './notify.ts';

/**
 * The add/edit dialog of a notice, its body in a rich-text editor (Mantine's tiptap editor). Loaded
 * lazily by NoticeScreen: the editor is large and only this dialog needs it.
 */
export default function NoticeEditor({ row, onClose }: { row: Row | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const spec = getResource('notice')!;
  const queryClient = useQueryClient();
  const resource = client.resource(spec);
  const id = row ? rowId(spec, row) : undefined;
  const detail = useQuery({
    queryKey: ['resource', spec.name, 'detail', id],
    queryFn: ({ signal }) => resource.detail(id!, signal),
    enabled: Boolean(id),
  });
  const failed = useSaveFailure();
  const form = useForm<Record<string, string>>({
    initialValues: formValues(spec, row),
    validate: (values) =>
      Object.fromEntries(missingRequired(spec, values).map((m) => [m.field, t(m.message)])),
  });
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: String(row?.content ?? ''),
    onUpdate: ({ editor: e }) => form.setFieldValue('content', e.isEmpty ? '' : e.getHTML()),
  });
  // The list row may lack the body: take the detail's once it arrives, unless the user has started.
  const filled = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the detail arrives, not on every form change
  useEffect(() => {
    if (!detail.data || filled.current || form.isDirty()) return;
    filled.current = true;
    const values = formValues(spec, detail.data);
    form.setValues(values);
    form.resetDirty(values);
    editor?.commands.setContent(values.content ?? '', { emitUpdate: false });
  }, [detail.data, editor]);

  const save = useMutation({
    mutationFn: (body: Row) => resource.submit(body),
    onSuccess: async () => {
      notifyOk(t, id ? 'crud.updateSuccess' : 'crud.addSuccess');
      await queryClient.invalidateQueries({ queryKey: ['resource', spec.name] });
      onClose();
    },
    // The dialog stays open and usable; the server's text is shown.
    onError: failed.fail,
  });

  const field = (name: string) => spec.fields.find((f) => f.name === name)!;
  const label = (name: string) => t(field(name).label);
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
          failed.clear();
          save.mutate(submitBody(spec, values, id));
        })}
      >
        <Stack gap="md">
          <SaveFailureAlert text={failed.failure} />
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
            <RichTextEditor editor={asMantineEditor(editor)} labels={editorLabels(t)} mt={4}>
              <RichTextEditor.Toolbar sticky stickyOffset={0}>
                <RichTextEditor.ControlsGroup>
                  <RichTextEditor.Bold />
                  <RichTextEditor.Italic />
                  <RichTextEditor.Underline />
                  <RichTextEditor.ClearFormatting />
                </RichTextEditor.ControlsGroup>
                <RichTextEditor.ControlsGroup>
                  <RichTextEditor.H1 />
                  <RichTextEditor.H2 />
                  <RichTextEditor.H3 />
                </RichTextEditor.ControlsGroup>
                <RichTextEditor.ControlsGroup>
                  <RichTextEditor.BulletList />
                  <RichTextEditor.OrderedList />
                </RichTextEditor.ControlsGroup>
                <RichTextEditor.ControlsGroup>
                  <RichTextEditor.Link />
                  <RichTextEditor.Unlink />
                </RichTextEditor.ControlsGroup>
              </RichTextEditor.Toolbar>
              <RichTextEditor.Content mih={220} aria-label={label('content')} />
            </RichTextEditor>
          </Input.Wrapper>
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t(id ? 'console.crud.update' : 'console.crud.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * @mantine/tiptap's CommonJS typings see @tiptap/core's .d.cts, this module its .d.ts: the same Editor
 * class under two declarations, which TypeScript calls unrelated. The object is the same at run time.
 */
function asMantineEditor(editor: ReturnType<typeof useEditor>): RichTextEditorProps['editor'] {
  return editor as unknown as RichTextEditorProps['editor'];
}

function editorLabels(t: TFunction): Partial<RichTextEditorLabels> {
  return {
    boldControlLabel: t('notice.editor.bold'),
    italicControlLabel: t('notice.editor.italic'),
    underlineControlLabel: t('notice.editor.underline'),
    clearFormattingControlLabel: t('notice.editor.clear'),
    bulletListControlLabel: t('notice.editor.bulletList'),
    orderedListControlLabel: t('notice.editor.orderedList'),
    linkControlLabel: t('notice.editor.link'),
    unlinkControlLabel: t('notice.editor.unlink'),
    h1ControlLabel: t('notice.editor.h1'),
    h2ControlLabel: t('notice.editor.h2'),
    h3ControlLabel: t('notice.editor.h3'),
    linkEditorInputLabel: t('notice.editor.linkInput'),
    linkEditorInputPlaceholder: t('notice.editor.linkPlaceholder'),
    linkEditorExternalLink: t('notice.editor.linkExternal'),
    linkEditorInternalLink: t('notice.editor.linkInternal'),
    linkEditorSave: t('notice.editor.linkSave'),
  };
}
