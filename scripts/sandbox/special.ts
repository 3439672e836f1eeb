/**
 * The calls beyond list/detail/submit/remove that the console and the CLI rely on: dictionaries, role
 * grants and trees, the signed-in user's menus and buttons, tenant lookups, user administration.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { CONFIG_STATUS } from '../../core/src/resources/system.ts';
import type { ResourceSpec } from '../../core/src/resources/types.ts';
import { hashPlainPassword, hashWirePassword, splitIds } from './auth.ts';
import type { Principal, RequestContext, SandboxState } from './context.ts';
import { RESERVED_PARAMS } from './filters.ts';
import {
  filteredRows,
  idsParam,
  isObject,
  jsonBody,
  page,
  present,
  requireAdministrator,
  tenantOf,
} from './resources.ts';
import { bindOauth, findOauth } from './social.ts';
import { findRows, getRow, insertRow, type Row, transaction, updateRow } from './store.ts';
import { forest, treeNodes } from './trees.ts';
import {
  Failure,
  fail,
  formatDateTime,
  MSG,
  ok,
  okEmpty,
  paramMissing,
  type Reply,
  status,
  thrown,
} from './wire.ts';

type Handler = (state: SandboxState, ctx: RequestContext, principal: Principal) => Reply;
interface Route {
  method: 'GET' | 'POST' | 'ANY';
  handle: Handler;
}

const spec = (state: SandboxState, name: string): ResourceSpec => state.registry[name]!;
const rows = (state: SandboxState, name: string, principal: Principal, exact: Record<string, string> = {}) =>
  findRows(state.db, spec(state, name), {
    tenantId: tenantOf(spec(state, name), principal),
    exact,
    bySort: true,
  });

/** How long an SMS validation code stays valid. */
const SMS_CODE_TTL_MS = 5 * 60_000;

const required = (ctx: RequestContext, name: string): string => {
  const value = ctx.query.get(name) ?? ctx.form?.get(name) ?? '';
  if (value === '') throw paramMissing(name);
  return value;
};

/** Tenant a tree call may look at: an administrator may name any, others see their own. */
const treeTenant = (
  ctx: RequestContext,
  principal: Principal,
  asked: string | null = ctx.query.get('tenantId'),
) => (principal.administrator && asked ? asked : principal.tenantId);

// ——— dictionaries (dict and dict-biz) ———

function dictRoutes(name: string): Record<string, Route> {
  const base = `/blade-system/${name}`;
  const live = (state: SandboxState, principal: Principal) => rows(state, name, principal);
  return {
    [`${base}/dictionary`]: {
      method: 'GET',
      handle: (state, ctx, principal) => {
        const code = required(ctx, 'code');
        const items = live(state, principal).filter(
          (r) => r.code === code && r.parentId !== '0' && Number(r.isSealed ?? 0) === 0,
        );
        return ok(items);
      },
    },
    [`${base}/dictionary/all`]: {
      method: 'GET',
      handle: (state, _ctx, principal) => {
        const all: Record<string, Row[]> = {};
        for (const r of live(state, principal)) {
          if (r.parentId === '0' || Number(r.isSealed ?? 0) !== 0) continue;
          const code = String(r.code);
          all[code] ??= [];
          all[code].push(r);
        }
        return ok(all);
      },
    },
    [`${base}/parent-list`]: {
      method: 'GET',
      handle: (state, ctx, principal) =>
        page(state, spec(state, name), principal, ctx, [], { parentId: '0' }),
    },
    [`${base}/child-list`]: {
      method: 'GET',
      handle: (state, ctx, principal) => {
        const parentId = ctx.query.get('parentId') ?? '0';
        const all = filteredRows(state, spec(state, name), principal, ctx.query.entries());
        const sub = forest(all).find((n) => n.id === parentId);
        return ok(sub?.children ?? all.filter((r) => r.parentId === parentId));
      },
    },
    [`${base}/tree`]: {
      method: 'GET',
      handle: (state, ctx, principal) => {
        const code = ctx.query.get('code');
        const all = live(state, principal).filter((r) => !code || r.code === code);
        return ok(treeNodes(all, 'dictValue'));
      },
    },
  };
}

// ——— roles and grants ———

/**
 * A `List<Long>` of a JSON body: an array of ids (strings or numbers). Anything else is what Jackson
 * refuses to read (HTTP 400 消息不能读取) — a comma-joined string included.
 */
function idList(body: Record<string, unknown>, key: string): string[] {
  const value = body[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' || typeof v === 'number')) {
    throw new Failure(thrown(400, MSG.notReadable));
  }
  return value.map(String).filter(Boolean);
}

function grant(state: SandboxState, ctx: RequestContext, principal: Principal): Reply {
  const body = jsonBody(ctx);
  const ids = (key: string) => idList(body, key);
  const roleIds = ids('roleIds');
  if (roleIds.length === 0) throw paramMissing('roleIds');
  const roles = roleIds.map((id) => getRow(state.db, spec(state, 'role'), id, null));
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

/**
 * `lazy-list` of a tree (menu, dept): the children of `parentId` with BladeX's `hasChildren`. Without a
 * parentId the top level is listed, unless other parameters search: then matches come from every level
 * (MenuServiceImpl / DeptServiceImpl.lazyList).
 */
function lazyList(state: SandboxState, ctx: RequestContext, principal: Principal, name: string): Reply {
  const params = [...ctx.query.entries()].filter(([key]) => key !== 'parentId');
  const searching = params.some(([key, value]) => value.trim() !== '' && !RESERVED_PARAMS.has(key));
  const parentId = ctx.query.get('parentId') || (searching ? undefined : '0');
  const all = rows(state, name, principal);
  const list = filteredRows(state, spec(state, name), principal, params, parentId ? { parentId } : {});
  return ok(list.map((r) => ({ ...r, hasChildren: all.some((c) => c.parentId === r.id) })));
}

const routes: Record<string, Route> = {
  ...dictRoutes('dict'),
  ...dictRoutes('dict-biz'),

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

  '/blade-system/dept/tree': {
    method: 'GET',
    handle: (state, ctx, principal) =>
      ok(
        treeNodes(
          findRows(state.db, spec(state, 'dept'), { tenantId: treeTenant(ctx, principal), bySort: true }),
          'deptName',
        ),
      ),
  },
  '/blade-system/dept/lazy-tree': {
    method: 'GET',
    handle: (state, ctx, principal) => {
      const parentId = ctx.query.get('parentId') || '0';
      const all = rows(state, 'dept', principal);
      return ok(
        all
          .filter((d) => d.parentId === parentId)
          .map((d) => ({
            id: d.id,
            parentId: d.parentId,
            title: d.deptName,
            key: d.id,
            value: d.id,
            hasChildren: all.some((c) => c.parentId === d.id),
          })),
      );
    },
  },
  '/blade-system/dept/lazy-list': {
    method: 'GET',
    handle: (state, ctx, principal) => lazyList(state, ctx, principal, 'dept'),
  },
  '/blade-system/dept/pageList': {
    method: 'GET',
    handle: (state, ctx, principal) => page(state, spec(state, 'dept'), principal, ctx),
  },
  '/blade-system/dept/treeWithUser': {
    method: 'ANY',
    handle: (state, ctx, principal) => {
      const tenantId = treeTenant(ctx, principal);
      const depts = findRows(state.db, spec(state, 'dept'), { tenantId, bySort: true });
      const users = findRows(state.db, spec(state, 'user'), { tenantId });
      const nodes = [
        ...depts.map((d) => ({
          id: d.id,
          parentId: d.parentId,
          title: d.deptName,
          deptName: d.deptName,
          type: 'dept',
        })),
        ...users.flatMap((u) =>
          splitIds(u.deptId).map((deptId) => ({
            id: `${deptId}_${u.id}`,
            userId: u.id,
            parentId: deptId,
            title: u.realName ?? u.name,
            userName: u.realName ?? u.name,
            type: 'user',
          })),
        ),
      ];
      return ok(forest(nodes));
    },
  },
  '/blade-system/post/select': {
    method: 'GET',
    handle: (state, ctx, principal) =>
      ok(findRows(state.db, spec(state, 'post'), { tenantId: treeTenant(ctx, principal), bySort: true })),
  },
  '/blade-system/region/lazy-tree': {
    method: 'GET',
    handle: (state, ctx, principal) => {
      const parentCode = ctx.query.get('parentCode') || '00';
      const all = rows(state, 'region', principal);
      return ok(
        all
          .filter((r) => String(r.parentCode) === parentCode)
          .map((r) => ({
            id: r.code,
            parentId: r.parentCode,
            title: r.name,
            key: r.code,
            value: r.code,
            hasChildren: all.some((c) => c.parentCode === r.code),
          })),
      );
    },
  },

  '/blade-system/tenant/setting': {
    method: 'POST',
    handle: (state, ctx, principal) => {
      requireAdministrator(principal);
      const ids = idsParam(ctx);
      const tenantSpec = spec(state, 'tenant');
      const changes: Row = {};
      const accountNumber = ctx.query.get('accountNumber');
      if (accountNumber) changes.accountNumber = Number(accountNumber);
      const expireTime = ctx.query.get('expireTime');
      if (expireTime) changes.expireTime = expireTime;
      let hit = 0;
      for (const id of ids) {
        const row = getRow(state.db, tenantSpec, id, null);
        if (!row) continue;
        updateRow(state.db, tenantSpec, id, { ...row, ...changes, updateTime: formatDateTime() });
        hit++;
      }
      return status(hit > 0);
    },
  },
  '/blade-system/tenant/datasource': {
    method: 'POST',
    handle: (state, ctx, principal) => {
      requireAdministrator(principal);
      const tenantSpec = spec(state, 'tenant');
      const row = findRows(state.db, tenantSpec, {
        tenantId: null,
        exact: { tenantId: required(ctx, 'tenantId') },
      })[0];
      if (!row) return status(false);
      updateRow(state.db, tenantSpec, String(row.id), {
        ...row,
        datasourceId: required(ctx, 'datasourceId'),
      });
      return status(true);
    },
  },

  '/blade-user/info': {
    method: 'GET',
    handle: (state, _ctx, principal) => {
      const user = getRow(state.db, spec(state, 'user'), principal.userId, principal.tenantId);
      return ok(user ? present(spec(state, 'user'), user) : null);
    },
  },
  '/blade-user/grant': {
    method: 'POST',
    handle: (state, ctx, principal) => {
      const userIds = splitIds(required(ctx, 'userIds'));
      const roleIds = required(ctx, 'roleIds');
      return updateUsers(state, principal, userIds, () => ({ roleId: roleIds }));
    },
  },
  '/blade-user/reset-password': {
    method: 'POST',
    handle: (state, ctx, principal) => {
      const userIds = splitIds(required(ctx, 'userIds'));
      const paramSpec = spec(state, 'param');
      const initial = findRows(state.db, paramSpec, {
        tenantId: null,
        exact: { paramKey: 'account.initPassword' },
      })[0];
      const password = hashPlainPassword(String(initial?.paramValue ?? '123456'));
      return updateUsers(state, principal, userIds, () => ({ password }));
    },
  },
  '/blade-user/update-password': {
    method: 'POST',
    handle: (state, ctx, principal) => {
      const oldPassword = required(ctx, 'oldPassword');
      const newPassword = required(ctx, 'newPassword');
      if (newPassword !== required(ctx, 'newPassword1')) return fail('请输入正确的确认密码!');
      if (principal.user.password !== hashWirePassword(oldPassword)) return fail('原密码不正确!');
      return updateUsers(state, principal, [principal.userId], () => ({
        password: hashWirePassword(newPassword),
      }));
    },
  },
  // Phone binding (platform.md §3 profile, §7.2–7.3): a validation code is sent, then bound with its id.
  '/blade-resource/sms/endpoint/send-validate': {
    method: 'POST',
    handle: (state, ctx) => {
      const phone = required(ctx, 'phone');
      if (!/^1[3-9]\d{9}$/.test(phone)) return fail('手机号格式不正确');
      const id = randomUUID();
      const value = String(randomInt(0, 1_000_000)).padStart(6, '0');
      state.db
        .prepare('INSERT INTO sms_code (id, phone, value, expires_at) VALUES (?, ?, ?, ?)')
        .run(id, phone, value, Date.now() + SMS_CODE_TTL_MS);
      // The code itself only travels by SMS; tests read it through the control API.
      return ok({ id, phone });
    },
  },
  '/blade-user/bindPhone': {
    method: 'POST',
    handle: (state, ctx, principal) => {
      const phone = required(ctx, 'phone');
      const value = ctx.query.get('value') ?? ctx.form?.get('value') ?? '';
      const id = required(ctx, 'id');
      if (value === '') throw paramMissing('value');
      const sent = state.db.prepare('SELECT phone, value, expires_at FROM sms_code WHERE id = ?').get(id) as
        | { phone: string; value: string; expires_at: number }
        | undefined;
      if (!sent || sent.phone !== phone || sent.value !== value || sent.expires_at < Date.now()) {
        return fail('验证码不正确');
      }
      state.db.prepare('DELETE FROM sms_code WHERE id = ?').run(id);
      return updateUsers(state, principal, [principal.userId], () => ({ phone }));
    },
  },
  '/blade-user/cancelPhone': {
    method: 'POST',
    handle: (state, _ctx, principal) =>
      updateUsers(state, principal, [principal.userId], () => ({ phone: '' })),
  },
  '/blade-user/update-info': {
    method: 'POST',
    handle: (state, ctx, principal) => {
      const body = jsonBody(ctx);
      const { password: _p, account: _a, tenantId: _t, roleId: _r, id: _i, ...changes } = body;
      return updateUsers(state, principal, [principal.userId], () => changes);
    },
  },

  '/blade-user/platform-detail': {
    method: 'GET',
    handle: (state, ctx, principal) => {
      const user = getRow(state.db, spec(state, 'user'), required(ctx, 'id'), principal.tenantId);
      return ok(user ? { userId: user.id, userType: user.userType ?? 1, userExt: user.userExt ?? '' } : null);
    },
  },
  '/blade-user/update-platform': {
    method: 'POST',
    handle: (state, ctx, principal) => {
      const userType = Number(required(ctx, 'userType'));
      const userExt = ctx.query.get('userExt') ?? ctx.form?.get('userExt') ?? '';
      return updateUsers(state, principal, [required(ctx, 'userId')], () => ({ userType, userExt }));
    },
  },
  '/blade-user/register-guest': {
    method: 'POST',
    handle: (state, ctx, principal) => {
      // UserServiceImpl.registerGuest: an account asked for by a guest, bound to its third-party identity
      // when one is named; it waits for an administrator with status 0.
      const tenantId = required(ctx, 'tenantId');
      const account = required(ctx, 'account');
      const userSpec = spec(state, 'user');
      const tenants = findRows(state.db, spec(state, 'tenant'), { tenantId: null, exact: { tenantId } });
      if (tenants.length === 0) throw new Failure(thrown(400, '租户信息错误!'));
      const oauthId = ctx.query.get('oauthId') ?? ctx.form?.get('oauthId') ?? '';
      if (oauthId && !findOauth(state, oauthId)) throw new Failure(thrown(400, '第三方登陆信息错误!'));
      if (findRows(state.db, userSpec, { tenantId, exact: { account } }).length > 0) {
        throw new Failure(thrown(400, `当前用户 [${account}] 已存在!`));
      }
      const id = state.nextId();
      const now = formatDateTime();
      insertRow(state.db, userSpec, id, tenantId, {
        id,
        tenantId,
        account,
        name: required(ctx, 'name'),
        realName: required(ctx, 'name'),
        // Saved through UserServiceImpl.submit, which hashes the password as typed (DigestUtil.encrypt).
        password: hashPlainPassword(required(ctx, 'password')),
        oauthId,
        roleId: '',
        deptId: '',
        userType: 1,
        createUser: principal.userId,
        createTime: now,
        updateTime: now,
        status: 0,
        isDeleted: 0,
      });
      if (oauthId) bindOauth(state, oauthId, id);
      return status(true);
    },
  },
  '/blade-resource/sms/endpoint/send-message': {
    method: 'POST',
    handle: (_state, ctx) => {
      required(ctx, 'code');
      required(ctx, 'phones');
      return status(true);
    },
  },
  '/blade-develop/code/copy': {
    method: 'POST',
    handle: (state, ctx, principal) => {
      const codeSpec = spec(state, 'code');
      const row = getRow(state.db, codeSpec, required(ctx, 'id'), null);
      if (!row) return status(false);
      const id = state.nextId();
      const now = formatDateTime();
      insertRow(state.db, codeSpec, id, String(row.tenantId ?? '000000'), {
        ...row,
        id,
        codeName: `${String(row.codeName ?? '')}-copy`,
        createUser: principal.userId,
        createTime: now,
        updateTime: now,
      });
      return status(true);
    },
  },
  '/nbxt-develop/code/gen-code': {
    method: 'POST',
    handle: (_state, ctx) => {
      required(ctx, 'ids');
      return status(true);
    },
  },
  '/blade-resource/oss/enable': {
    method: 'POST',
    handle: (state, ctx, principal) => enableOne(state, ctx, principal, 'oss'),
  },
  '/blade-resource/sms/enable': {
    method: 'POST',
    handle: (state, ctx, principal) => enableOne(state, ctx, principal, 'sms'),
  },
};

function updateUsers(
  state: SandboxState,
  principal: Principal,
  userIds: string[],
  change: (user: Row) => Row,
): Reply {
  const userSpec = spec(state, 'user');
  let hit = 0;
  for (const id of userIds) {
    const user = getRow(state.db, userSpec, id, principal.tenantId);
    if (!user) continue;
    updateRow(state.db, userSpec, id, {
      ...user,
      ...change(user),
      updateUser: principal.userId,
      updateTime: formatDateTime(),
    });
    hit++;
  }
  return status(hit > 0);
}

/**
 * `enable?id=`: as BladeX's OssServiceImpl/SmsServiceImpl, the tenant's configurations all get status 1
 * and the chosen one 2 (CONFIG_STATUS).
 */
function enableOne(state: SandboxState, ctx: RequestContext, principal: Principal, name: string): Reply {
  const id = required(ctx, 'id');
  const resourceSpec = spec(state, name);
  const all = rows(state, name, principal);
  if (!all.some((r) => r.id === id)) return status(false);
  for (const r of all)
    updateRow(state.db, resourceSpec, String(r.id), {
      ...r,
      status: r.id === id ? CONFIG_STATUS.enabled : CONFIG_STATUS.disabled,
    });
  return okEmpty();
}

/** A special call for this path, or null. Wrong method → 405 as Spring answers. */
export function specialCall(state: SandboxState, ctx: RequestContext, principal: Principal): Reply | null {
  const route = routes[ctx.path];
  if (!route) return null;
  if (route.method !== 'ANY' && route.method !== ctx.method)
    throw new Failure(thrown(405, MSG.methodNotSupported));
  return route.handle(state, ctx, principal);
}

/** `GET /blade-system/tenant/info?domain=`: public, the tenant serving a domain (empty when none). */
export function tenantInfo(state: SandboxState, ctx: RequestContext): Reply {
  const domain = ctx.query.get('domain') ?? '';
  const tenant = domain
    ? findRows(state.db, spec(state, 'tenant'), { tenantId: null, exact: { domain } })[0]
    : undefined;
  return ok(
    tenant
      ? { tenantId: tenant.tenantId, domain: tenant.domain, backgroundUrl: tenant.backgroundUrl ?? '' }
      : {},
  );
}
