import { Loader, Paper, Stack, Title } from '@mantine/core';
import { type SortState, sortRows, visibleColumns } from '@nbxt/core/admin-ui/list-prefs.ts';
import { flattenTree, type TreeNode } from '@nbxt/core/admin-ui/tree.ts';
import { type Row, saveCall } from '@nbxt/core/crud/client.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useSecondPass } from '../components/on-demand.tsx';
import { ChartPanel } from './ChartPanel.tsx';
import { useClient } from './client.tsx';
import { saveDownload } from './download.ts';
import { LazyRecordModal, usePreloadRecordModal } from './LazyRecordModal.tsx';
import { ListFooter } from './ListFooter.tsx';
import { ListHeading, LoadFailed, SearchPanel, useRemove } from './ListParts.tsx';
import { ListTable, type ShownRow } from './ListTable.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import {
  DATE_FROM,
  DATE_TO,
  hasCreateTime,
  type ListSource,
  listFilters,
  listQuery,
  sortsOnServer,
} from './list-query.ts';
import { useListRowActions } from './list-row-actions.tsx';
import { keepSelection, listColumns, listReducer, listStateFor, rowId, searchFields } from './list-state.ts';
import { notifyError } from './notices.ts';
import type { DialogMode, FieldInputs } from './RecordModal.tsx';
import type { FieldViews } from './RecordView.tsx';
import type { RowAction } from './RowActions.tsx';
import { StatisticsHeader } from './StatisticsHeader.tsx';
import { useRegistryText } from './texts.ts';

export interface ListContext {
  selected: string[];
  records: Row[];
  refresh: () => void;
}

/** What a screen built on the generic list adds to it (platform.md §7.3–7.4). */
export interface ListOptions extends ListSource {
  title?: string;
  /** The search the list opens with, shown in its search panel (the record an address filters by). */
  search?: Record<string, string>;
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
  /** Called after the add dialog saved a record, with the body it sent (what to do next with it). */
  onAdded?: (saved: Row) => void;
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
  const [state, dispatch] = useReducer(listReducer, options, (o) => ({
    ...listStateFor(o.pageSize),
    search: { ...o.search },
  }));
  const [draft, setDraft] = useState<Record<string, string>>(() => ({ ...options.search }));
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setShownDialog] = useState<{ mode: DialogMode; row: Row | undefined }>();
  // The dialog is unmounted when it closes: the focus goes back to what opened it by hand.
  const opener = useRef<HTMLElement | null>(null);
  const setDialog = (next: { mode: DialogMode; row: Row | undefined } | undefined) => {
    if (next) opener.current = document.activeElement as HTMLElement | null;
    else requestAnimationFrame(() => opener.current?.isConnected && opener.current.focus());
    setShownDialog(next);
  };
  const [sort, setSort] = useState<SortState>();
  const [hidden, setHidden] = useState<string[]>([]);
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const [exporting, setExporting] = useState(false);
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
  const shown = useMemo((): ShownRow[] => {
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
      notifyError(error, t);
    } finally {
      setExporting(false);
    }
  };

  const allColumns = listColumns(spec);
  const columns = visibleColumns(allColumns, hidden);
  const heading = options.title ?? text(spec.label, spec.text);
  const ctx: ListContext = { selected, records, refresh };
  // A list of one record's rows (a detail's related list) is not searched by the field binding it.
  const fields = searchFields(spec).filter(
    (f) => !(options.addFixed && Object.hasOwn(options.addFixed, f.name)),
  );
  const canAdd = saveCall(spec) !== undefined && !options.readOnly;
  const rowActions = useListRowActions(spec, {
    extra: options.rowActions ? (row) => options.rowActions?.(row, ctx) ?? [] : undefined,
    openDialog: (mode, row) => setDialog({ mode, row }),
    remove: confirmRemove,
  });
  const toggleCollapsed = (id: string) =>
    setCollapsed((c) => {
      const next = new Set(c);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Stack gap="md" component="section" aria-label={heading} data-pass={complete ? 'complete' : 'first'}>
      {/* An embedded list's name heads it, above its search: a page may stack several (a record's related lists). */}
      {options.embedded ? (
        <Title order={4} fz="md">
          {heading}
        </Title>
      ) : (
        <ListHeading heading={heading} />
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
        <ListToolbar
          spec={spec}
          selected={selected}
          selectedRows={records.filter((r) => selected.includes(rowId(spec, r)))}
          onAdd={canAdd ? () => setDialog({ mode: 'add', row: undefined }) : undefined}
          onRemove={() => confirmRemove(selected)}
          toolbar={options.toolbar?.(ctx)}
          exporting={exporting}
          onExport={download ? { operation: download, run: () => void runExport() } : undefined}
          columns={allColumns}
          hidden={hidden}
          setHidden={setHidden}
          onRefresh={refresh}
        />

        {list.isError ? <LoadFailed error={list.error} onRetry={refresh} /> : null}

        <ListTable
          spec={spec}
          columns={columns}
          shown={shown}
          ids={ids}
          selected={selected}
          setSelected={setSelected}
          sort={sort}
          setSort={setSort}
          tree={tree && !sort}
          collapsed={collapsed}
          toggleCollapsed={toggleCollapsed}
          firstNumber={paged ? (state.current - 1) * state.size + 1 : 1}
          embedded={options.embedded}
          activeId={options.activeId}
          onRowClick={options.onRowClick}
          fetching={list.isFetching}
          pending={list.isPending}
          withActions={complete}
          rowActions={rowActions}
        />
        {list.isFetching && !list.isPending ? (
          <Loader size="xs" pos="absolute" top={22} right={160} aria-label={t('sys.list.loading')} />
        ) : null}

        <ListFooter
          total={total}
          pages={pages}
          paging={paged && complete}
          state={state}
          dispatch={dispatch}
        />
      </Paper>

      {dialog ? (
        <LazyRecordModal
          spec={spec}
          mode={dialog.mode}
          row={dialog.row}
          initial={dialog.mode === 'add' ? options.addDefaults : undefined}
          fixed={dialog.mode === 'add' ? options.addFixed : undefined}
          onSaved={(saved) => {
            options.onChanged?.();
            if (dialog.mode === 'add') options.onAdded?.(saved);
          }}
          inputs={options.inputs}
          views={options.views}
          onClose={() => setDialog(undefined)}
        />
      ) : null}
    </Stack>
  );
}
