import type { FieldSpec, ResourceSpec } from '../resources/types.ts';
import type { Filters } from './client.ts';

/** The fields a list is searched by: those declaring a filter. */
export const searchFields = (spec: ResourceSpec): FieldSpec[] => spec.fields.filter((f) => f.filter);

/**
 * A list call's filters from what was searched, as the console's search box and `nbxt <noun> list --filter`
 * both send them: blank values dropped; a search field declared `equal` matched exactly (`<name>_equal`,
 * BladeX's exact match), the others LIKE. Keys that are no search field (`id`, or one already suffixed
 * `_equal`) go as given, unless `searchOnly` (the console's box has only its fields).
 */
export function searchFilters(
  spec: ResourceSpec,
  search: Readonly<Record<string, string>>,
  options: { searchOnly?: boolean } = {},
): Filters {
  const filters: Filters = {};
  const fields = searchFields(spec);
  // In the fields' order (the console's query strings read alike), then the other keys as given.
  for (const f of fields) {
    const value = search[f.name]?.trim();
    if (value) filters[f.filter === 'equal' ? `${f.name}_equal` : f.name] = value;
  }
  if (options.searchOnly) return filters;
  for (const [key, given] of Object.entries(search)) {
    const value = given.trim();
    if (value && !fields.some((f) => f.name === key)) filters[key] = value;
  }
  return filters;
}
