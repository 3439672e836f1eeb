import type { ResourceSpec } from './types.ts';

/**
 * The filters that put an entry's year-filtered calls on one year (business-modules.md §7: the refuse
 * classification's rank, count and rate are asked for a year): every filterable field of kind `year`, set
 * to `year`. An entry without one gets none.
 */
export function yearFilters(spec: ResourceSpec, year: number): Record<string, string> {
  return Object.fromEntries(
    spec.fields.filter((f) => f.kind === 'year' && f.filter).map((f) => [f.name, String(year)]),
  );
}
