/**
 * plan(desired, current): the steps that make the server match the desired state, in dependency order —
 * creates and updates (tenants, params, dictionary parents before their items, parent roles before
 * child roles), then role grants, then deletes (children before parents). Objects are matched by their
 * natural keys only; fields a document leaves out are not touched.
 */
import { missingRequired } from '../resources/required.ts';
import { findKind, isSecretField, type KindSpec, kindRank } from './kinds.ts';
import {
  type CurrentNode,
  type CurrentState,
  type DeleteStep,
  type DesiredNode,
  type FieldChange,
  GRANT_LISTS,
  type GrantList,
  type GrantStep,
  type Grants,
  itemKey,
  type NodeId,
  type NodeRef,
  nodeKey,
  nodeLabel,
  type Plan,
  type Step,
} from './model.ts';
import { catalogIndex, ID_CODE_PREFIX } from './state.ts';

/** `--prune --kind K [--selector field=value]`: objects of that kind absent from the desired state are deleted. */
export interface PruneScope {
  kind: string;
  /** The tenants pruned: those the desired-state documents of the kind belong to (see `pruneTenants`). */
  tenants: (string | null)[];
  /** Only objects whose field equals the value (a trailing `*` matches a prefix). */
  selector?: { field: string; value: string };
}

/** Who is signed in: prune never deletes their tenants, the administrator role or a role they hold. */
export interface SignedIn {
  tenants: string[];
  /** The user's roles in each tenant signed in to, by ID and by alias. */
  roles: { tenant: string; ids: string[]; aliases: string[] }[];
}

export interface PlanOptions {
  prune?: PruneScope;
  signedIn?: SignedIn;
}

/**
 * The tenants a prune of `kind` may act in: only those the desired-state documents of that kind belong to
 * (null for a kind that is not tenant-scoped). Empty when the desired state has no such document, which must
 * never mean "delete them all".
 */
export function pruneTenants(kind: string, desired: readonly DesiredNode[]): (string | null)[] {
  return [...new Set(desired.filter((n) => n.kind === kind).map((n) => n.tenant))];
}

/** BladeX's super-administrator role alias (RoleConstant.ADMINISTRATOR). */
export const ADMINISTRATOR_ROLE = 'administrator';

/** Why prune must not delete this object, if it must not. */
function protectedBecause(node: CurrentNode, signedIn: SignedIn | undefined): string | undefined {
  const shape = specOf(node.kind).shape;
  if (node.kind === 'Tenant' && signedIn?.tenants.includes(node.path[0]!))
    return 'the tenant you are signed in to';
  if (shape !== 'role') return undefined;
  if (node.path[0] === ADMINISTRATOR_ROLE) return 'the administrator role';
  const mine = signedIn?.roles.find((r) => r.tenant === node.tenant);
  if (mine && (mine.ids.includes(node.id) || mine.aliases.includes(node.path[0]!))) return 'a role you hold';
  return undefined;
}

export class PlanError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.name = 'PlanError';
    this.problems = problems;
  }
}

const isEmptyValue = (v: unknown) => v === undefined || v === null || v === '';

/** What a plan's changes show of a secret field's value (the record sent keeps the real one). */
export const HIDDEN_VALUE = '(hidden)';

/** Equal as a document sees it: 1 and "1" are the same, and so are a missing value and "". */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmptyValue(a) || isEmptyValue(b)) return isEmptyValue(a) && isEmptyValue(b);
  return String(a) === String(b);
}

export function selectorMatches(row: Record<string, unknown>, selector: PruneScope['selector']): boolean {
  if (!selector) return true;
  const raw = row[selector.field];
  const value = raw === undefined || raw === null ? '' : String(raw);
  return selector.value.endsWith('*')
    ? value.startsWith(selector.value.slice(0, -1))
    : value === selector.value;
}

const specOf = (kind: string): KindSpec => {
  const spec = findKind(kind);
  if (!spec) throw new Error(`unknown kind ${kind}`);
  return spec;
};

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === new Set(a).size;

/** Roles ordered so that a parent named in the desired state comes before its children. */
function parentsFirst(nodes: DesiredNode[]): DesiredNode[] {
  const byKey = new Map(nodes.map((n) => [nodeKey(n), n]));
  const done = new Set<string>();
  const out: DesiredNode[] = [];
  const visit = (node: DesiredNode, depth: number) => {
    const k = nodeKey(node);
    if (done.has(k) || depth > nodes.length) return;
    if (node.parent) {
      const parent = byKey.get(nodeKey({ ...node, path: [node.parent] }));
      if (parent) visit(parent, depth + 1);
    }
    if (!done.has(k)) {
      done.add(k);
      out.push(node);
    }
  };
  for (const node of nodes) visit(node, 0);
  return out;
}

function orderDesired(desired: readonly DesiredNode[]): DesiredNode[] {
  const byKind = new Map<string, DesiredNode[]>();
  for (const node of desired) {
    const list = byKind.get(node.kind) ?? [];
    list.push(node);
    byKind.set(node.kind, list);
  }
  return [...byKind.entries()]
    .sort(([a], [b]) => kindRank(a) - kindRank(b))
    .flatMap(([kind, list]) => (specOf(kind).shape === 'role' ? parentsFirst(list) : list));
}

const where = (node: DesiredNode) => `${node.source.file} document ${node.source.document}`;

export function plan(
  desired: readonly DesiredNode[],
  current: CurrentState,
  options: PlanOptions = {},
): Plan {
  const problems: string[] = [];
  // Matched by itemKey: a dictionary item found under another parent is moved, not re-created.
  const currentByKey = new Map(current.nodes.map((n) => [itemKey(n), n]));
  const desiredKeys = new Set(desired.map(itemKey));
  const writes: Step[] = [];
  const grants: GrantStep[] = [];
  let unchanged = 0;

  const refTo = (id: NodeId): NodeRef => {
    const existing = currentByKey.get(itemKey(id));
    return existing ? { ...id, id: existing.id } : { ...id };
  };
  const exists = (id: NodeId) => desiredKeys.has(itemKey(id)) || currentByKey.has(itemKey(id));

  const catalogs = current.catalog
    ? {
        menus: catalogIndex(current.catalog.menus),
        dataScopes: catalogIndex(current.catalog.dataScopes),
        apiScopes: catalogIndex(current.catalog.apiScopes),
      }
    : undefined;
  const listWords: Record<GrantList, string> = {
    menus: 'menu',
    dataScopes: 'data-scope',
    apiScopes: 'API-scope',
  };

  // Roles' parents after the plan: a cycle would drop the roles out of BladeX's role tree.
  const parentAfter = new Map<string, string | null>();
  for (const n of current.nodes) if (n.parent !== undefined) parentAfter.set(nodeKey(n), n.parent);
  for (const n of desired) if (n.parent !== undefined) parentAfter.set(nodeKey(n), n.parent);
  for (const n of desired) {
    if (!n.parent) continue;
    let at: string | null | undefined = n.parent;
    for (let hops = 0; at && hops <= parentAfter.size; hops++) {
      if (at === n.path[0]) {
        problems.push(`${nodeLabel(n)} (${where(n)}): parent role ${n.parent} would make a cycle`);
        break;
      }
      at = parentAfter.get(nodeKey({ ...n, path: [at] }));
    }
  }

  // Highest sort among each parent's dictionary children, on the server and in the desired state so far: a new
  // dictionary or item without a sort goes after its siblings (the console requires one, 请输入字典排序).
  const highestSort = new Map<string, number>();
  const raiseSort = (siblings: string, sort: unknown) => {
    if (typeof sort !== 'number' || !Number.isFinite(sort)) return;
    highestSort.set(siblings, Math.max(highestSort.get(siblings) ?? 0, sort));
  };
  for (const n of current.nodes)
    if (specOf(n.kind).shape === 'dict')
      raiseSort(itemKey({ ...n, path: n.path.slice(0, -1) }), n.fields.sort);

  for (const node of orderDesired(desired)) {
    const spec = specOf(node.kind);
    const cur = currentByKey.get(itemKey(node));
    const refs: Record<string, NodeRef> = {};
    const changes: FieldChange[] = [];
    const secrets = new Set(spec.fields.filter(isSecretField).map((f) => f.name));
    const shown = (field: string, value: unknown) =>
      secrets.has(field) && !isEmptyValue(value) ? HIDDEN_VALUE : value;
    const parentPath = node.path.slice(0, -1);
    const siblings = itemKey({ ...node, path: parentPath });

    if (spec.shape === 'role' && node.parent && !exists({ ...node, path: [node.parent] })) {
      problems.push(`${nodeLabel(node)} (${where(node)}): parent role ${node.parent} does not exist`);
    }

    if (!cur && spec.keyAssignedOnCreate) {
      problems.push(
        `${nodeLabel(node)} (${where(node)}): not found, and apply cannot create it: ${spec.keyAssignedOnCreate}`,
      );
      continue;
    }
    if (!cur) {
      const record: Record<string, unknown> = { ...node.fields };
      if (spec.shape === 'dict') {
        record.code = node.path[0];
        if (node.path.length > 1) {
          record.dictKey = node.path[node.path.length - 1];
          refs.parentId = refTo({ ...node, path: parentPath });
        } else {
          record.dictKey = node.fields.dictKey ?? '-1';
          record.parentId = '0';
        }
        record.sort ??= (highestSort.get(siblings) ?? 0) + 1;
        record.isSealed ??= 0;
        raiseSort(siblings, record.sort);
      } else {
        record[spec.key] = node.path[0];
      }
      if (spec.shape === 'role') {
        if (node.parent) refs.parentId = refTo({ ...node, path: [node.parent] });
        else record.parentId = '0';
      }
      for (const missing of missingRequired(spec.resource, record)) {
        problems.push(`${nodeLabel(node)} (${where(node)}): ${missing.field} is required to create it`);
      }
      for (const [field, to] of Object.entries(record)) {
        // Keys and links are the node's name; a dictionary's own dictKey shows only when the document sets it.
        const implied = field === 'dictKey' && node.fields.dictKey === undefined;
        if (field !== spec.key && field !== 'parentId' && field !== 'code' && !implied)
          changes.push({ field, from: undefined, to: shown(field, to) });
      }
      if (node.parent) changes.push({ field: 'parent', from: undefined, to: node.parent });
      writes.push({
        action: 'create',
        kind: node.kind,
        tenant: node.tenant,
        path: node.path,
        record,
        refs,
        changes,
      });
    } else {
      if (spec.shape === 'dict') raiseSort(siblings, node.fields.sort);
      const record: Record<string, unknown> = { ...cur.row };
      for (const [field, to] of Object.entries(node.fields)) {
        if (sameValue(to, cur.fields[field])) continue;
        changes.push({ field, from: shown(field, cur.fields[field]), to: shown(field, to) });
        record[field] = to;
      }
      if (
        spec.shape === 'role' &&
        node.parent !== undefined &&
        (node.parent ?? null) !== (cur.parent ?? null)
      ) {
        changes.push({ field: 'parent', from: cur.parent ?? null, to: node.parent ?? null });
        if (node.parent) refs.parentId = refTo({ ...node, path: [node.parent] });
        else record.parentId = '0';
      }
      // A dictionary item under another parent: moved by its parentId (BladeX refuses a second key).
      const curParentPath = cur.path.slice(0, -1);
      if (
        node.path.length > 1 &&
        itemKey({ ...cur, path: curParentPath }) !== itemKey({ ...node, path: parentPath })
      ) {
        changes.push({ field: 'parent', from: curParentPath.join('/'), to: parentPath.join('/') });
        refs.parentId = refTo({ ...node, path: parentPath });
      }
      if (changes.length > 0) {
        writes.push({
          action: 'update',
          kind: node.kind,
          tenant: node.tenant,
          path: node.path,
          id: cur.id,
          record,
          refs,
          changes,
        });
      }
    }

    let granted = false;
    if (spec.shape === 'role' && node.grants) {
      const before: Grants = cur?.grants ?? { menus: [], dataScopes: [], apiScopes: [] };
      if (cur && (!cur.grants || !cur.grantIds))
        throw new Error(`grants of ${nodeLabel(node)} were not read`);
      const after: Grants = {
        menus: node.grants.menus ?? before.menus,
        dataScopes: node.grants.dataScopes ?? before.dataScopes,
        apiScopes: node.grants.apiScopes ?? before.apiScopes,
      };
      const grantChanges: FieldChange[] = [];
      for (const list of GRANT_LISTS) {
        if (sameSet(before[list], after[list])) continue;
        grantChanges.push({
          field: `grants.${list}`,
          from: before[list],
          to: after[list],
          added: after[list].filter((c) => !before[list].includes(c)),
          removed: before[list].filter((c) => !after[list].includes(c)),
        });
      }
      if (grantChanges.length > 0) {
        granted = true;
        const ids: Record<GrantList, string[]> = { menus: [], dataScopes: [], apiScopes: [] };
        for (const list of GRANT_LISTS) {
          const given = node.grants[list];
          // A list the document leaves out is sent back as the IDs granted now, without resolving its codes.
          if (given === undefined) {
            ids[list] = [...(cur?.grantIds?.[list] ?? [])];
            continue;
          }
          for (const code of given) {
            if (code.startsWith(ID_CODE_PREFIX)) {
              ids[list].push(code.slice(ID_CODE_PREFIX.length));
              continue;
            }
            const id = catalogs?.[list].get(code);
            if (id === undefined) {
              problems.push(`${nodeLabel(node)} (${where(node)}): unknown ${listWords[list]} code ${code}`);
            } else if (id === null) {
              problems.push(
                `${nodeLabel(node)} (${where(node)}): ${listWords[list]} code ${code} names several objects`,
              );
            } else ids[list].push(id);
          }
        }
        grants.push({
          action: 'grant',
          kind: node.kind,
          tenant: node.tenant,
          path: node.path,
          role: refTo(node),
          menuIds: ids.menus,
          dataScopeIds: ids.dataScopes,
          apiScopeIds: ids.apiScopes,
          changes: grantChanges,
        });
      }
    }
    if (cur && changes.length === 0 && !granted) unchanged++;
  }

  const deletes = new Map<string, DeleteStep>();
  const within = (n: CurrentNode, ancestor: CurrentNode) =>
    n.kind === ancestor.kind &&
    n.tenant === ancestor.tenant &&
    n.path.length >= ancestor.path.length &&
    ancestor.path.every((part, i) => n.path[i] === part);
  // A node the desired state keeps elsewhere (a moved item) goes with its own subtree, moved before deletes run.
  const kept = (n: CurrentNode, below: CurrentNode) =>
    n.path.some(
      (_, i) => i >= below.path.length && desiredKeys.has(itemKey({ ...n, path: n.path.slice(0, i + 1) })),
    );
  const deleteWithDescendants = (target: CurrentNode, pruned: boolean) => {
    for (const n of current.nodes) {
      if (!within(n, target) || kept(n, target)) continue;
      const k = itemKey(n);
      if (deletes.has(k)) continue;
      deletes.set(k, {
        action: 'delete',
        kind: n.kind,
        tenant: n.tenant,
        path: n.path,
        id: n.id,
        pruned,
        changes: [],
      });
    }
  };

  // A dictionary node that lists its children owns them: children it leaves out go.
  for (const node of desired) {
    const cur = node.childrenManaged ? currentByKey.get(itemKey(node)) : undefined;
    if (!cur) continue;
    for (const n of current.nodes) {
      if (n.path.length !== cur.path.length + 1 || !within(n, cur)) continue;
      if (!desiredKeys.has(itemKey(n))) deleteWithDescendants(n, false);
    }
  }

  const prune = options.prune;
  if (prune) {
    for (const n of current.nodes) {
      if (n.kind !== prune.kind || !prune.tenants.includes(n.tenant) || n.path.length !== 1) continue;
      if (desiredKeys.has(itemKey(n)) || !selectorMatches(n.row, prune.selector)) continue;
      const because = protectedBecause(n, options.signedIn);
      if (because) {
        problems.push(
          `prune refuses to delete ${nodeLabel(n)}, ${because}; list it in the desired state or narrow the selector`,
        );
        continue;
      }
      deleteWithDescendants(n, true);
    }
  }

  const roleDepth = (node: CurrentNode): number => {
    let depth = 0;
    let parent = node.parent;
    const seen = new Set<string>();
    while (parent && !seen.has(parent) && depth < 64) {
      seen.add(parent);
      depth++;
      parent = currentByKey.get(itemKey({ ...node, path: [parent] }))?.parent;
    }
    return depth;
  };
  const depthOf = (step: DeleteStep) => {
    const cur = currentByKey.get(itemKey(step));
    return cur && specOf(step.kind).shape === 'role' ? roleDepth(cur) : step.path.length;
  };
  const deleteSteps = [...deletes.values()].sort(
    (a, b) => kindRank(b.kind) - kindRank(a.kind) || depthOf(b) - depthOf(a),
  );

  if (problems.length > 0) throw new PlanError(problems);
  return { steps: [...writes, ...grants, ...deleteSteps], unchanged };
}

/** Counts per action, for summaries. */
export function planSummary(p: Plan): Record<Step['action'] | 'unchanged', number> {
  const out = { create: 0, update: 0, delete: 0, grant: 0, unchanged: p.unchanged };
  for (const step of p.steps) out[step.action]++;
  return out;
}
