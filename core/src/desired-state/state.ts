/**
 * The server's side: records as the list calls return them reduced to nodes (what a document can say about
 * them), role grants as codes, and nodes written back as desired-state documents (`nbxt get`).
 */
import type { FieldSpec } from '../resources/types.ts';
import { isNumberField, isSecretField, type KindSpec, kinds } from './kinds.ts';
import { type CurrentNode, type GrantCatalog, type Grants, itemKey, type Scalar } from './model.ts';

type Row = Record<string, unknown>;

/** A value as the field's type wants it (servers send `sort` as "1" or 1); nothing for empty numbers. */
export function normaliseValue(field: FieldSpec, value: unknown): Scalar | undefined {
  if (value === undefined || value === null) return undefined;
  if (isNumberField(field)) {
    if (typeof value === 'number') return value;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
      return Number(value);
    return undefined;
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** Forest or list → flat rows (children removed), parents before children. */
export function flatRows(rows: readonly Row[]): Row[] {
  const out: Row[] = [];
  const walk = (list: readonly Row[]) => {
    for (const node of list) {
      const { children, hasChildren: _h, ...rest } = node;
      out.push(rest);
      if (Array.isArray(children)) walk(children as Row[]);
    }
  };
  walk(rows);
  return out;
}

const idOf = (row: Row) => (row.id === undefined || row.id === null ? '' : String(row.id));
const isTop = (parentId: unknown) =>
  parentId === undefined || parentId === null || String(parentId) === '0' || String(parentId) === '';

function fieldsFrom(spec: KindSpec, row: Row): Record<string, Scalar> {
  const fields: Record<string, Scalar> = {};
  for (const f of spec.fields) {
    const value = normaliseValue(f, row[f.name]);
    if (value !== undefined) fields[f.name] = value;
  }
  return fields;
}

/**
 * The nodes of one kind in one tenant from its list rows (a forest or a page's records). Duplicated
 * natural keys are an error: the object to change would be a guess.
 */
export function nodesFromRows(spec: KindSpec, tenant: string | null, rows: readonly Row[]): CurrentNode[] {
  // An administrator of the admin tenant may be shown every tenant's rows: keep this tenant's only.
  const flat = flatRows(rows).filter(
    (row) =>
      tenant === null ||
      row.tenantId === undefined ||
      row.tenantId === null ||
      String(row.tenantId) === tenant,
  );
  const byId = new Map(flat.map((row) => [idOf(row), row]));
  const nodes: CurrentNode[] = [];
  const pathOf = (row: Row, depth = 0): string[] | undefined => {
    if (spec.shape !== 'dict') return [String(row[spec.key])];
    if (isTop(row.parentId)) return [String(row.code)];
    const parent = byId.get(String(row.parentId));
    if (!parent || depth > 64) return undefined;
    const parentPath = pathOf(parent, depth + 1);
    return parentPath ? [...parentPath, String(row.dictKey)] : undefined;
  };
  for (const row of flat) {
    const keyValue = row[spec.shape === 'dict' ? 'code' : spec.key];
    if (keyValue === undefined || keyValue === null || keyValue === '') continue;
    const path = pathOf(row);
    if (!path) continue;
    const node: CurrentNode = {
      kind: spec.kind,
      tenant,
      path,
      id: idOf(row),
      row,
      fields: fieldsFrom(spec, row),
    };
    if (spec.shape === 'dict' && path.length === 1 && row.dictKey !== undefined && row.dictKey !== null) {
      node.fields.dictKey = String(row.dictKey);
    }
    if (spec.shape === 'role') {
      const parent = isTop(row.parentId) ? undefined : byId.get(String(row.parentId));
      node.parent = parent ? String(parent.roleAlias) : null;
    }
    nodes.push(node);
  }
  const seen = new Set<string>();
  for (const node of nodes) {
    const k = itemKey(node);
    if (seen.has(k)) {
      const where = tenant === null ? '' : ` in tenant ${tenant}`;
      throw new Error(
        `${spec.kind} ${node.path.join('/')} exists more than once${where}; resolve the duplicates first`,
      );
    }
    seen.add(k);
  }
  return nodes;
}

/** Prefix of a granted ID that no code names (a deleted menu): kept so that the grant round-trips. */
export const ID_CODE_PREFIX = 'id:';

/** `role-tree-keys` as ID lists. */
export function grantIdsOf(keys: { menu?: unknown; dataScope?: unknown; apiScope?: unknown }): Grants {
  const ids = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
  return { menus: ids(keys.menu), dataScopes: ids(keys.dataScope), apiScopes: ids(keys.apiScope) };
}

/** `role-tree-keys` IDs → codes, in catalogue order. */
export function grantsFromIds(
  keys: { menu?: unknown; dataScope?: unknown; apiScope?: unknown },
  catalog: GrantCatalog,
): Grants {
  const toCodes = (ids: unknown, list: { id: string; code: string }[]): string[] => {
    const wanted = new Set(Array.isArray(ids) ? ids.map(String) : []);
    const codes = list.filter((entry) => wanted.has(entry.id)).map((entry) => entry.code);
    const known = new Set(list.map((entry) => entry.id));
    for (const id of wanted) if (!known.has(id)) codes.push(`${ID_CODE_PREFIX}${id}`);
    return codes;
  };
  return {
    menus: toCodes(keys.menu, catalog.menus),
    dataScopes: toCodes(keys.dataScope, catalog.dataScopes),
    apiScopes: toCodes(keys.apiScope, catalog.apiScopes),
  };
}

/** Code → ID lookups of a catalogue; a code used twice cannot be resolved. */
export function catalogIndex(list: { id: string; code: string }[]): Map<string, string | null> {
  const index = new Map<string, string | null>();
  for (const { id, code } of list) index.set(code, index.has(code) ? null : id);
  return index;
}

export interface DocumentOptions {
  /** Write `tenant` on tenant-scoped documents (off by default: the documents then fit any tenant). */
  withTenant?: boolean;
}

/** Current nodes as desired-state documents, in kind order; applying them unchanged is a no-op. */
export function toDocuments(nodes: readonly CurrentNode[], options: DocumentOptions = {}): Row[] {
  const docs: Row[] = [];
  for (const spec of kinds) {
    const ofKind = nodes.filter((n) => n.kind === spec.kind);
    if (ofKind.length === 0) continue;
    // Secrets stay out of the output; a field left out is not touched on apply, so the round trip holds.
    const secrets = new Set(spec.fields.filter(isSecretField).map((f) => f.name));
    const shown = (fields: Record<string, Scalar>) =>
      Object.fromEntries(Object.entries(fields).filter(([name]) => !secrets.has(name)));
    const childrenOf = new Map<string, CurrentNode[]>();
    for (const node of ofKind) {
      if (node.path.length < 2) continue;
      const parentKey = `${node.tenant ?? ''}\u0000${node.path.slice(0, -1).join('\u0000')}`;
      const list = childrenOf.get(parentKey) ?? [];
      list.push(node);
      childrenOf.set(parentKey, list);
    }
    const itemDoc = (node: CurrentNode): Row => {
      const doc: Row = { dictKey: node.path[node.path.length - 1], ...shown(node.fields) };
      const children = childrenOf.get(`${node.tenant ?? ''}\u0000${node.path.join('\u0000')}`);
      if (children) doc.children = children.map(itemDoc);
      return doc;
    };
    for (const node of ofKind) {
      if (node.path.length !== 1) continue;
      const doc: Row = { kind: spec.kind };
      if (options.withTenant && spec.tenantScoped && node.tenant !== null) doc.tenant = node.tenant;
      doc[spec.key] = node.path[0];
      const { dictKey, ...fields } = shown(node.fields);
      if (spec.shape === 'dict' && dictKey !== undefined && dictKey !== '-1') doc.dictKey = dictKey;
      Object.assign(doc, spec.shape === 'dict' ? fields : shown(node.fields));
      if (spec.shape === 'role') {
        if (node.parent) doc.parent = node.parent;
        if (node.grants) doc.grants = node.grants;
      }
      if (spec.shape === 'dict') {
        const children = childrenOf.get(`${node.tenant ?? ''}\u0000${node.path[0]}`);
        if (children) doc.children = children.map(itemDoc);
      }
      docs.push(doc);
    }
  }
  return docs;
}
