/**
 * Flow routes: each process category (`flow_1`) names the console pages of its process through the
 * business dictionary `flow` — route key `<code>_<dictKey>`, route value the item's remark (`leave`),
 * as platform.md §3 stores them — so a work-list row opens `/work/process/<value>/<page>/…`.
 */

export interface FlowDictItem {
  code?: unknown;
  dictKey?: unknown;
  remark?: unknown;
}

/** Route key → route value, from the `flow` dictionary's items (items without a remark are skipped). */
export function flowRouteMap(items: readonly FlowDictItem[]): Record<string, string> {
  const routes: Record<string, string> = {};
  for (const item of items) {
    if (typeof item.code !== 'string' || item.dictKey === undefined || item.dictKey === null) continue;
    const value = typeof item.remark === 'string' ? item.remark.trim() : '';
    if (value === '') continue;
    routes[`${item.code}_${String(item.dictKey)}`] = value;
  }
  return routes;
}

export type ProcessPage = 'form' | 'handle' | 'detail';

/** Path segments each page takes, in order (platform.md §2.2). */
const PAGE_PARAMS: Record<ProcessPage, readonly string[]> = {
  form: ['processDefinitionId'],
  handle: ['taskId', 'processInstanceId', 'businessId'],
  detail: ['processInstanceId', 'businessId'],
};

/**
 * The console path of a process page for a row of a work list (or a process definition for `form`);
 * undefined when the category has no route or a segment is missing.
 */
export function processPagePath(
  routes: Record<string, string>,
  category: string | null | undefined,
  page: ProcessPage,
  row: Record<string, unknown>,
): string | undefined {
  if (!category || !Object.hasOwn(routes, category)) return undefined;
  const segments: string[] = [];
  for (const name of PAGE_PARAMS[page]) {
    // A process definition row carries its id as `id`.
    const value = row[name] ?? (page === 'form' && name === 'processDefinitionId' ? row.id : undefined);
    if (value === undefined || value === null || value === '') return undefined;
    segments.push(encodeURIComponent(String(value)));
  }
  return `/work/process/${routes[category]}/${page}/${segments.join('/')}`;
}
