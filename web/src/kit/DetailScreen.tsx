import { Alert, Button, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { exact, type Row } from '@nbxt/core/crud/client.ts';
import { HOME_PATH } from '@nbxt/core/nav/routes.ts';
import { IconArrowLeft, IconFileDescription } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { goBack } from '../base/back.ts';
import { errorText } from '../base/errors.ts';
import { useClient } from './client.tsx';
import { useRecord } from './hooks.ts';
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
  related?: readonly { resource: ResourceRef; field: string }[] | undefined;
  /** Back to where the user came from (the console's previous page by default). */
  onBack?: (() => void) | undefined;
  /** Where the default back goes when the page was opened by its address (its list; else home). */
  backTo?: string | undefined;
  /** Buttons on the record (the screen's declared links, each with the record's key): a ReactNode per record. */
  actions?: ((record: Row | undefined) => ReactNode) | undefined;
  /** The page a related list's row opens (its entry's detail page), by the related entry's name. */
  opens?: ((resource: string) => ((row: Row) => string) | undefined) | undefined;
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
}: DetailScreenProps) {
  const [, navigate] = useLocation();
  const lookup = useResourceLookup();
  const spec = resolveSpec(resource, lookup);
  const { t, text } = useRegistryText();
  // An entry that cannot read one record (a task role) shows only the lists that name the record.
  const readable = useClient().resource(spec).readable;
  const record = useRecord(spec, readable ? id : undefined);
  const heading = title ?? text(spec.label, spec.text);
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
          {record.data ? <RecordView spec={spec} record={record.data} /> : null}
        </Paper>
      ) : null}
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
