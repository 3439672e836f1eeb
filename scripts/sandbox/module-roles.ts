/**
 * The tenants a module role reaches and the menus it grants (forms-and-survey.md §7 Module roles:
 * addTenant, tenantList, removeTenant, role-tree-keys, grant): kept as links of their own, so that a tenant
 * added shows in the role's list, searched by name, and a link removed goes; a grant replaces the roles'
 * menus, which role-tree-keys then answers. Arguments are checked as declared first.
 */
import type { Principal, RequestContext, SandboxState } from './context.ts';
import { operationCall } from './operations.ts';
import { jsonBody, tenantOf } from './resources.ts';
import { idList } from './special/roles-menus.ts';
import { findRows, getRow, type Row, transaction } from './store.ts';
import { fail, ok, type Reply, thrown } from './wire.ts';

const BASE = '/moduleRole/role/';

const ensureTable = (state: SandboxState) =>
  state.db.exec(
    `CREATE TABLE IF NOT EXISTS module_role_tenant (
       id TEXT PRIMARY KEY, role_id TEXT NOT NULL, tenant_id TEXT NOT NULL, UNIQUE (role_id, tenant_id));
     CREATE TABLE IF NOT EXISTS module_role_menu (
       role_id TEXT NOT NULL, menu_id TEXT NOT NULL, PRIMARY KEY (role_id, menu_id))`,
  );

/** POST grant {roleIds, menuIds}: each role's menus become those; a role that does not exist fails it all. */
function grantMenus(state: SandboxState, ctx: RequestContext, principal: Principal): Reply {
  const body = jsonBody(ctx);
  const roleIds = idList(body, 'roleIds');
  const menuIds = idList(body, 'menuIds');
  const role = state.registry['module-role']!;
  if (roleIds.some((id) => !getRow(state.db, role, id, tenantOf(role, principal)))) return fail('角色不存在');
  transaction(state.db, () => {
    for (const roleId of roleIds) {
      state.db.prepare('DELETE FROM module_role_menu WHERE role_id = ?').run(roleId);
      for (const menuId of menuIds)
        state.db.prepare('INSERT OR IGNORE INTO module_role_menu VALUES (?, ?)').run(roleId, menuId);
    }
  });
  return ok(true);
}

/** GET role-tree-keys?roleId=: the ids of the menus granted to the role. */
function grantedMenus(state: SandboxState, ctx: RequestContext): Reply {
  const rows = state.db
    .prepare('SELECT menu_id FROM module_role_menu WHERE role_id = ? ORDER BY rowid')
    .all(ctx.query.get('roleId') ?? '') as { menu_id: string }[];
  return ok(rows.map((r) => r.menu_id));
}

/** The platform's tenants by their tenant id (000000, 100001). */
function tenants(state: SandboxState, principal: Principal): Map<string, Row> {
  const spec = state.registry.tenant;
  if (!spec) return new Map();
  const rows = findRows(state.db, spec, { tenantId: tenantOf(spec, principal), filters: [], exact: {} });
  return new Map(rows.map((r) => [String(r.tenantId), r]));
}

function addTenant(state: SandboxState, ctx: RequestContext, principal: Principal): Reply {
  const roleId = ctx.query.get('roleId') ?? '';
  const tenantId = (ctx.query.get('roleTenantId') ?? '').trim();
  const role = state.registry['module-role']!;
  if (!getRow(state.db, role, roleId, tenantOf(role, principal))) return fail('角色不存在');
  if (!tenants(state, principal).has(tenantId)) return fail(`租户 ${tenantId} 不存在`);
  state.db
    .prepare('INSERT OR IGNORE INTO module_role_tenant (id, role_id, tenant_id) VALUES (?, ?, ?)')
    .run(state.nextId(), roleId, tenantId);
  return ok(true);
}

function tenantList(state: SandboxState, ctx: RequestContext, principal: Principal): Reply {
  const roleId = ctx.query.get('roleId') ?? '';
  const name = (ctx.query.get('tenantName') ?? '').trim();
  const current = Math.max(1, Number(ctx.query.get('current')) || 1);
  const size = Number(ctx.query.get('size')) || 10;
  const known = tenants(state, principal);
  const links = state.db
    .prepare('SELECT id, tenant_id FROM module_role_tenant WHERE role_id = ? ORDER BY rowid')
    .all(roleId) as { id: string; tenant_id: string }[];
  const records = links
    .map((link) => ({
      id: link.id,
      roleId,
      tenantId: link.tenant_id,
      tenantName: String(known.get(link.tenant_id)?.tenantName ?? ''),
    }))
    .filter((r) => r.tenantName.includes(name));
  const shown = size < 0 ? records : records.slice((current - 1) * size, current * size);
  return ok({
    records: shown,
    total: records.length,
    size,
    current,
    pages: size > 0 ? Math.max(1, Math.ceil(records.length / size)) : 1,
  });
}

function removeTenant(state: SandboxState, ctx: RequestContext): Reply {
  const ids = (ctx.query.get('ids') ?? '').split(',').filter(Boolean);
  const remove = state.db.prepare('DELETE FROM module_role_tenant WHERE id = ?');
  const removed = ids.reduce((n, id) => n + Number(remove.run(id).changes), 0);
  return removed > 0 ? ok(true) : fail('租户关联不存在');
}

const CALLS: Record<string, (state: SandboxState, ctx: RequestContext, principal: Principal) => Reply> = {
  'POST addTenant': addTenant,
  'GET tenantList': tenantList,
  'POST removeTenant': removeTenant,
  'POST grant': grantMenus,
  'GET role-tree-keys': grantedMenus,
};

/** A module role's tenant call, or null for any other request. */
export function moduleRoleCall(
  state: SandboxState,
  ctx: RequestContext,
  principal: Principal,
): Promise<Reply> | null {
  if (!ctx.path.startsWith(BASE)) return null;
  const call = CALLS[`${ctx.method} ${ctx.path.slice(BASE.length)}`];
  if (!call) return null;
  return operationCall(state, ctx, principal).then((checked) => {
    if (!checked) return thrown(404, '接口不存在');
    if (!(checked.body as { success?: boolean } | undefined)?.success) return checked;
    ensureTable(state);
    return call(state, ctx, principal);
  });
}
