/** Reading the current state a plan needs: the kinds and tenants the documents name, roles' grants. */
import type { StateBackend } from './backend.ts';
import { findKind, type KindSpec } from './kinds.ts';
import type { CurrentNode, CurrentState, DesiredNode, NodeId } from './model.ts';
import type { PruneScope } from './plan.ts';
import { grantIdsOf, grantsFromIds, nodesFromRows } from './state.ts';

export interface Scope {
  kind: string;
  tenant: string | null;
}

export interface ReadOptions {
  /** Read the grants of these roles (by node); all roles when true. */
  grants?: boolean | ((node: NodeId) => boolean);
}

/** The kinds and tenants the documents (and a prune scope) touch. */
export function scopeOf(desired: readonly DesiredNode[], prune?: PruneScope): Scope[] {
  const seen = new Map<string, Scope>();
  const add = (s: Scope) => seen.set(`${s.kind}\u0000${s.tenant ?? ''}`, s);
  for (const node of desired) add({ kind: node.kind, tenant: node.tenant });
  if (prune) for (const tenant of prune.tenants) add({ kind: prune.kind, tenant });
  return [...seen.values()];
}

/** Roles whose grants the plan compares: those the documents give grants for. */
export function rolesWithGrants(desired: readonly DesiredNode[]): (node: NodeId) => boolean {
  const keys = new Set(
    desired.filter((n) => n.grants).map((n) => `${n.kind}\u0000${n.tenant ?? ''}\u0000${n.path[0]}`),
  );
  return (node) => keys.has(`${node.kind}\u0000${node.tenant ?? ''}\u0000${node.path[0]}`);
}

const specOf = (kind: string): KindSpec => {
  const spec = findKind(kind);
  if (!spec) throw new Error(`unknown kind ${kind}`);
  return spec;
};

export async function readState(
  backend: StateBackend,
  scope: readonly Scope[],
  options: ReadOptions = {},
): Promise<CurrentState> {
  const nodes: CurrentNode[] = [];
  for (const { kind, tenant } of scope) {
    const spec = specOf(kind);
    nodes.push(...nodesFromRows(spec, tenant, await backend.list(spec, tenant)));
  }
  const wants = options.grants;
  const roles = nodes.filter(
    (n) => specOf(n.kind).shape === 'role' && (wants === true || (typeof wants === 'function' && wants(n))),
  );
  if (roles.length === 0) return { nodes };
  const catalog = await backend.catalog();
  for (const role of roles) {
    const keys = await backend.grantKeys(role.tenant, role.id);
    role.grants = grantsFromIds(keys, catalog);
    role.grantIds = grantIdsOf(keys);
  }
  return { nodes, catalog };
}

/** Whether a plan needs the grant catalogue even when no role exists yet (new roles with grants). */
export async function withCatalog(
  backend: StateBackend,
  state: CurrentState,
  desired: readonly DesiredNode[],
): Promise<CurrentState> {
  if (state.catalog || !desired.some((n) => n.grants)) return state;
  return { ...state, catalog: await backend.catalog() };
}
