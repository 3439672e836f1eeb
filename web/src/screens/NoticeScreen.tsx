import { Box, Button, Group, Loader, Modal, SimpleGrid, Stack, Text, Typography } from '@mantine/core';
import type { Row } from '@nbxt/core/crud/client.ts';
import { platformSpec } from '@nbxt/core/resources/platform.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { IconEdit, IconFileText, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../base/lazy.tsx';
import { richTextHtml } from '../components/rich-text/html.ts';
import { useClient } from '../kit/client.tsx';
import { rowId } from '../kit/list-state.ts';
import { OperationButton } from '../kit/OperationButton.tsx';
import { useMayCall } from '../kit/permissions.tsx';
import { ResourceList } from '../kit/ResourceList.tsx';

// The rich-text editor (Squire and its toolbar) need not load with the list: it loads when a dialog first needs it.
const NoticeEditor = lazyPart(() => import('./NoticeEditor.tsx'));

/**
 * Notices: the generic list, with add and edit in a rich-text editor and the body shown as sanitised
 * HTML. The generic add/edit (a plain textarea) is left out of the list's spec; its view shows the plain
 * fields, the preview the rendered body.
 */
export default function NoticeScreen({ title }: { title?: string }) {
  const { t } = useTranslation();
  const notice = platformSpec('notice');
  const mayCall = useMayCall();
  const [listSpec] = useState<ResourceSpec>(() => ({
    ...notice,
    standard: notice.standard.filter((s) => s !== 'submit'),
    fields: notice.fields.filter((f) => f.name !== 'content'),
  }));
  const [editing, setEditing] = useState<{ row: Row | undefined }>();
  const [preview, setPreview] = useState<Row>();
  return (
    <>
      <ResourceList
        spec={listSpec}
        options={{
          title,
          toolbar: () => (
            <OperationButton
              spec={notice}
              operation="submit"
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing({ row: undefined })}
            >
              {t('console.crud.add')}
            </OperationButton>
          ),
          rowActions: (row) => [
            // The list's entry leaves out the submit (the editor saves): the edit is granted by the notice's.
            ...(mayCall(notice, 'submit', true)
              ? [
                  {
                    key: 'edit',
                    label: t('console.crud.edit'),
                    icon: <IconEdit size={14} />,
                    onClick: () => setEditing({ row }),
                    primary: true,
                  },
                ]
              : []),
            {
              key: 'preview',
              label: t('notice.ui.preview'),
              icon: <IconFileText size={14} />,
              onClick: () => setPreview(row),
            },
          ],
        }}
      />
      {editing ? (
        <Suspense
          fallback={
            <Modal opened onClose={() => setEditing(undefined)} title={t('notice.ui.editorLoading')}>
              <Group justify="center" py="xl">
                <Loader size="sm" aria-label={t('notice.ui.editorLoading')} />
              </Group>
            </Modal>
          }
        >
          <NoticeEditor row={editing.row} onClose={() => setEditing(undefined)} />
        </Suspense>
      ) : null}
      {preview ? <NoticePreview row={preview} onClose={() => setPreview(undefined)} /> : null}
    </>
  );
}

/** One notice as its readers see it: title, category, date and the body rendered, sanitised. */
function NoticePreview({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const spec = platformSpec('notice');
  const id = rowId(spec, row);
  const client = useClient();
  const detail = useQuery({
    queryKey: ['resource', spec.name, 'detail', id],
    queryFn: ({ signal }) => client.resource(spec).detail(id, signal),
    placeholderData: row,
  });
  const record = detail.data ?? row;
  const html = richTextHtml(String(record.content ?? ''));
  const label = (name: string) => t(spec.fields.find((f) => f.name === name)!.label);
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      radius="md"
      title={
        <Text fw={600} fz="lg">
          {String(record.title ?? '')}
        </Text>
      }
    >
      <Stack gap="md">
        <SimpleGrid cols={2} spacing="lg">
          {['category', 'releaseTime'].map((name) => (
            <Stack key={name} gap={2}>
              <Text fz="xs" c="dimmed" fw={500}>
                {label(name)}
              </Text>
              <Text fz="sm">
                {record[name] === null || record[name] === undefined || record[name] === ''
                  ? '—'
                  : String(record[name])}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Stack gap={2}>
          <Text fz="xs" c="dimmed" fw={500}>
            {label('content')}
          </Text>
          {detail.isFetching && !record.content ? <Loader size="sm" /> : null}
          {html ? (
            <Typography>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: read through the rich-text model and its DOMPurify allow-list (components/rich-text/html.ts) */}
              <Box data-notice-body dangerouslySetInnerHTML={{ __html: html }} />
            </Typography>
          ) : (
            <Text fz="sm" c="dimmed">
              {t('notice.ui.emptyContent')}
            </Text>
          )}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('console.crud.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
