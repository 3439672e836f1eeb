import { dateRangeFilters, type SortState, sortParams } from '@nbxt/core/admin-ui/list-prefs.ts';
import type { Filters, Row } from '@nbxt/core/crud/client.ts';
import type { Page } from '@nbxt/core/crud/page.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import type { SpecClient } from '@nbxt/core/spec-client.ts';
import { queryClient } from '../base/query.ts';
import { client } from '../base/runtime.ts';
import { type ListState, listStateFor, toFilters } from './list-state.ts';

/** Draft keys of the created-between dates of the search panel (the list turns them into filters). */
export const DATE_FROM = '__from';
export const DATE_TO = '__to';

/** Where a list screen's rows come from, when not from the registry's list call as it is. */
export interface ListSource {
  /** Filters added to every list call (the department of the user screen's tree). */
  filters?: Filters;
  /** Another list call than the registry's (dictionary parent-list, child-list). */
  load?: (args: {
    current: number;
    size: number;
    filters: Filters;
    signal: AbortSignal;
  }) => Promise<Page<Row>>;
  /** The screen's page size, when the spec fixes one. */
  pageSize?: number | undefined;
  /** Part of the query key of `load` (what it depends on). */
  loadKey?: unknown;
}

/** Lists of records with a creation time search between two dates. */
export const hasCreateTime = (spec: ResourceSpec): boolean =>
  spec.fields.some((f) => f.name === 'createTime');

/** Whether the server sorts (paged GET lists and screens' own calls); other lists sort what they show. */
export const sortsOnServer = (spec: ResourceSpec, source: ListSource): boolean =>
  Boolean(source.load) || spec.list.style === 'page';

/** The filters of a list call: the search, the created-between dates, the screen's own, the sort. */
export function listFilters(
  spec: ResourceSpec,
  search: Record<string, string>,
  sort: SortState | undefined,
  source: ListSource,
): Filters {
  return {
    ...toFilters(spec, search),
    ...(hasCreateTime(spec) ? dateRangeFilters(search[DATE_FROM], search[DATE_TO]) : {}),
    ...source.filters,
    ...(sortsOnServer(spec, source) ? sortParams(sort) : {}),
  };
}

/**
 * The list call of a list screen, its query key and function: the screen's (over the context's client),
 * and its prefetch's (the runtime's, before any screen renders).
 */
export function listQuery(
  client: SpecClient,
  spec: ResourceSpec,
  { current, size }: Pick<ListState, 'current' | 'size'>,
  filters: Filters,
  source: ListSource,
) {
  return {
    queryKey: ['resource', spec.name, 'list', { current, size, filters, key: source.loadKey ?? null }],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      source.load
        ? source.load({ current, size, filters, signal })
        : client.resource(spec).list({ current, size, filters, signal }),
  };
}

/**
 * Ask for a registry list's first page as soon as its route is known, before its screen renders (the
 * screen then finds it in the cache).
 */
export function prefetchList(
  spec: ResourceSpec,
  source: Pick<ListSource, 'filters' | 'pageSize'> = {},
): Promise<void> {
  const state = listStateFor(source.pageSize);
  const filters = listFilters(spec, state.search, undefined, source);
  return queryClient.prefetchQuery(listQuery(client, spec, state, filters, source));
}
