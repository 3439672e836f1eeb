import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Menu,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  nextSort,
  type SortState,
  sortRows,
  toggleColumn,
  visibleColumns,
} from '@nbxt/core/admin-ui/list-prefs.ts';
import { flattenTree, type TreeNode } from '@nbxt/core/admin-ui/tree.ts';
import type { Row } from '@nbxt/core/crud/client.ts';
import { fieldText } from '@nbxt/core/dict/field-text.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import {
  IconArrowsSort,
  IconChevronDown,
  IconChevronRight,
  IconColumns,
  IconDownload,
  IconEdit,
  IconEye,
  IconPlus,
  IconRefresh,
  IconSortAscending,
  IconSortDescending,
  IconSquare,
  IconSquareCheck,
  IconTrash,
} from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useReducer, useState } from 'react';
import { useDictionaries } from '../app/dictionaries.ts';
import { errorText } from '../app/errors.ts';
import { OnDemand, useSecondPass } from '../components/on-demand.tsx';
import { ChartPanel } from '../kit/ChartPanel.tsx';
import { useClient } from '../kit/client.tsx';
import { OperationToolbar, useOperationRowActions } from '../kit/OperationActions.tsx';
import { StatisticsHeader } from '../kit/StatisticsHeader.tsx';
import { useRegistryText } from '../kit/texts.ts';
import { saveDownload } from './download.ts';
import { LazyRecordModal, usePreloadRecordModal } from './LazyRecordModal.tsx';
import { ListHeading, LoadFailed, SearchPanel, StateRow, useRemove } from './ListParts.tsx';
import {
  DATE_FROM,
  DATE_TO,
  hasCreateTime,
  type ListSource,
  listFilters,
  listQuery,
  sortsOnServer,
} from './list-query.ts';
import { keepSelection, listColumns, listReducer, listStateFor, rowId, searchFields } from './list-state.ts';
import type { DialogMode, FieldInputs } from './RecordModal.tsx';
import type { FieldViews } from './RecordView.tsx';
import classes from './ResourceList.module.css';
import { type RowAction, RowActions } from './RowActions.tsx';

export interface ListContext {
  selected: string[];
  records: Row[];
  refresh: () => void;
}

/** What a screen built on the generic list adds to it (platform.md §7.3–7.4). */
export interface ListOptions extends ListSource {
  title?: string;
  /** Initial values of the add dialog. */
  addDefaults?: Record<string, string>;
  /** Values sent with a new record that the dialog does not show. */
  addFixed?: Row;
  /** Buttons after add/delete. */
  toolbar?: (ctx: ListContext) => ReactNode;
  /** Actions of a row besides view, edit and delete (primary ones shown in the row, the rest in "more"). */
  rowActions?: (row: Row, ctx: ListContext) => RowAction[];
  /** A row click (selecting a dictionary parent) and the row shown as active. */
  onRowClick?: (row: Row) => void;
  activeId?: string;
  /** Smaller heading (lists inside a layout). */
  embedded?: boolean;
  /** No add button (a child list without a parent). */
  readOnly?: boolean;
  /** Called after a save or delete (another list depends on this one). */
  onChanged?: () => void;
  /** Inputs of the add/edit dialog that replace the generic one of a field, by field name. */
  inputs?: FieldInputs;
  /** How the view dialog shows a field instead of its value (names of ids), by field name. */
  views?: FieldViews;
}

/** The list's export (a download of its filtered records); those with a console role are buttons of their own. */
function exportOperation(spec: ResourceSpec): string | undefined {
  return Object.entries(spec.operations).find(([, op]) => op.download === 'export' && !op.role)?.[0];
}

/**
 * The generic list screen of a registry entry (DESIGN.md §The resource registry): search, created-between
 * dates, paging 10/30/50/100/200, sorting, column visibility, export, view, add, edit and bulk delete.
 */
export function ResourceList({ spec, options = {} }: { spec: ResourceSpec; options?: ListOptions }) {
  const { t, text } = useRegistryText();
  const client = useClient();
  const api = client.resource(spec);
  const [state, dispatch] = useReducer(listReducer, options.pageSize, listStateFor);
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<{ mode: DialogMode; row: Row | undefined }>();
  const [sort, setSort] = useState<SortState>();
  const [hidden, setHidden] = useState<string[]>([]);
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const [exporting, setExporting] = useState(false);
  const dictionaries = useDictionaries(spec.fields.some((f) => f.list && f.dict));
  const tree = spec.list.style === 'tree' && !options.load;
  const paged = options.load ? true : spec.list.style === 'page' || spec.list.style === 'page-post';
  const serverSort = sortsOnServer(spec, options);
  const filters = listFilters(spec, state.search, sort, options);

  const list = useQuery({
    ...listQuery(client, spec, state, filters, options),
    placeholderData: keepPreviousData,
  });
  const records = list.data?.records ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / state.size));
  const shown = useMemo(() => {
    if (tree && !sort)
      return flattenTree(records as TreeNode[], collapsed).map((n) => ({
        row: n.node as Row,
        depth: n.depth,
        hasChildren: n.hasChildren,
      }));
    const flat = tree ? flattenTree(records as TreeNode[]).map((n) => n.node as Row) : records;
    return sortRows(flat, serverSort ? undefined : sort).map((row) => ({
      row,
      depth: 0,
      hasChildren: false,
    }));
  }, [records, tree, sort, collapsed, serverSort]);
  const ids = shown.map(({ row }) => rowId(spec, row));

  usePreloadRecordModal(list.data !== undefined);
  // The rows' actions and the paging controls come in a second pass, after the first rows are painted.
  const complete = useSecondPass();

  const idKey = ids.join(',');
  useEffect(() => {
    setSelected((current) => keepSelection(current, idKey ? idKey.split(',') : []));
  }, [idKey]);
  useEffect(() => {
    if (list.data && records.length === 0 && state.current > 1 && state.current > pages)
      dispatch({ type: 'page', current: pages });
  }, [list.data, records.length, state.current, pages]);

  const refresh = () => void list.refetch();
  const operationRowActions = useOperationRowActions(spec);
  const confirmRemove = useRemove(spec, () => {
    setSelected([]);
    options.onChanged?.();
  });

  const download = exportOperation(spec);
  const runExport = async () => {
    if (!download) return;
    setExporting(true);
    try {
      const { [DATE_FROM]: _f, [DATE_TO]: _t, ...plain } = filters as Record<string, string>;
      await saveDownload(await api.download(download, plain));
    } catch (error) {
      const text = errorText(error, t);
      if (text) notifications.show({ color: 'red', message: text });
    } finally {
      setExporting(false);
    }
  };

  const allColumns = listColumns(spec);
  const columns = visibleColumns(allColumns, hidden);
  const allChecked = ids.length > 0 && ids.every((id) => selected.includes(id));
  const someChecked = selected.length > 0 && !allChecked;
  const heading = options.title ?? text(spec.label, spec.text);
  const ctx: ListContext = { selected, records, refresh };
  const fields = searchFields(spec);
  const canAdd = spec.standard.includes('submit') && !options.readOnly;
  const rowActions = (row: Row, id: string): RowAction[] => [
    {
      key: 'view',
      label: t('console.crud.view'),
      icon: <IconEye size={14} />,
      onClick: () => setDialog({ mode: 'view', row }),
      primary: true,
    },
    ...(spec.standard.includes('submit')
      ? [
          {
            key: 'edit',
            label: t('console.crud.edit'),
            icon: <IconEdit size={14} />,
            onClick: () => setDialog({ mode: 'edit', row }),
            primary: true,
          },
        ]
      : []),
    ...(options.rowActions?.(row, ctx) ?? []),
    ...operationRowActions(row),
    ...(spec.standard.includes('remove')
      ? [
          {
            key: 'remove',
            label: t('console.crud.remove'),
            icon: <IconTrash size={14} />,
            color: 'red',
            onClick: () => confirmRemove([id]),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="md" component="section" aria-label={heading} data-pass={complete ? 'complete' : 'first'}>
      {/* An embedded list's name heads it, above its search: a page may stack several (a record's related lists). */}
      {options.embedded ? (
        <Title order={4} fz="md">
          {heading}
        </Title>
      ) : (
        <ListHeading heading={heading} path={spec.path} />
      )}

      {fields.length > 0 || hasCreateTime(spec) ? (
        <SearchPanel
          fields={fields}
          dates={hasCreateTime(spec)}
          embedded={options.embedded}
          draft={draft}
          setDraft={setDraft}
          onSearch={() => dispatch({ type: 'search', search: draft })}
          onReset={() => dispatch({ type: 'reset' })}
        />
      ) : null}

      <StatisticsHeader spec={spec} filters={filters} />
      <ChartPanel spec={spec} filters={filters} />

      <Paper radius="md" withBorder pos="relative">
        <Group justify="space-between" p="md" pb="sm" gap="sm">
          <Group gap="sm">
            {canAdd ? (
              <Button
                leftSection={<IconPlus size={16} />}
                onClick={() => setDialog({ mode: 'add', row: undefined })}
              >
                {t('console.crud.add')}
              </Button>
            ) : null}
            {spec.standard.includes('remove') ? (
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => confirmRemove(selected)}
              >
                {t('console.crud.remove')}
              </Button>
            ) : null}
            {options.toolbar?.(ctx)}
            <OperationToolbar spec={spec} selected={selected} />
            {selected.length > 0 ? (
              <Badge variant="light" size="lg" radius="sm">
                {t('console.crud.selected', { count: selected.length })}
              </Badge>
            ) : null}
          </Group>
          <Group gap="xs">
            {download ? (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                loading={exporting}
                onClick={() => void runExport()}
              >
                {t('sys.list.export')}
              </Button>
            ) : null}
            <OnDemand
              trigger={(open) => (
                <Tooltip label={t('sys.list.columns')}>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={t('sys.list.columns')}
                    aria-haspopup="menu"
                    onClick={open}
                  >
                    <IconColumns size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
              render={(target, { opened, setOpened }) => (
                <Menu
                  opened={opened}
                  onChange={setOpened}
                  closeOnItemClick={false}
                  position="bottom-end"
                  withinPortal
                >
                  <Menu.Target>{target}</Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Label>{t('sys.list.columns')}</Menu.Label>
                    {allColumns.map((f) => (
                      <Menu.Item
                        key={f.name}
                        leftSection={
                          hidden.includes(f.name) ? (
                            <IconSquare size={16} stroke={1.5} />
                          ) : (
                            <IconSquareCheck
                              size={16}
                              stroke={1.5}
                              color="var(--mantine-primary-color-filled)"
                            />
                          )
                        }
                        onClick={() =>
                          setHidden((h) =>
                            toggleColumn(
                              h,
                              f.name,
                              allColumns.map((c) => c.name),
                            ),
                          )
                        }
                      >
                        {text(f.label, f.text)}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
              )}
            />
            <Tooltip label={t('console.crud.refresh')}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('console.crud.refresh')}
                onClick={refresh}
              >
                <IconRefresh size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>

        {list.isError ? <LoadFailed error={list.error} onRetry={refresh} /> : null}

        <Table.ScrollContainer minWidth={options.embedded ? 480 : 720}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="sm"
            horizontalSpacing={options.embedded ? 'xs' : 'md'}
            aria-busy={list.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={44}>
                  <Checkbox
                    aria-label={t('console.crud.selectAll')}
                    checked={allChecked}
                    indeterminate={someChecked}
                    onChange={() => setSelected(allChecked ? [] : ids)}
                  />
                </Table.Th>
                <Table.Th w={52}>#</Table.Th>
                {columns.map((f) => {
                  const active = sort?.field === f.name ? sort.direction : undefined;
                  const Icon =
                    active === 'asc'
                      ? IconSortAscending
                      : active === 'desc'
                        ? IconSortDescending
                        : IconArrowsSort;
                  return (
                    <Table.Th
                      key={f.name}
                      aria-sort={
                        active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : undefined
                      }
                    >
                      <UnstyledButton
                        onClick={() => setSort((s) => nextSort(s, f.name))}
                        style={{
                          display: 'inline-flex',
                          alignItems: 'center',
                          gap: 4,
                          fontWeight: 600,
                          fontSize: 'inherit',
                          whiteSpace: 'nowrap',
                        }}
                      >
                        {text(f.label, f.text)}
                        <Icon size={14} style={{ opacity: active ? 1 : 0.35 }} />
                      </UnstyledButton>
                    </Table.Th>
                  );
                })}
                <Table.Th className={classes.actions}>{t('console.crud.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map(({ row, depth, hasChildren }, index) => {
                const id = rowId(spec, row);
                const checked = selected.includes(id);
                const active = options.activeId !== undefined && options.activeId === id;
                return (
                  <Table.Tr
                    key={id || index}
                    className={classes.row}
                    data-active={active || undefined}
                    data-selected={active || checked || undefined}
                    bg={active || checked ? 'var(--mantine-color-brand-light)' : undefined}
                    style={options.onRowClick ? { cursor: 'pointer' } : undefined}
                    onClick={options.onRowClick ? () => options.onRowClick?.(row) : undefined}
                  >
                    <Table.Td onClick={(e) => e.stopPropagation()}>
                      <Checkbox
                        aria-label={id}
                        checked={checked}
                        onChange={() =>
                          setSelected((s) => (checked ? s.filter((x) => x !== id) : [...s, id]))
                        }
                      />
                    </Table.Td>
                    <Table.Td c="dimmed">
                      {paged ? (state.current - 1) * state.size + index + 1 : index + 1}
                    </Table.Td>
                    {columns.map((f, col) => {
                      const text = fieldText(f, row[f.name], dictionaries.data);
                      // Full text in the title; selectable so that it can be copied.
                      const cell = (
                        <Text fz="sm" truncate="end" title={text} style={{ userSelect: 'text' }}>
                          {text}
                        </Text>
                      );
                      // A tree's first column: indented, with the row's expand toggle (a flat cell needs no
                      // wrapper: ten rows of a list render sixty components fewer).
                      const treeCell = col === 0 && tree && !sort;
                      return (
                        <Table.Td key={f.name} maw={320}>
                          {treeCell ? (
                            <Group gap={4} wrap="nowrap" pl={depth * 20}>
                              {hasChildren ? (
                                <ActionIcon
                                  size="xs"
                                  variant="subtle"
                                  color="gray"
                                  aria-label={t(collapsed.has(id) ? 'sys.list.expand' : 'sys.list.collapse')}
                                  onClick={(e) => {
                                    e.stopPropagation();
                                    setCollapsed((c) => {
                                      const next = new Set(c);
                                      if (next.has(id)) next.delete(id);
                                      else next.add(id);
                                      return next;
                                    });
                                  }}
                                >
                                  {collapsed.has(id) ? (
                                    <IconChevronRight size={14} />
                                  ) : (
                                    <IconChevronDown size={14} />
                                  )}
                                </ActionIcon>
                              ) : (
                                <span style={{ width: 18, flex: 'none' }} />
                              )}
                              {cell}
                            </Group>
                          ) : (
                            cell
                          )}
                        </Table.Td>
                      );
                    })}
                    <Table.Td className={classes.actions} onClick={(e) => e.stopPropagation()}>
                      {complete ? (
                        <RowActions actions={rowActions(row, id)} moreLabel={t('console.crud.more')} />
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
              {list.isPending ? (
                <StateRow state="loading" colSpan={columns.length + 3} />
              ) : shown.length === 0 ? (
                <StateRow state="empty" colSpan={columns.length + 3} />
              ) : null}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {list.isFetching && !list.isPending ? (
          <Loader size="xs" pos="absolute" top={22} right={160} aria-label={t('sys.list.loading')} />
        ) : null}

        <Group justify="space-between" p="md">
          <Text fz="sm" c="dimmed">
            {t('console.crud.total', { total })}
          </Text>
          {paged && complete ? (
            <Group gap="md">
              <Select
                w={120}
                size="sm"
                aria-label={t('console.crud.pageSize')}
                allowDeselect={false}
                value={String(state.size)}
                onChange={(value) => value && dispatch({ type: 'size', size: Number(value) })}
                data={state.sizes.map((size) => ({
                  value: String(size),
                  label: t('console.crud.perPage', { size }),
                }))}
              />
              <Pagination
                total={pages}
                value={state.current}
                onChange={(current) => dispatch({ type: 'page', current })}
                size="sm"
                radius="md"
              />
            </Group>
          ) : null}
        </Group>
      </Paper>

      {dialog ? (
        <LazyRecordModal
          spec={spec}
          mode={dialog.mode}
          row={dialog.row}
          initial={dialog.mode === 'add' ? options.addDefaults : undefined}
          fixed={dialog.mode === 'add' ? options.addFixed : undefined}
          onSaved={options.onChanged}
          inputs={options.inputs}
          views={options.views}
          onClose={() => setDialog(undefined)}
        />
      ) : null}
    </Stack>
  );
}
