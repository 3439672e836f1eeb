import { Alert, Button, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { exact, type Row } from '@nbxt/core/crud/client.ts';
import { readRecord } from '@nbxt/core/crud/page.ts';
import type { ScreenSpec } from '@nbxt/core/modules/types.ts';
import { HOME_PATH } from '@nbxt/core/nav/routes.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { IconArrowLeft, IconFileDescription } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { goBack } from '../base/back.ts';
import { errorText } from '../base/errors.ts';
import { useClient } from './client.tsx';
import { useOperation, useRecord } from './hooks.ts';
import { useOperationRowActions } from './OperationActions.tsx';
import { RecordView } from './RecordView.tsx';
import { ResourceList } from './ResourceList.tsx';
import { useResourceLookup } from './registry-context.tsx';
import { type ResourceRef, resolveSpec } from './spec.ts';
import { useRegistryText } from './texts.ts';

export interface DetailScreenProps {
  /** The registry entry (its name, as the route table gives it). */
  resource: ResourceRef;
  /** The record's id, from the route or its query. */
  id: string;
  /** Page title (the screen's text). */
  title?: string | undefined;
  /** Lists of other entries shown under the record, linked by one of their fields (the screen's `related`). */
  related?: readonly { resource: ResourceRef; field: string; pageSize?: number | undefined }[] | undefined;
  /** Back to where the user came from (the console's previous page by default). */
  onBack?: (() => void) | undefined;
  /** Where the default back goes when the page was opened by its address (its list; else home). */
  backTo?: string | undefined;
  /** Buttons on the record (the screen's declared links, each with the record's key): a ReactNode per record. */
  actions?: ((record: Row | undefined) => ReactNode) | undefined;
  /** The page a related list's row opens (its entry's detail page), by the related entry's name. */
  opens?: ((resource: string) => ((row: Row) => string) | undefined) | undefined;
  /** More of the record read by its id through other calls of the entry (the screen's `lookups`). */
  lookups?: ScreenSpec['lookups'];
}

/** One record read-only (labels, dictionary labels, dates) with the lists that name it (a detail route). */
export function DetailScreen({
  resource,
  id,
  title,
  related = [],
  onBack,
  backTo,
  actions,
  opens,
  lookups = [],
}: DetailScreenProps) {
  const [, navigate] = useLocation();
  const lookup = useResourceLookup();
  const spec = resolveSpec(resource, lookup);
  const { t, text } = useRegistryText();
  // An entry that cannot read one record (a task role) shows only the lists that name the record.
  const readable = useClient().resource(spec).readable;
  const record = useRecord(spec, readable ? id : undefined);
  const heading = title ?? text(spec.label, spec.text);
  // A field a lookup shows (a drain's check result) is shown there, not twice.
  const looked = new Set(lookups.flatMap((lookup) => lookup.fields ?? []));
  const ownFields = looked.size ? { ...spec, fields: spec.fields.filter((f) => !looked.has(f.name)) } : spec;
  // The record's own operations (a householder's 发布报告), as its list row offers them.
  const recordOperations = useOperationRowActions(spec);
  return (
    <Stack gap="md" component="section" aria-label={heading}>
      <Group justify="space-between">
        <Title order={3}>{heading}</Title>
        <Group gap="xs">
          {actions?.(record.data ?? { [spec.idField]: id })}
          {record.data
            ? recordOperations(record.data).map((action) => (
                <Button key={action.key} variant="light" leftSection={action.icon} onClick={action.onClick}>
                  {action.label}
                </Button>
              ))
            : null}
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            onClick={onBack ?? (() => goBack(navigate, backTo ?? HOME_PATH))}
          >
            {t('kit.detail.back')}
          </Button>
        </Group>
      </Group>
      {readable ? (
        <Paper withBorder radius="md" p="md" aria-busy={record.isFetching}>
          {record.isPending && !record.isError ? (
            <Loader size="sm" aria-label={t('sys.list.loading')} />
          ) : null}
          {record.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(record.error, t)}
            </Alert>
          ) : null}
          {record.data ? <RecordView spec={ownFields} record={record.data} /> : null}
        </Paper>
      ) : null}
      {lookups.map((lookup) => (
        <RecordLookup key={lookup.operation} spec={spec} id={id} lookup={lookup} />
      ))}
      {related.map((link) => {
        const other = resolveSpec(link.resource, lookup);
        const open = opens?.(other.name);
        return (
          <ResourceList
            key={`${other.name}:${link.field}`}
            spec={other}
            options={{
              embedded: true,
              filters: exact(link.field, id),
              addFixed: { [link.field]: id },
              pageSize: link.pageSize,
              ...(open
                ? {
                    rowActions: (row: Row) => [
                      {
                        key: 'detail',
                        label: t('kit.detail.open'),
                        icon: <IconFileDescription size={14} />,
                        onClick: () => navigate(open(row)),
                        primary: true,
                      },
                    ],
                  }
                : {}),
            }}
          />
        );
      })}
    </Stack>
  );
}

/** One lookup of a detail page: the call's reply for the record's id, with the entry's fields it answers. */
function RecordLookup({
  spec,
  id,
  lookup,
}: {
  spec: ResourceSpec;
  id: string;
  lookup: NonNullable<ScreenSpec['lookups']>[number];
}) {
  const { t, lang } = useRegistryText();
  const reply = useOperation(spec, lookup.operation, { [spec.idField]: id });
  const shown = lookup.fields
    ? { ...spec, fields: spec.fields.filter((f) => lookup.fields?.includes(f.name)) }
    : spec;
  const record = readRecord(reply.data);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={lookup.text[lang]}>
      <Title order={4} fz="md" mb="sm">
        {lookup.text[lang]}
      </Title>
      {reply.isPending && !reply.isError ? <Loader size="sm" aria-label={t('sys.list.loading')} /> : null}
      {reply.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(reply.error, t)}
        </Alert>
      ) : null}
      {record ? <RecordView spec={shown} record={record} /> : null}
    </Paper>
  );
}
