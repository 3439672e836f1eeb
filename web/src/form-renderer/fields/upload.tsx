import { ActionIcon, Anchor, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { uploadAction } from '@nbxt/core/form/field-defaults.ts';
import {
  acceptAttribute,
  type UploadedFile,
  uploadedFile,
  uploadFiles,
  uploadLimit,
  uploadRuleOf,
  uploadValue,
} from '@nbxt/core/form/fill.ts';
import { uploadFileProblem, uploadProblem } from '@nbxt/core/validate/upload.ts';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textOption, useFormContext, type WidgetProps } from '../context.ts';

const pictures = new Set(['picture-card', 'picture-img', 'picture']);

/** Extra parts and headers of the upload: `data` / `headers` objects as avue writes them. */
const texts = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]))
    : {};

/**
 * upload: files go to the field's action (by default the storage put-file endpoint) through the console's
 * client, the reply read through propsHttp; limit, fileSize and accept are checked first by the upload rule.
 * The value keeps its shape (addresses, joined addresses, or items keeping each file's name and address);
 * watermark settings stay in the option.
 */
export function UploadWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { client, scope } = useFormContext();
  const { field } = props;
  // The names of the files uploaded here: a value of addresses alone would list them by their addresses'
  // last parts (an attachment id).
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const files = uploadFiles(props.value, field).map((file) => ({
    ...file,
    name: names.get(file.url) ?? file.name,
  }));
  const limit = field.listType === 'picture-img' ? 1 : uploadLimit(field);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string>();
  const emit = (next: UploadedFile[]) => props.onChange(uploadValue(field, next, props.value));
  const editable = props.mode === 'edit';

  const send = async (chosen: File[]) => {
    setNotice(undefined);
    const rule = uploadRuleOf(field);
    const room = limit - (field.listType === 'picture-img' ? 0 : files.length);
    // The field's upload rule (core/validate/upload.ts), with the message every entry point gives.
    const over = uploadProblem(rule, [...files.slice(0, limit - room), ...chosen]);
    if (chosen.length > room && over) {
      setNotice(t(over.message, over.params ?? {}));
      chosen = chosen.slice(0, Math.max(room, 0));
    }
    const added: UploadedFile[] = [];
    setBusy(true);
    try {
      for (const file of chosen) {
        const refused = uploadFileProblem(rule, file);
        if (refused) {
          setNotice(t(refused.message, refused.params ?? {}));
          continue;
        }
        const action = (textOption(field, 'action') ?? uploadAction).replace(/^\/api(?=\/)/, '');
        try {
          const data = await client.transport.request({
            method: 'POST',
            path: action,
            headers: texts(field.headers),
            ...(scope ? { query: scope } : {}),
            multipart: [
              ...Object.entries(texts(field.data)),
              [textOption(field, 'fileName') ?? 'file', file],
            ],
          });
          const stored = uploadedFile(field, data, file.name);
          if (stored) added.push(stored);
          else setNotice(t('formRenderer.uploadFailed', { name: file.name }));
        } catch {
          setNotice(t('formRenderer.uploadFailed', { name: file.name }));
        }
      }
    } finally {
      setBusy(false);
    }
    if (added.length > 0) {
      setNames((before) => new Map([...before, ...added.map((file) => [file.url, file.name] as const)]));
      emit(field.listType === 'picture-img' ? added.slice(-1) : [...files, ...added]);
    }
  };

  const picture = pictures.has(String(field.listType));
  return (
    <Stack gap={6} role="group" aria-labelledby={props.labelId} id={props.inputProps.id}>
      {editable && files.length < limit + (field.listType === 'picture-img' ? 1 : 0) ? (
        <FileButton
          onChange={(chosen) => void send(Array.isArray(chosen) ? chosen : chosen ? [chosen] : [])}
          accept={acceptAttribute(field)}
          multiple={field.multiple !== false && limit > 1}
        >
          {(button) => (
            <Button
              {...button}
              variant="light"
              w="fit-content"
              leftSection={<IconUpload size={16} />}
              loading={busy}
              aria-describedby={props.inputProps['aria-describedby']}
            >
              {busy
                ? (textOption(field, 'loadText') ?? t('formRenderer.uploading'))
                : t('formRenderer.upload')}
            </Button>
          )}
        </FileButton>
      ) : null}
      {editable && textOption(field, 'tip') ? (
        <Text size="xs" c="dimmed">
          {textOption(field, 'tip')}
        </Text>
      ) : null}
      {notice ? (
        <Text size="xs" c="red" role="status">
          {notice}
        </Text>
      ) : null}
      {field.showFileList === false && !picture ? null : (
        <Group gap={8}>
          {files.map((file, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be listed twice
            <Group key={`${file.url}-${i}`} gap={4} wrap="nowrap">
              {picture ? (
                <Image src={file.url} alt={file.name} w={64} h={64} fit="cover" radius="sm" />
              ) : null}
              <Anchor href={file.url} target="_blank" rel="noreferrer" size="sm">
                {file.name}
              </Anchor>
              {editable ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={t('formRenderer.removeFile', { name: file.name })}
                  onClick={() => emit(files.filter((_, j) => j !== i))}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              ) : null}
            </Group>
          ))}
        </Group>
      )}
    </Stack>
  );
}
