import { Alert, Anchor, Group, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Filters, Row } from '@nbxt/core/crud/client.ts';
import { fieldText } from '@nbxt/core/dict/field-text.ts';
import { FIXED_DICTIONARIES, withChoices } from '@nbxt/core/dict/fixed.ts';
import type { Dictionaries } from '@nbxt/core/dict/items.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { errorText } from '../base/errors.ts';
import { useList } from './hooks.ts';
import { rowId } from './list-state.ts';
import { useRegistryChoices } from './registry-context.tsx';
import { useRegistryText } from './texts.ts';

const SIZE = 10;

/**
 * Records in the entry's list columns, read-only (public lists, a dashboard's lookups), coded values by
 * their labels; says so when there are none.
 */
export function ReadOnlyTable({
  spec,
  rows,
  dictionaries,
  pending,
  minWidth,
  open,
}: {
  spec: ResourceSpec;
  rows: readonly Row[];
  dictionaries: Dictionaries;
  pending: boolean;
  minWidth: number;
  /** The page a row opens (its detail), as a link at the row's end. */
  open?: ((row: Row) => string) | undefined;
}) {
  const { t, text } = useRegistryText();
  const columns = spec.fields.filter((f) => f.list);
  return (
    <>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {columns.map((f) => (
                <Table.Th key={f.name}>{text(f.label, f.text)}</Table.Th>
              ))}
              {open ? <Table.Th>{t('console.crud.actions')}</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={rowId(spec, row) || index}>
                {columns.map((f) => (
                  <Table.Td key={f.name}>{fieldText(f, row[f.name], dictionaries)}</Table.Td>
                ))}
                {open ? (
                  <Table.Td>
                    <Anchor component={Link} href={open(row)} fz="sm">
                      {t('kit.detail.open')}
                    </Anchor>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!pending && rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('console.crud.empty')}
        </Text>
      ) : null}
    </>
  );
}

/**
 * The list of a public screen (platform.md §2.1): the records its list call returns, read-only, paged,
 * each row opening its public detail page when the module has one, and no link into the shell. Coded values are labelled from the module's own choices (the
 * server's dictionaries need a signed-in user); a failed call says the server's msg, never a stack.
 */
export function PublicList({
  spec,
  title,
  filters,
  open,
}: {
  spec: ResourceSpec;
  title: string;
  filters?: Filters;
  /** The public detail page a row opens (the module's, reading the same entry). */
  open?: ((row: Row) => string) | undefined;
}) {
  const { t } = useRegistryText();
  const [current, setCurrent] = useState(1);
  const list = useList(spec, { current, size: SIZE, filters: filters ?? {} });
  const dictionaries = usePublicDictionaries();
  const records = list.data?.records ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / SIZE));
  return (
    <Stack gap="md" component="section" aria-label={title} data-public-screen>
      <Title order={2}>{title}</Title>
      {list.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('console.crud.loadFailed')}>
          {errorText(list.error, t)}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" aria-busy={list.isFetching}>
        <ReadOnlyTable
          spec={spec}
          rows={records}
          dictionaries={dictionaries}
          pending={list.isPending}
          minWidth={720}
          open={open}
        />
      </Paper>
      <Group justify="space-between">
        <Text fz="sm" c="dimmed">
          {t('console.crud.total', { total: list.data?.total ?? 0 })}
        </Text>
        <Pagination
          total={pages}
          value={current}
          onChange={setCurrent}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': t(`console.crud.page.${control}`) })}
        />
      </Group>
    </Stack>
  );
}

/** Coded values' labels on a public page: the module's own choices (the server's dictionaries need a sign-in). */
export function usePublicDictionaries() {
  const { t } = useRegistryText();
  const registry = useRegistryChoices();
  return useMemo(() => withChoices({}, t, { ...registry, ...FIXED_DICTIONARIES }), [t, registry]);
}
