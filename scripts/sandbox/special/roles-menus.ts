/** Roles and grants, the signed-in user's menus and buttons, menu and top-menu trees. */
import { splitIds } from '../auth.ts';
import type { Principal, RequestContext, SandboxState } from '../context.ts';
import { filteredRows, isObject, jsonBody } from '../resources.ts';
import { findRows, getRow, type Row, transaction } from '../store.ts';
import { forest, treeNodes } from '../trees.ts';
import { Failure, MSG, ok, paramMissing, type Reply, status, thrown } from '../wire.ts';
import { lazyList, type Route, required, rows, spec, treeTenant } from './route.ts';

/**
 * A `List<Long>` of a JSON body: an array of ids (strings or numbers). Anything else is what Jackson
 * refuses to read (HTTP 400 消息不能读取) — a comma-joined string included.
 */
export function idList(body: Record<string, unknown>, key: string): string[] {
  const value = body[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' || typeof v === 'number')) {
    throw new Failure(thrown(400, MSG.notReadable));
  }
  return value.map(String).filter(Boolean);
}

export function grant(state: SandboxState, ctx: RequestContext, principal: Principal): Reply {
  const body = jsonBody(ctx);
  const ids = (key: string) => idList(body, key);
  const roleIds = ids('roleIds');
  if (roleIds.length === 0) throw paramMissing('roleIds');
  const roles = roleIds.map((id) => getRow(state.db, spec(state, 'role'), id, null));
  // A grant to a role that does not exist stores nothing (MyBatis finds no role: R.status false).
  if (roles.some((r) => !r)) return status(false);
  if (!principal.administrator && roles.some((r) => !r || r.tenantId !== principal.tenantId)) {
    return thrown(500, '无权操作非本租户的角色');
  }
  const menuIds = ids('menuIds');
  const scopes: [number, string[]][] = [
    [1, ids('dataScopeIds')],
    [2, ids('apiScopeIds')],
  ];
  transaction(state.db, () => {
    for (const roleId of roleIds) {
      state.db.prepare('DELETE FROM role_menu WHERE role_id = ?').run(roleId);
      for (const menuId of menuIds)
        state.db.prepare('INSERT OR IGNORE INTO role_menu VALUES (?, ?)').run(roleId, menuId);
      for (const [category, scopeIds] of scopes) {
        state.db
          .prepare('DELETE FROM role_scope WHERE role_id = ? AND scope_category = ?')
          .run(roleId, category);
        for (const scopeId of scopeIds) {
          state.db
            .prepare('INSERT OR IGNORE INTO role_scope VALUES (?, ?, ?)')
            .run(roleId, scopeId, category);
        }
      }
    }
  });
  return status(true);
}

const grantedMenuIds = (state: SandboxState, roleIds: string[]): Set<string> => {
  const out = new Set<string>();
  for (const roleId of roleIds) {
    for (const r of state.db.prepare('SELECT menu_id FROM role_menu WHERE role_id = ?').all(roleId) as {
      menu_id: string;
    }[]) {
      out.add(r.menu_id);
    }
  }
  return out;
};

const grantedScopeIds = (state: SandboxState, roleIds: string[], category: number): string[] => {
  const out = new Set<string>();
  for (const roleId of roleIds) {
    const list = state.db
      .prepare('SELECT scope_id FROM role_scope WHERE role_id = ? AND scope_category = ?')
      .all(roleId, category) as {
      scope_id: string;
    }[];
    for (const r of list) out.add(r.scope_id);
  }
  return [...out];
};

/** Menus of the caller's roles; `withAncestors` keeps the parents a granted child needs to hang from. */
function userMenus(
  state: SandboxState,
  principal: Principal,
  category: number,
  withAncestors: boolean,
): Row[] {
  const all = rows(state, 'menu', principal);
  const granted = grantedMenuIds(state, principal.roleIds);
  const keep = new Set(
    all.filter((m) => granted.has(String(m.id)) && Number(m.category) === category).map((m) => String(m.id)),
  );
  if (withAncestors) {
    const byId = new Map(all.map((m) => [String(m.id), m]));
    for (const id of [...keep]) {
      let parent = byId.get(String(byId.get(id)?.parentId));
      while (parent && !keep.has(String(parent.id))) {
        keep.add(String(parent.id));
        parent = byId.get(String(parent.parentId));
      }
    }
  }
  return all.filter((m) => keep.has(String(m.id)));
}

function menuIdsOfTopMenus(state: SandboxState, topMenuIds: string[]): Set<string> {
  const out = new Set<string>();
  for (const id of topMenuIds) {
    for (const r of state.db
      .prepare('SELECT menu_id FROM top_menu_setting WHERE top_menu_id = ?')
      .all(id) as { menu_id: string }[]) {
      out.add(r.menu_id);
    }
  }
  return out;
}

function scopeTree(state: SandboxState, principal: Principal, name: 'data-scope' | 'api-scope'): Row[] {
  const menus = rows(state, 'menu', principal);
  const scopes = rows(state, name, principal);
  const withScopes = new Set(scopes.map((s) => String(s.menuId)));
  const byId = new Map(menus.map((m) => [String(m.id), m]));
  const keep = new Set<string>();
  for (const id of withScopes) {
    let node = byId.get(id);
    while (node && !keep.has(String(node.id))) {
      keep.add(String(node.id));
      node = byId.get(String(node.parentId));
    }
  }
  const nodes = [
    ...menus
      .filter((m) => keep.has(String(m.id)))
      .map((m) => ({ id: m.id, parentId: m.parentId, title: m.name })),
    ...scopes.map((s) => ({ id: s.id, parentId: s.menuId, title: s.scopeName })),
  ];
  return treeNodes(nodes, 'title');
}

export const roleMenuRoutes: Record<string, Route> = {
  '/blade-system/role/tree': {
    method: 'GET',
    handle: (state, ctx, principal) => {
      const tenantId = treeTenant(ctx, principal);
      const list = findRows(state.db, spec(state, 'role'), { tenantId, bySort: true });
      return ok(treeNodes(list, 'roleName'));
    },
  },
  '/blade-system/role/tree-by-id': {
    method: 'GET',
    handle: (state, ctx, principal) => {
      const role = getRow(state.db, spec(state, 'role'), required(ctx, 'roleId'), null);
      const tenantId = treeTenant(ctx, principal, role ? String(role.tenantId) : null);
      return ok(treeNodes(findRows(state.db, spec(state, 'role'), { tenantId, bySort: true }), 'roleName'));
    },
  },
  '/blade-system/role/grant': { method: 'POST', handle: grant },

  '/blade-system/menu/routes': {
    method: 'GET',
    handle: (state, ctx, principal) => {
      let menus = userMenus(state, principal, 1, true);
      const topMenuId = ctx.query.get('topMenuId');
      if (topMenuId && topMenuId !== '0') {
        const allowed = menuIdsOfTopMenus(state, [topMenuId]);
        menus = menus.filter((m) => allowed.has(String(m.id)));
      }
      return ok(forest(menus.map((m) => ({ ...m, meta: isObject(m.meta) ? m.meta : {} }))));
    },
  },
  '/blade-system/menu/buttons': {
    method: 'GET',
    handle: (state, _ctx, principal) => {
      const buttons = userMenus(state, principal, 2, false);
      const parents = new Set(buttons.map((b) => String(b.parentId)));
      const hosts = rows(state, 'menu', principal).filter((m) => parents.has(String(m.id)));
      return ok(forest([...hosts, ...buttons]));
    },
  },
  '/blade-system/menu/top-menu': {
    method: 'GET',
    handle: (state, _ctx, principal) => ok(rows(state, 'topmenu', principal)),
  },
  '/blade-system/menu/tree': {
    method: 'GET',
    handle: (state, _ctx, principal) => ok(treeNodes(rows(state, 'menu', principal), 'name')),
  },
  '/blade-system/menu/grant-tree': {
    method: 'GET',
    handle: (state, _ctx, principal) =>
      ok({
        menu: treeNodes(rows(state, 'menu', principal), 'name'),
        dataScope: scopeTree(state, principal, 'data-scope'),
        apiScope: scopeTree(state, principal, 'api-scope'),
      }),
  },
  '/blade-system/menu/role-tree-keys': {
    method: 'GET',
    handle: (state, ctx) => {
      const roleIds = splitIds(ctx.query.get('roleIds') ?? '');
      return ok({
        menu: [...grantedMenuIds(state, roleIds)],
        dataScope: grantedScopeIds(state, roleIds, 1),
        apiScope: grantedScopeIds(state, roleIds, 2),
      });
    },
  },
  // What a top menu may show: the menus, without buttons (BladeX: category 1), as {menu: forest}.
  '/blade-system/menu/grant-top-tree': {
    method: 'GET',
    handle: (state, _ctx, principal) =>
      ok({
        menu: treeNodes(
          rows(state, 'menu', principal).filter((m) => Number(m.category) === 1),
          'name',
        ),
      }),
  },
  '/blade-system/menu/top-tree-keys': {
    method: 'GET',
    handle: (state, ctx) =>
      ok({ menu: [...menuIdsOfTopMenus(state, splitIds(ctx.query.get('topMenuIds') ?? ''))] }),
  },
  '/blade-system/menu/lazy-list': {
    method: 'GET',
    handle: (state, ctx, principal) => lazyList(state, ctx, principal, 'menu'),
  },
  '/blade-system/menu/menu-list': {
    method: 'GET',
    handle: (state, ctx, principal) =>
      ok(
        forest(
          filteredRows(state, spec(state, 'menu'), principal, ctx.query.entries()).filter(
            (m) => Number(m.category) === 1,
          ),
        ),
      ),
  },
  '/blade-system/topmenu/grant': {
    method: 'POST',
    handle: (state, ctx) => {
      const body = jsonBody(ctx);
      const topMenuIds = idList(body, 'topMenuIds');
      if (topMenuIds.length === 0) throw paramMissing('topMenuIds');
      // Menus for a top menu that does not exist: nothing stored.
      if (topMenuIds.some((id) => !getRow(state.db, spec(state, 'topmenu'), id, null))) return status(false);
      transaction(state.db, () => {
        for (const top of topMenuIds) {
          state.db.prepare('DELETE FROM top_menu_setting WHERE top_menu_id = ?').run(top);
          for (const menuId of idList(body, 'menuIds')) {
            state.db.prepare('INSERT OR IGNORE INTO top_menu_setting VALUES (?, ?)').run(top, menuId);
          }
        }
      });
      return status(true);
    },
  },
};
