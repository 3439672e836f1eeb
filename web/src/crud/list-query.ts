import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { queryClient } from '../app/query.ts';
import { firstPage } from './list-request.ts';

/**
 * Ask for a registry list's first page as soon as its group's code is here, before its screen renders
 * (the screen then finds it in the cache).
 */
export function prefetchList(spec: ResourceSpec): void {
  void queryClient.prefetchQuery(firstPage(spec));
}
