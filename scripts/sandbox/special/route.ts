/** What every special route uses: the route shape, the caller's rows, required parameters, tree lookups. */
import type { ResourceSpec } from '../../../core/src/resources/types.ts';
import type { Principal, RequestContext, SandboxState } from '../context.ts';
import { RESERVED_PARAMS } from '../filters.ts';
import { filteredRows, tenantOf } from '../resources.ts';
import { findRows } from '../store.ts';
import { ok, paramMissing, type Reply } from '../wire.ts';

type Handler = (state: SandboxState, ctx: RequestContext, principal: Principal) => Reply;
export interface Route {
  method: 'GET' | 'POST' | 'ANY';
  handle: Handler;
}

export const spec = (state: SandboxState, name: string): ResourceSpec => state.registry[name]!;
export const rows = (
  state: SandboxState,
  name: string,
  principal: Principal,
  exact: Record<string, string> = {},
) =>
  findRows(state.db, spec(state, name), {
    tenantId: tenantOf(spec(state, name), principal),
    exact,
    bySort: true,
  });

export const required = (ctx: RequestContext, name: string): string => {
  const value = ctx.query.get(name) ?? ctx.form?.get(name) ?? '';
  if (value === '') throw paramMissing(name);
  return value;
};

/** Tenant a tree call may look at: an administrator may name any, others see their own. */
export const treeTenant = (
  ctx: RequestContext,
  principal: Principal,
  asked: string | null = ctx.query.get('tenantId'),
) => (principal.administrator && asked ? asked : principal.tenantId);

/**
 * `lazy-list` of a tree (menu, dept): the children of `parentId` with BladeX's `hasChildren`. Without a
 * parentId the top level is listed, unless other parameters search: then matches come from every level
 * (MenuServiceImpl / DeptServiceImpl.lazyList).
 */
export function lazyList(
  state: SandboxState,
  ctx: RequestContext,
  principal: Principal,
  name: string,
): Reply {
  const params = [...ctx.query.entries()].filter(([key]) => key !== 'parentId');
  const searching = params.some(([key, value]) => value.trim() !== '' && !RESERVED_PARAMS.has(key));
  const parentId = ctx.query.get('parentId') || (searching ? undefined : '0');
  const all = rows(state, name, principal);
  const list = filteredRows(state, spec(state, name), principal, params, parentId ? { parentId } : {});
  return ok(list.map((r) => ({ ...r, hasChildren: all.some((c) => c.parentId === r.id) })));
}
