import { ActionIcon, Badge, Button, Group, Loader, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import {
  flattenLazyTree,
  lazyLevelParams,
  openLevels,
  readLazyLevel,
  type TreeDraft,
  toggleExpanded,
} from '@nbxt/core/admin-ui/lazy-tree.ts';
import type { Filters, Row } from '@nbxt/core/crud/client.ts';
import { fieldText, labelledByDictionary } from '@nbxt/core/dict/field-text.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import {
  IconChevronDown,
  IconChevronRight,
  IconEdit,
  IconPlus,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../base/errors.ts';
import { useClient } from './client.tsx';
import { useDictionaries } from './dictionaries.ts';
import { LazyRecordModal, usePreloadRecordModal } from './LazyRecordModal.tsx';
import {
  CellText,
  ColumnName,
  ListHeading,
  LoadFailed,
  SearchPanel,
  StateRow,
  useRemove,
} from './ListParts.tsx';
import { listColumns, rowId, searchFields, toFilters } from './list-state.ts';
import { useMayCall } from './permissions.tsx';
import classes from './ResourceList.module.css';

export interface LazyTreeOptions {
  title?: string | undefined;
  /** A new top-level record (the toolbar's add). */
  rootDraft: TreeDraft;
  /**
   * Buttons of a row before edit and delete; `add` opens the add dialog with a draft, undefined when the
   * role may not add (core's grants.ts: the add-child button is not offered).
   */
  rowActions?: (row: Row, add: ((draft: TreeDraft) => void) | undefined) => ReactNode;
  /** How a column shows a row instead of the field's text (a menu's name in the console's language), by field name. */
  cells?: Record<string, (row: Row) => string>;
}

const INDENT = 20;

/**
 * The list of a tree resource loaded one level at a time (menu and dept `lazy-list`, platform.md §7.4):
 * the top level first, a row's children when it is expanded; search across levels; add, edit, delete.
 */
export function LazyTreeList({ spec, options }: { spec: ResourceSpec; options: LazyTreeOptions }) {
  const { t } = useTranslation();
  const mayCall = useMayCall();
  const queryClient = useQueryClient();
  const api = useClient().resource(spec);
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [search, setSearch] = useState<Filters>({});
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<{ row?: Row; draft?: TreeDraft }>();

  const level = (parentId: string | undefined) => {
    const params = lazyLevelParams(parentId, search);
    return {
      queryKey: ['resource', spec.name, 'lazy-list', params],
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        readLazyLevel(await api.call('lazyList', params, signal), `${spec.name} lazy-list`),
    };
  };
  const roots = useQuery(level(undefined));
  usePreloadRecordModal(roots.data !== undefined);
  // Levels already in the cache are shown at once; the open ones are subscribed to below, so their
  // arrival (or refetch after a change) renders again.
  const lines = flattenLazyTree(
    roots.data ?? [],
    (id) => queryClient.getQueryData<Row[]>(level(id).queryKey),
    expanded,
    spec.idField,
  );
  const open = openLevels(lines);
  // The data of these levels is read from the cache above, not from the results: say it is used.
  const levels = useQueries({
    queries: open.map((id) => ({ ...level(id), notifyOnChangeProps: ['data', 'error'] as const })),
  });
  const levelError = (id: string) => levels[open.indexOf(id)]?.error ?? null;

  const columns = listColumns(spec);
  const dictionaries = useDictionaries(columns.some(labelledByDictionary)).data;
  const fields = searchFields(spec);
  const heading = options.title ?? t(spec.label);

  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: ['resource', spec.name, 'lazy-list'] });
  const confirmRemove = useRemove(spec);
  const add = (next: TreeDraft) => setDialog({ draft: next });
  const applySearch = (values: Record<string, string>) => {
    setSearch(toFilters(spec, values));
    setExpanded(new Set());
  };

  return (
    <Stack gap="md" component="section" aria-label={heading}>
      <ListHeading heading={heading} />

      {fields.length > 0 ? (
        <SearchPanel
          fields={fields}
          draft={draft}
          setDraft={setDraft}
          onSearch={() => applySearch(draft)}
          onReset={() => applySearch({})}
        />
      ) : null}

      <Paper radius="md" withBorder pos="relative">
        <Group justify="space-between" p="md" pb="sm" gap="sm">
          {mayCall(spec, 'submit') ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => add(options.rootDraft)}>
              {t('console.crud.add')}
            </Button>
          ) : (
            <span />
          )}
          <Tooltip label={t('console.crud.refresh')}>
            <ActionIcon variant="default" size="lg" aria-label={t('console.crud.refresh')} onClick={refresh}>
              <IconRefresh size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>

        {roots.isError ? <LoadFailed error={roots.error} onRetry={refresh} /> : null}

        <Table.ScrollContainer minWidth={760}>
          <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="sm" aria-busy={roots.isFetching}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((f) => (
                  <Table.Th key={f.name}>
                    <ColumnName name={t(f.label)} />
                  </Table.Th>
                ))}
                <Table.Th className={classes.actions}>{t('console.crud.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => {
                if (line.kind === 'pending') {
                  const error = levelError(line.parentId);
                  return (
                    <Table.Tr key={`pending-${line.parentId}`}>
                      <Table.Td colSpan={columns.length + 1} pl={16 + line.depth * INDENT}>
                        {error ? (
                          <Text fz="sm" c="red" role="alert">
                            {errorText(error, t)}
                          </Text>
                        ) : (
                          <Group gap="xs" c="dimmed">
                            <Loader size="xs" />
                            <Text fz="sm">{t('sys.list.loading')}</Text>
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                }
                const { row, id, depth, expandable } = line;
                return (
                  <Table.Tr key={id} data-depth={depth} className={classes.row}>
                    {columns.map((f, col) => {
                      const text = options.cells?.[f.name]?.(row) ?? fieldText(f, row[f.name], dictionaries);
                      return (
                        <Table.Td key={f.name} maw={col === 0 ? 280 : 180}>
                          <Group gap={4} wrap="nowrap" pl={col === 0 ? depth * INDENT : 0}>
                            {col === 0 ? (
                              expandable ? (
                                <ActionIcon
                                  size="sm"
                                  variant="subtle"
                                  color="gray"
                                  aria-label={t(line.expanded ? 'sys.list.collapse' : 'sys.list.expand')}
                                  aria-expanded={line.expanded}
                                  onClick={() => setExpanded((e) => toggleExpanded(e, id))}
                                >
                                  {line.expanded ? (
                                    <IconChevronDown size={14} />
                                  ) : (
                                    <IconChevronRight size={14} />
                                  )}
                                </ActionIcon>
                              ) : (
                                <span style={{ width: 22, flex: 'none' }} />
                              )
                            ) : null}
                            {f.dict && text !== '—' ? (
                              // A dictionary's label whole (core's shownWhole): the badge keeps its width
                              // in the row (its label, in a grid track that may shrink, would be cut to 菜…).
                              <Badge variant="light" radius="sm" miw="max-content" title={text} data-whole>
                                {text}
                              </Badge>
                            ) : (
                              <CellText field={f} text={text} first={col === 0} />
                            )}
                          </Group>
                        </Table.Td>
                      );
                    })}
                    <Table.Td className={classes.actions}>
                      <Group gap={4} wrap="nowrap">
                        {options.rowActions?.(row, mayCall(spec, 'submit') ? add : undefined)}
                        {mayCall(spec, 'submit', true) ? (
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            leftSection={<IconEdit size={14} />}
                            onClick={() => setDialog({ row })}
                          >
                            {t('console.crud.edit')}
                          </Button>
                        ) : null}
                        {mayCall(spec, 'remove') ? (
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="red"
                            leftSection={<IconTrash size={14} />}
                            onClick={() => confirmRemove([rowId(spec, row)])}
                          >
                            {t('console.crud.remove')}
                          </Button>
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
              {roots.isPending ? (
                <StateRow state="loading" colSpan={columns.length + 1} />
              ) : lines.length === 0 ? (
                <StateRow state="empty" colSpan={columns.length + 1} />
              ) : null}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      {dialog ? (
        <LazyRecordModal
          spec={spec}
          mode={dialog.row ? 'edit' : 'add'}
          row={dialog.row}
          initial={dialog.draft?.initial}
          fixed={dialog.draft?.fixed}
          onClose={() => setDialog(undefined)}
        />
      ) : null}
    </Stack>
  );
}
