import { Button, Group, Loader, Modal, Pagination, Select, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { exact, type Row } from '@nbxt/core/crud/client.ts';
import {
  answerText,
  dataColumns,
  formAnswers,
  formDefinition,
  formerAnswers,
} from '@nbxt/core/form/form-data.ts';
import type { PlainObject } from '@nbxt/core/form/plain.ts';
import type { Lang } from '@nbxt/core/i18n/types.ts';
import { type FormKind, formKind } from '@nbxt/core/modules/form-kinds.ts';
import { shownTime } from '@nbxt/core/resources/date-format.ts';
import { recordTitle } from '@nbxt/core/resources/record-title.ts';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDetail } from '../../form-renderer/FormDetail.tsx';
import { useAction, useList } from '../../kit/hooks.ts';
import type { ModuleScreenProps } from '../../kit/module-group.tsx';

const PAGE_SIZE = 10;
/** §9: application and tool-app lists ask for 99 at a time. */
const FORMS_SIZE = 99;

/** One answer in the renderer's detail mode, with answers to fields the form no longer has listed apart. */
function AnswerDetail({ option, row }: { option: PlainObject | undefined; row: Row }) {
  const { t } = useTranslation();
  const answers = formAnswers(row);
  const former = formerAnswers(option, answers);
  return (
    <Stack>
      {option && <FormDetail option={option} value={answers} />}
      {former.length > 0 && (
        <section aria-label={t('apps.data.former')}>
          <Title order={5}>{t('apps.data.former')}</Title>
          <Table>
            <Table.Tbody>
              {former.map(([prop, value]) => (
                <Table.Tr key={prop}>
                  <Table.Th>{prop}</Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
      )}
    </Stack>
  );
}

/** Who filled an answer in; undefined for one submitted signed out (the service records no one). */
const filledBy = (row: Row) => (row.createUserName ? String(row.createUserName) : undefined);

/** The answers of one form: a column a field (dictionaries as labels), detail, remove, export. */
function Answers({ kind, form }: { kind: FormKind; form: Row }) {
  const { t, i18n } = useTranslation();
  const [current, setCurrent] = useState(1);
  const [open, setOpen] = useState<Row>();
  const formKey = String(form.formKey);
  const option = useMemo(() => formDefinition(form), [form]);
  const columns = useMemo(() => dataColumns(option), [option]);
  const list = useList(kind.data, { current, size: PAGE_SIZE, filters: exact('formKey', formKey) });
  const remove = useAction(kind.data, 'remove');
  const exporting = useAction(kind.exporter.spec, kind.exporter.name);
  // Each offered with its grant (core's grants.ts).
  const mayRemove = remove.allowed;
  const label = (field: string) => t(`${kind.data.name}.${field}`);
  const confirmRemove = (row: Row) =>
    modals.openConfirmModal({
      title: t('console.shell.notice'),
      children: <Text fz="sm">{t('crud.confirmRemove')}</Text>,
      labels: { confirm: t('common.ok'), cancel: t('common.cancel') },
      onConfirm: () => remove.run({ ids: String(row.id) }),
    });
  const records = list.data?.records ?? [];
  return (
    <Stack>
      <Group justify="flex-end">
        {exporting.allowed ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} />}
            loading={exporting.pending}
            onClick={() => exporting.run(kind.exporter.args(form))}
          >
            {t('apps.data.export')}
          </Button>
        ) : null}
      </Group>
      {list.isLoading ? (
        <Loader size="sm" aria-label={t('sys.list.loading')} />
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.prop}>{c.label}</Table.Th>
                ))}
                <Table.Th>{label('createUserName')}</Table.Th>
                <Table.Th>{label('createTime')}</Table.Th>
                <Table.Th>{t('apps.data.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {records.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={columns.length + 3}>
                    <Text c="dimmed" fz="sm" ta="center">
                      {t('apps.data.none')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {records.map((row) => {
                const answers = formAnswers(row);
                return (
                  <Table.Tr key={String(row.id)}>
                    {columns.map((c) => (
                      <Table.Td key={c.prop}>
                        {answerText(c.field, answers[c.prop], i18n.language as Lang)}
                      </Table.Td>
                    ))}
                    <Table.Td>
                      {filledBy(row) ?? (
                        <Text span c="dimmed" fz="sm">
                          {t('apps.data.anonymous')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{shownTime(row.createTime)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button size="compact-xs" variant="subtle" onClick={() => setOpen(row)}>
                          {t('apps.data.detail')}
                        </Button>
                        {mayRemove ? (
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            color="red"
                            onClick={() => confirmRemove(row)}
                          >
                            {t('apps.data.remove')}
                          </Button>
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {(list.data?.pages ?? 1) > 1 && (
        <Pagination value={current} onChange={setCurrent} total={list.data?.pages ?? 1} size="sm" />
      )}
      <Modal
        opened={Boolean(open)}
        onClose={() => setOpen(undefined)}
        title={t('apps.data.detailTitle')}
        size="lg"
      >
        {open && <AnswerDetail option={option} row={open} />}
      </Modal>
    </Stack>
  );
}

/**
 * /app/nbxtapplicationformdata and /toolApp/nbxtToolAppFormData: a form chosen (or named by `?formKey=`),
 * its answers listed with its fields as columns (POST page: the form's key in the body, paging in the query).
 */
function FormData({
  kind,
  title,
  params,
}: {
  kind: FormKind;
  title: string | undefined;
  params: Record<string, string>;
}) {
  const { t } = useTranslation();
  const [formKey, setFormKey] = useState<string | null>(params.formKey ?? null);
  const forms = useList(kind.form, { current: 1, size: FORMS_SIZE });
  const records = forms.data?.records ?? [];
  const form = records.find((r) => String(r.formKey) === formKey);
  // Forms of the same name in several applications: the choices grouped by their application.
  const owners = useList(kind.owners, { current: 1, size: FORMS_SIZE });
  const ownerName = new Map(
    (owners.data?.records ?? []).map((o) => [String(o.id), recordTitle(kind.owners, o)]),
  );
  const choices = new Map<string, { value: string; label: string }[]>();
  for (const r of records.filter((f) => f.formKey)) {
    const owner = ownerName.get(String(r[kind.owner] ?? '')) ?? t('apps.data.noOwner');
    choices.set(owner, [
      ...(choices.get(owner) ?? []),
      { value: String(r.formKey), label: String(r.formName ?? r.formKey) },
    ]);
  }
  return (
    <Stack p="md">
      {title && <Title order={3}>{title}</Title>}
      <Select
        label={t('apps.data.form')}
        placeholder={t('apps.data.pick')}
        searchable
        w={320}
        value={formKey}
        onChange={setFormKey}
        data={[...choices].map(([group, items]) => ({ group, items }))}
      />
      {form ? (
        <Answers key={formKey} kind={kind} form={form} />
      ) : (
        <Text c="dimmed" fz="sm">
          {t('apps.data.pick')}
        </Text>
      )}
    </Stack>
  );
}

export const ApplicationFormDataScreen = ({ title, params }: ModuleScreenProps) => (
  <FormData kind={formKind('application')} title={title} params={params} />
);
export const ToolAppFormDataScreen = ({ title, params }: ModuleScreenProps) => (
  <FormData kind={formKind('tool-app')} title={title} params={params} />
);
