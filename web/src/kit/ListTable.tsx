import { ActionIcon, Checkbox, Group, Table, UnstyledButton } from '@mantine/core';
import { nextSort, type SortState } from '@nbxt/core/admin-ui/list-prefs.ts';
import type { Row } from '@nbxt/core/crud/client.ts';
import { fieldText, labelledByDictionary } from '@nbxt/core/dict/field-text.ts';
import { recordTitle } from '@nbxt/core/resources/record-title.ts';
import type { FieldSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import {
  IconArrowsSort,
  IconChevronDown,
  IconChevronRight,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import type { Dispatch, SetStateAction } from 'react';
import { useDictionaries } from './dictionaries.ts';
import { ImageThumbs } from './ImageThumbs.tsx';
import { CellText, ColumnName, StateRow } from './ListParts.tsx';
import { rowId } from './list-state.ts';
import classes from './ResourceList.module.css';
import { type RowAction, RowActions } from './RowActions.tsx';
import { useRefNames } from './ref-names.ts';
import { useRegistryText } from './texts.ts';

/** A row as the table shows it: its depth and whether it has children (a tree's rows). */
export interface ShownRow {
  row: Row;
  depth: number;
  hasChildren: boolean;
}

/**
 * A list's table: the select-all box, the row number and the sortable columns in its head; per row the
 * box, the number, the cells (a tree's first one indented with its expand toggle) and the actions.
 */
export function ListTable({
  spec,
  columns,
  shown,
  ids,
  selected,
  setSelected,
  sort,
  setSort,
  tree,
  collapsed,
  toggleCollapsed,
  firstNumber,
  embedded,
  activeId,
  onRowClick,
  fetching,
  pending,
  withActions,
  rowActions,
}: {
  spec: ResourceSpec;
  columns: readonly FieldSpec[];
  shown: readonly ShownRow[];
  ids: string[];
  selected: string[];
  setSelected: Dispatch<SetStateAction<string[]>>;
  sort: SortState | undefined;
  setSort: Dispatch<SetStateAction<SortState | undefined>>;
  /** The rows are a tree shown as one (not sorted): the first column holds the expand toggles. */
  tree: boolean;
  collapsed: ReadonlySet<string>;
  toggleCollapsed: (id: string) => void;
  /** The number of the first row. */
  firstNumber: number;
  embedded?: boolean;
  activeId?: string;
  onRowClick?: (row: Row) => void;
  fetching: boolean;
  pending: boolean;
  /** The rows' actions are rendered (the list's second pass). */
  withActions: boolean;
  rowActions: (row: Row, id: string) => RowAction[];
}) {
  const { t, text } = useRegistryText();
  const dictionaries = useDictionaries(spec.fields.some((f) => f.list && labelledByDictionary(f)));
  const refName = useRefNames(spec);
  const allChecked = ids.length > 0 && ids.every((id) => selected.includes(id));
  const someChecked = selected.length > 0 && !allChecked;
  // Each row's actions once its second pass is in; a list whose rows offer none has no 操作 column
  // (before that pass the column holds its place, so that the table does not shift when they come).
  const actionsOf = withActions ? shown.map(({ row }) => rowActions(row, rowId(spec, row))) : undefined;
  const actionColumn = actionsOf === undefined || actionsOf.some((actions) => actions.length > 0);
  const span = columns.length + (actionColumn ? 3 : 2);
  return (
    <Table.ScrollContainer minWidth={embedded ? 480 : 720}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing={embedded ? 'xs' : 'sm'}
        aria-busy={fetching}
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
                  aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : undefined}
                >
                  <UnstyledButton onClick={() => setSort((s) => nextSort(s, f.name))} style={HEAD}>
                    <ColumnName
                      name={text(f.label, f.text)}
                      after={<Icon size={14} style={{ ...MARK, opacity: active ? 1 : 0.35 }} />}
                    />
                  </UnstyledButton>
                </Table.Th>
              );
            })}
            {actionColumn ? (
              <Table.Th className={classes.actions}>{t('console.crud.actions')}</Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map(({ row, depth, hasChildren }, index) => {
            const id = rowId(spec, row);
            const checked = selected.includes(id);
            const active = activeId !== undefined && activeId === id;
            return (
              <Table.Tr
                key={id || index}
                data-row-id={id}
                className={classes.row}
                data-active={active || undefined}
                data-selected={active || checked || undefined}
                bg={active || checked ? 'var(--mantine-color-brand-light)' : undefined}
                style={onRowClick ? { cursor: 'pointer' } : undefined}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
              >
                <Table.Td onClick={(e) => e.stopPropagation()}>
                  <Checkbox
                    aria-label={t('console.crud.selectRow', { name: recordTitle(spec, row) })}
                    checked={checked}
                    onChange={() => setSelected((s) => (checked ? s.filter((x) => x !== id) : [...s, id]))}
                  />
                </Table.Td>
                <Table.Td c="dimmed">{firstNumber + index}</Table.Td>
                {columns.map((f, col) => {
                  const text = refName(f, row[f.name]) ?? fieldText(f, row[f.name], dictionaries.data);
                  // Full text in the title; selectable so that it can be copied.
                  // Pictures as thumbnails (a preview on click), never their raw addresses.
                  const cell =
                    f.kind === 'image' ? (
                      <ImageThumbs value={row[f.name]} label={t(f.label)} />
                    ) : (
                      <CellText field={f} text={text} first={col === 0} />
                    );
                  // A tree's first column: indented, with the row's expand toggle (a flat cell needs no
                  // wrapper: ten rows of a list render sixty components fewer).
                  const treeCell = col === 0 && tree;
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
                                toggleCollapsed(id);
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
                {actionColumn ? (
                  <Table.Td className={classes.actions} onClick={(e) => e.stopPropagation()}>
                    {actionsOf ? (
                      <RowActions actions={actionsOf[index]!} moreLabel={t('console.crud.more')} />
                    ) : null}
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
          {pending ? (
            <StateRow state="loading" colSpan={span} />
          ) : shown.length === 0 ? (
            <StateRow state="empty" colSpan={span} />
          ) : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A column's name and sort mark: it wraps (ColumnName) when its column lacks room. */
const HEAD = { fontWeight: 600, fontSize: 'inherit', textAlign: 'start' } as const;
const MARK = { marginInlineStart: 4, verticalAlign: '-2px' } as const;
