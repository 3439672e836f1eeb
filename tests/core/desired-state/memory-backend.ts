/** An in-memory gateway for the desired-state planner and executor: rows per kind and tenant, grants per role. */
import type { RoleGrant } from '../../../core/src/admin/role.ts';
import type { GrantKeys, StateBackend } from '../../../core/src/desired-state/backend.ts';
import type { KindSpec } from '../../../core/src/desired-state/kinds.ts';
import type { GrantCatalog } from '../../../core/src/desired-state/model.ts';

type Row = Record<string, unknown>;

export interface Call {
  op: 'list' | 'find' | 'submit' | 'remove' | 'grantKeys' | 'catalog' | 'grant';
  kind?: string;
  tenant?: string | null;
  body?: unknown;
}

export class MemoryBackend implements StateBackend {
  readonly tables = new Map<string, Row[]>();
  readonly grants = new Map<string, { menu: string[]; dataScope: string[]; apiScope: string[] }>();
  readonly calls: Call[] = [];
  catalogData: GrantCatalog;
  /** Fail the n-th write (0-based) from now on. */
  failAt: number | undefined;
  private writes = 0;
  private nextId = 1_900_000_000_000_000_000n;

  constructor(catalog: GrantCatalog = { menus: [], dataScopes: [], apiScopes: [] }) {
    this.catalogData = catalog;
  }

  private table(spec: KindSpec, tenant: string | null): Row[] {
    const k = `${spec.resource.name}\u0000${tenant ?? ''}`;
    let rows = this.tables.get(k);
    if (!rows) {
      rows = [];
      this.tables.set(k, rows);
    }
    return rows;
  }

  newId(): string {
    this.nextId += 1n;
    return String(this.nextId);
  }

  seed(spec: KindSpec, tenant: string | null, rows: Row[]): void {
    this.table(spec, tenant).push(...rows.map((r) => ({ ...r })));
  }

  writeCalls(): Call[] {
    return this.calls.filter((c) => c.op === 'submit' || c.op === 'remove' || c.op === 'grant');
  }

  private write(): void {
    if (this.failAt !== undefined && this.writes++ === this.failAt) throw new Error('服务器异常');
  }

  /** Forests like BladeX's tree lists (a node whose parent is absent is a root). */
  private shaped(spec: KindSpec, rows: Row[]): Row[] {
    if (spec.resource.list.style !== 'tree') return rows.map((r) => ({ ...r }));
    const nodes = rows.map((r) => ({ ...r }) as Row & { children?: Row[] });
    const byId = new Map(nodes.map((n) => [String(n.id), n]));
    const roots: Row[] = [];
    for (const node of nodes) {
      const parent = byId.get(String(node.parentId));
      if (parent && parent !== node) {
        parent.children ??= [];
        parent.children.push(node);
      } else roots.push(node);
    }
    return roots;
  }

  async list(spec: KindSpec, tenant: string | null): Promise<Row[]> {
    this.calls.push({ op: 'list', kind: spec.kind, tenant });
    return this.shaped(spec, this.table(spec, tenant));
  }

  async find(spec: KindSpec, tenant: string | null, key: string): Promise<Row[]> {
    this.calls.push({ op: 'find', kind: spec.kind, tenant });
    const field = spec.shape === 'dict' ? 'code' : spec.key;
    return this.shaped(
      spec,
      this.table(spec, tenant).filter((r) => String(r[field]) === key),
    );
  }

  async submit(spec: KindSpec, tenant: string | null, record: Row): Promise<void> {
    this.calls.push({ op: 'submit', kind: spec.kind, tenant, body: record });
    this.write();
    const rows = this.table(spec, tenant);
    const id = typeof record.id === 'string' && record.id !== '' ? record.id : undefined;
    const existing = id ? rows.find((r) => r.id === id) : undefined;
    if (spec.shape === 'dict') {
      const code = String(record.code ?? existing?.code);
      const dictKey = String(record.dictKey ?? existing?.dictKey);
      const clash = rows.some(
        (r) => r !== existing && String(r.code) === code && String(r.dictKey) === dictKey,
      );
      if (clash) throw new Error('当前字典键值已存在!');
    }
    if (existing) {
      for (const [k, v] of Object.entries(record)) if (v !== null && v !== undefined) existing[k] = v;
      return;
    }
    if (id) throw new Error('操作失败');
    rows.push({ ...record, id: this.newId(), createTime: '2026-01-01 00:00:00', isDeleted: 0 });
  }

  async remove(spec: KindSpec, tenant: string | null, id: string): Promise<void> {
    this.calls.push({ op: 'remove', kind: spec.kind, tenant, body: id });
    this.write();
    const rows = this.table(spec, tenant);
    if (rows.some((r) => String(r.parentId) === id)) throw new Error('请先删除子节点!');
    const at = rows.findIndex((r) => r.id === id);
    if (at < 0) throw new Error('操作失败');
    rows.splice(at, 1);
  }

  async grantKeys(tenant: string | null, roleId: string): Promise<GrantKeys> {
    this.calls.push({ op: 'grantKeys', tenant, body: roleId });
    const g = this.grants.get(roleId);
    return g ? { menu: [...g.menu], dataScope: [...g.dataScope], apiScope: [...g.apiScope] } : {};
  }

  async catalog(): Promise<GrantCatalog> {
    this.calls.push({ op: 'catalog' });
    return this.catalogData;
  }

  async grant(tenant: string | null, body: RoleGrant): Promise<void> {
    this.calls.push({ op: 'grant', tenant, body });
    this.write();
    for (const roleId of body.roleIds) {
      this.grants.set(roleId, {
        menu: body.menuIds,
        dataScope: body.dataScopeIds,
        apiScope: body.apiScopeIds,
      });
    }
  }
}
