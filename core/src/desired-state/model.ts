/**
 * The desired-state model shared by validation, state reading, planning and applying. Every object is a node
 * named by its kind, its tenant (tenant-scoped kinds) and its path of natural keys: `[paramKey]`,
 * `[code]` for a dictionary and `[code, dictKey, …]` for its items, `[roleAlias]`.
 */

export type Scalar = string | number | boolean;

/** Menus, data scopes and API scopes of a role, by code (menu `code`, scope `resourceCode`). */
export interface Grants {
  menus: string[];
  dataScopes: string[];
  apiScopes: string[];
}

export type GrantList = keyof Grants;
export const GRANT_LISTS: readonly GrantList[] = ['menus', 'dataScopes', 'apiScopes'];

export interface NodeId {
  kind: string;
  /** null for kinds that are not tenant-scoped. */
  tenant: string | null;
  path: string[];
}

/** Where a document came from (1-based document number), for messages. */
export interface SourceRef {
  file: string;
  document: number;
}

/** What a document asks for. Only the fields it names are managed; the others are left as they are. */
export interface DesiredNode extends NodeId {
  fields: Record<string, Scalar>;
  /** Roles: alias of the parent role; null for a top-level role; undefined when not managed. */
  parent?: string | null;
  /** Roles: the lists given (a list left out keeps its current value). */
  grants?: Partial<Grants>;
  /** Dictionaries: the document lists this node's children, so children it leaves out are deleted. */
  childrenManaged?: boolean;
  source: SourceRef;
}

/** An object on the server, reduced to what documents can say about it. */
export interface CurrentNode extends NodeId {
  id: string;
  /** The record as the server sent it (without nested children). */
  row: Record<string, unknown>;
  fields: Record<string, Scalar>;
  parent?: string | null;
  grants?: Grants;
  /** The granted IDs behind `grants`: a list the desired state leaves out is written back as these. */
  grantIds?: Grants;
}

/** Menu and scope codes with their IDs in this environment. */
export interface GrantCatalog {
  menus: { id: string; code: string }[];
  dataScopes: { id: string; code: string }[];
  apiScopes: { id: string; code: string }[];
}

export interface CurrentState {
  nodes: CurrentNode[];
  catalog?: GrantCatalog;
}

export interface FieldChange {
  /** `paramValue`, `parent`, `grants.menus`. */
  field: string;
  from: unknown;
  to: unknown;
  /** Lists (grants): what comes and goes. */
  added?: string[];
  removed?: string[];
}

/** A node another step needs the ID of; `id` is set when it already exists. */
export interface NodeRef extends NodeId {
  id?: string;
}

export interface CreateStep extends NodeId {
  action: 'create';
  /** The record to submit, without the fields in `refs`. */
  record: Record<string, unknown>;
  /** Fields whose value is the ID of another node (a parent created earlier in the same run). */
  refs: Record<string, NodeRef>;
  changes: FieldChange[];
}

export interface UpdateStep extends NodeId {
  action: 'update';
  id: string;
  /** The current record with the changed fields. */
  record: Record<string, unknown>;
  refs: Record<string, NodeRef>;
  changes: FieldChange[];
}

export interface DeleteStep extends NodeId {
  action: 'delete';
  id: string;
  /** Deleted by `--prune` (absent from the desired state), not because a listed tree left it out. */
  pruned: boolean;
  changes: FieldChange[];
}

/** Replace a role's grants (the grant call replaces all three lists at once). */
export interface GrantStep extends NodeId {
  action: 'grant';
  role: NodeRef;
  menuIds: string[];
  dataScopeIds: string[];
  apiScopeIds: string[];
  changes: FieldChange[];
}

export type Step = CreateStep | UpdateStep | DeleteStep | GrantStep;

export interface Plan {
  steps: Step[];
  /** Objects of the desired state already as asked. */
  unchanged: number;
}

export const nodeKey = (node: NodeId): string => [node.kind, node.tenant ?? '', ...node.path].join('\u0000');

/**
 * What identifies a node wherever it hangs: a dictionary item is unique by its dictKey within its
 * dictionary (BladeX keeps (code, dictKey) unique), so `[code, …, dictKey]` reduces to `[code, dictKey]`.
 */
export const itemKey = (node: NodeId): string =>
  nodeKey(node.path.length > 2 ? { ...node, path: [node.path[0]!, node.path[node.path.length - 1]!] } : node);

/** `Param app.title`, `Role 100001/grid`, `Dict area/01/0101`. */
export function nodeLabel(node: NodeId): string {
  return `${node.kind} ${node.tenant === null ? '' : `${node.tenant}/`}${node.path.join('/')}`;
}
