import { DEFAULT_PAGE_SIZE, type Filters, PAGE_SIZES, type Row } from '@nbxt/core/crud/client.ts';
import { searchFields, searchFilters } from '@nbxt/core/crud/search-filters.ts';
import type { FieldSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';

/** Paging and search of a list screen (platform.md §7.1: changing search resets to page 1). */
export interface ListState {
  current: number;
  size: number;
  /** The page sizes offered: the usual ones, and the screen's own when it fixes one. */
  sizes: readonly number[];
  /** Search values as typed, by field name. */
  search: Record<string, string>;
}

export type ListAction =
  | { type: 'search'; search: Record<string, string> }
  | { type: 'reset' }
  | { type: 'page'; current: number }
  | { type: 'size'; size: number };

export const initialListState: ListState = {
  current: 1,
  size: DEFAULT_PAGE_SIZE,
  sizes: PAGE_SIZES,
  search: {},
};

/** The first state of a list whose screen fixes its page size (the spec's size 99 lists). */
export function listStateFor(pageSize: number | undefined): ListState {
  if (pageSize === undefined) return initialListState;
  const sizes = [...new Set([...PAGE_SIZES, pageSize])].sort((a, b) => a - b);
  return { ...initialListState, size: pageSize, sizes };
}

export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'search':
      return { ...state, search: { ...action.search }, current: 1 };
    case 'reset':
      return { ...state, search: {}, current: 1 };
    case 'page':
      return { ...state, current: Math.max(1, Math.floor(action.current)) };
    case 'size':
      return state.sizes.includes(action.size) ? { ...state, size: action.size, current: 1 } : state;
  }
}

export { searchFields };
export const listColumns = (spec: ResourceSpec): FieldSpec[] => spec.fields.filter((f) => f.list);
/** The list call's filters from the search box: core's rule, the same as `nbxt <noun> list --filter`. */
export const toFilters = (spec: ResourceSpec, search: Record<string, string>): Filters =>
  searchFilters(spec, search, { searchOnly: true });

/** The id of a row as a string (snowflake ids must never become numbers). */
export function rowId(spec: ResourceSpec, row: Row): string {
  const id = row[spec.idField];
  return id === null || id === undefined ? '' : String(id);
}

/** Rows selected on this page and still present after a reload (the same array when all are). */
export function keepSelection(selected: string[], ids: readonly string[]): string[] {
  const present = new Set(ids);
  return selected.every((id) => present.has(id)) ? selected : selected.filter((id) => present.has(id));
}
