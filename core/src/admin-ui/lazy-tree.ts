import type { Filters, Row } from '../crud/client.ts';
import { UnexpectedShapeError } from '../crud/page.ts';

/**
 * Lazily loaded tree lists (menu and dept `lazy-list`): one call per level, children fetched when a row is
 * expanded, rows carrying BladeX's `hasChildren`.
 */

/** The parent of the top level (BladeX's TOP_PARENT_ID). */
export const LAZY_ROOT = '0';

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * Parameters of one `lazy-list` call: a node's children (`parentId`), the top level (`parentId=0`) or,
 * while a search is active, the matches at every level (BladeX searches the whole tree when the parentId
 * is left out). Children are listed without the search, as the original's tree load does.
 */
export function lazyLevelParams(parentId: string | undefined, search: Filters = {}): Filters {
  if (parentId !== undefined) return { parentId };
  const filters = Object.fromEntries(Object.entries(search).filter(([, value]) => !blank(value)));
  return Object.keys(filters).length > 0 ? filters : { parentId: LAZY_ROOT };
}

/** The rows of one `lazy-list` reply (a plain list of records). */
export function readLazyLevel(data: unknown, what: string): Row[] {
  if (!Array.isArray(data) || !data.every((row) => typeof row === 'object' && row !== null))
    throw new UnexpectedShapeError(what, 'expected a list of records');
  return data as Row[];
}

/** A new record of a tree: the add dialog's initial values and the values sent unseen (its parent). */
export interface TreeDraft {
  initial: Record<string, string>;
  fixed: Row;
}

/**
 * A new node of a tree list under `parentId` (the top level when absent): the dialog starts with `initial`
 * and `fixed` travels with the submit unseen. BladeX files a menu or dept without a parent under 0 only on
 * some versions, so the top level is sent explicitly.
 */
export function childDraft(parentId: string | undefined, initial: Record<string, string> = {}): TreeDraft {
  return { initial, fixed: { parentId: parentId ?? LAZY_ROOT } };
}

/** Whether a row has children to load (`hasChildren` as a boolean, or as BladeX's 1 / "true"). */
export function hasLazyChildren(row: Row): boolean {
  const value = row.hasChildren;
  return value === true || value === 1 || value === 'true' || value === '1';
}

export interface LazyTreeRow<T extends Row = Row> {
  kind: 'row';
  row: T;
  id: string;
  depth: number;
  expandable: boolean;
  expanded: boolean;
}

/** An expanded row whose children have not arrived yet. */
export interface LazyTreePending {
  kind: 'pending';
  parentId: string;
  depth: number;
}

export type LazyTreeLine<T extends Row = Row> = LazyTreeRow<T> | LazyTreePending;

/**
 * The lines a tree table shows: top-level rows, and under each expanded row its loaded children (or one
 * pending line while they load). `children(id)` is undefined for a level not loaded yet. A row that
 * reappears under itself (a cycle in bad data) is not expanded again.
 */
export function flattenLazyTree<T extends Row>(
  roots: readonly T[],
  children: (parentId: string) => readonly T[] | undefined,
  expanded: ReadonlySet<string>,
  idKey = 'id',
): LazyTreeLine<T>[] {
  const lines: LazyTreeLine<T>[] = [];
  const walk = (rows: readonly T[], depth: number, path: ReadonlySet<string>) => {
    for (const row of rows) {
      const id = String(row[idKey] ?? '');
      const expandable = hasLazyChildren(row) && !path.has(id);
      const open = expandable && expanded.has(id);
      lines.push({ kind: 'row', row, id, depth, expandable, expanded: open });
      if (!open) continue;
      const loaded = children(id);
      if (loaded === undefined) lines.push({ kind: 'pending', parentId: id, depth: depth + 1 });
      else walk(loaded, depth + 1, new Set([...path, id]));
    }
  };
  walk(roots, 0, new Set());
  return lines;
}

/** The ids whose children must be loaded: expanded rows that are shown. */
export function openLevels(lines: readonly LazyTreeLine[]): string[] {
  return lines.flatMap((line) => (line.kind === 'row' && line.expanded ? [line.id] : []));
}

/** Expands a collapsed row, collapses an expanded one. */
export function toggleExpanded(expanded: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(expanded);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
