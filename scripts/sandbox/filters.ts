/**
 * BladeX list filters (blade-tool's SqlKeyword): `field=value` matches with LIKE, suffixes pick another
 * operator. Turned into SQL over the JSON `data` column. Empty values are ignored, as on the real server.
 */

const SUFFIXES = [
  'notequal',
  'equal',
  'likeleft',
  'likeright',
  'notlike',
  'like',
  'datege',
  'dategt',
  'datele',
  'datelt',
  'ge',
  'gt',
  'le',
  'lt',
  'notnull',
  'null',
  'ignore',
] as const;

export type FilterOp = (typeof SUFFIXES)[number];

export interface Filter {
  field: string;
  op: FilterOp;
  value: string;
}

/** Paging and ordering parameters, never filters. */
export const RESERVED_PARAMS = new Set(['current', 'size', 'ascs', 'descs']);

const FIELD = /^[A-Za-z][A-Za-z0-9]*$/;

/** `paramKey_equal` → { field: paramKey, op: equal }; a plain name is a LIKE filter. */
export function parseFilterKey(key: string): { field: string; op: FilterOp } | null {
  const at = key.lastIndexOf('_');
  if (at > 0) {
    const suffix = key.slice(at + 1);
    const field = key.slice(0, at);
    if ((SUFFIXES as readonly string[]).includes(suffix) && FIELD.test(field)) {
      return { field, op: suffix as FilterOp };
    }
  }
  return FIELD.test(key) ? { field: key, op: 'like' } : null;
}

/** Filters from query parameters or a page-post body; unknown shapes and empty values are skipped. */
export function filtersFrom(
  params: Iterable<[string, unknown]>,
  skip: ReadonlySet<string> = new Set(),
): Filter[] {
  const filters: Filter[] = [];
  for (const [key, raw] of params) {
    if (RESERVED_PARAMS.has(key) || skip.has(key)) continue;
    if (raw === null || raw === undefined || typeof raw === 'object') continue;
    const value = String(raw);
    if (value === '') continue;
    const parsed = parseFilterKey(key);
    if (!parsed || parsed.op === 'ignore') continue;
    filters.push({ ...parsed, value });
  }
  return filters;
}

export const jsonField = (field: string) => `json_extract(data, '$.${field}')`;

const isNumeric = (v: string) => /^-?\d+(\.\d+)?$/.test(v);

/** A date-only bound means the start of that day. */
const dateBound = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v} 00:00:00` : v.replace('T', ' '));

/** SQL condition and its parameters for one filter. */
export function filterSql(filter: Filter): { sql: string; params: (string | number)[] } {
  const col = jsonField(filter.field);
  const text = `CAST(${col} AS TEXT)`;
  const v = filter.value;
  const compare = (operator: string) =>
    isNumeric(v)
      ? { sql: `CAST(${col} AS REAL) ${operator} ?`, params: [Number(v)] }
      : { sql: `${text} ${operator} ?`, params: [v] };
  switch (filter.op) {
    case 'like':
      return { sql: `${text} LIKE '%' || ? || '%'`, params: [v] };
    case 'notlike':
      return { sql: `${text} NOT LIKE '%' || ? || '%'`, params: [v] };
    case 'likeleft':
      return { sql: `${text} LIKE '%' || ?`, params: [v] };
    case 'likeright':
      return { sql: `${text} LIKE ? || '%'`, params: [v] };
    case 'equal':
      return { sql: `${text} = ?`, params: [v] };
    case 'notequal':
      return { sql: `${text} <> ?`, params: [v] };
    case 'ge':
      return compare('>=');
    case 'gt':
      return compare('>');
    case 'le':
      return compare('<=');
    case 'lt':
      return compare('<');
    case 'datege':
      return { sql: `${text} >= ?`, params: [dateBound(v)] };
    case 'dategt':
      return { sql: `${text} > ?`, params: [dateBound(v)] };
    case 'datele':
      return { sql: `${text} <= ?`, params: [dateBound(v)] };
    case 'datelt':
      return { sql: `${text} < ?`, params: [dateBound(v)] };
    case 'null':
      return { sql: `${col} IS NULL`, params: [] };
    case 'notnull':
      return { sql: `${col} IS NOT NULL`, params: [] };
    case 'ignore':
      return { sql: '1 = 1', params: [] };
  }
}
