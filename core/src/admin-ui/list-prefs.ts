import type { Row } from '../crud/client.ts';

/** Column visibility, sorting and date-range filters of the generic list screen. */

export interface SortState {
  field: string;
  direction: 'asc' | 'desc';
}

/** Clicking a column header: ascending, then descending, then unsorted; another column starts ascending. */
export function nextSort(sort: SortState | undefined, field: string): SortState | undefined {
  if (!sort || sort.field !== field) return { field, direction: 'asc' };
  return sort.direction === 'asc' ? { field, direction: 'desc' } : undefined;
}

/** BladeX's ordering parameters of a paged list (`ascs` / `descs`, comma-separated fields). */
export function sortParams(sort: SortState | undefined): Record<string, string> {
  if (!sort) return {};
  return sort.direction === 'asc' ? { ascs: sort.field } : { descs: sort.field };
}

function compareValues(a: unknown, b: unknown): number {
  const blank = (v: unknown) => v === null || v === undefined || v === '';
  if (blank(a) || blank(b)) return blank(a) ? (blank(b) ? 0 : 1) : -1;
  const na = Number(a);
  const nb = Number(b);
  if (
    typeof a !== 'boolean' &&
    Number.isFinite(na) &&
    Number.isFinite(nb) &&
    String(a).trim() &&
    String(b).trim()
  )
    return na - nb;
  return String(a).localeCompare(String(b), 'zh-CN');
}

/** Client-side order of rows already loaded (trees and plain lists): stable, blanks last either way. */
export function sortRows<T extends Row>(rows: readonly T[], sort: SortState | undefined): T[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => {
      const blankX =
        x.row[sort.field] === null || x.row[sort.field] === undefined || x.row[sort.field] === '';
      const blankY =
        y.row[sort.field] === null || y.row[sort.field] === undefined || y.row[sort.field] === '';
      if (blankX !== blankY) return blankX ? 1 : -1;
      return sign * compareValues(x.row[sort.field], y.row[sort.field]) || x.index - y.index;
    })
    .map(({ row }) => row);
}

/** Show or hide one column; at least one column always stays visible. */
export function toggleColumn(hidden: readonly string[], field: string, all: readonly string[]): string[] {
  if (hidden.includes(field)) return hidden.filter((f) => f !== field);
  const next = [...hidden, field];
  return all.every((f) => next.includes(f)) ? [...hidden] : next;
}

export function visibleColumns<T extends { name: string }>(
  columns: readonly T[],
  hidden: readonly string[],
): T[] {
  return columns.filter((c) => !hidden.includes(c.name));
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The created-between filter (`createTime_dategt` / `createTime_datelt`): whole days, the end day
 * included. Blank or malformed bounds are left out.
 */
export function dateRangeFilters(
  from: string | undefined,
  to: string | undefined,
  field = 'createTime',
): Record<string, string> {
  const out: Record<string, string> = {};
  if (from && DAY.test(from)) out[`${field}_dategt`] = `${from} 00:00:00`;
  if (to && DAY.test(to)) out[`${field}_datelt`] = `${to} 23:59:59`;
  return out;
}

/** Text of a cell as copied: full value, objects as JSON, blanks as an em dash. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The most characters of a name without spaces that stay on its last line (see columnHead). */
const TAIL_MOST = 4;
/** A name without spaces this short stays on one line (状态, 错误数: never 状 / 态). */
const WHOLE_MOST = 3;

/**
 * How a list column's name breaks when its column narrows: `lead` may break, `tail` stays on one line with
 * the sort mark that follows it (never a mark alone on a line). A name of words (English) breaks between
 * them: its tail is its last character. A name written without spaces (Chinese, which may break between any
 * two characters) keeps its second half, up to four characters, on one line: its column narrows to that
 * (类型 of 客户类型), the name on two lines (客户 / 类型), never a character a line; a name of up to three
 * characters does not break.
 */
export function columnHead(name: string): { lead: string; tail: string } {
  const chars = [...name];
  const kept = /\s/.test(name.trim())
    ? 1
    : chars.length <= WHOLE_MOST
      ? chars.length
      : Math.min(Math.ceil(chars.length / 2), TAIL_MOST);
  const cut = Math.max(chars.length - kept, 0);
  return { lead: chars.slice(0, cut).join(''), tail: chars.slice(cut).join('') };
}
