/**
 * Permissions on the server side (platform.md §6; the console is not the security boundary), from core's
 * one declaration (core/src/resources/grants.ts): every call of the registry is granted by a button, the
 * menus of the screens that show its entry, an administrator only, any signed-in user, or nobody at all.
 * - every button a grant names exists as a menu (category 2), named as Saber names them (core's
 *   button-codes.ts); those the fixtures and the modules' menus lack are filed under their list's menu and
 *   granted to the roles that see every module (module-menus.ts);
 * - two restricted roles with a user each: `clerk` / `123456` in tenant 000000 (parameters it may view and
 *   add, customers it may view, edit and transfer) and `clerk` / `123456` in tenant 100001 (notices it may
 *   view and add) — nothing else;
 * - a call the caller's roles are not granted is refused as BladeX's @PreAuth refuses it: HTTP 401
 *   请求未授权 (the token stays valid); a tenant's record is read only by its own users or the platform's
 *   administrator.
 */
import type { DatabaseSync } from 'node:sqlite';
import { menuMessages } from '../../core/src/i18n/messages/menu.ts';
import { MODULES } from '../../core/src/modules/index.ts';
import { screenMenuCode } from '../../core/src/modules/menus.ts';
import { entryScreens } from '../../core/src/resources/entry-screens.ts';
import {
  changeGrant,
  type EntryScreens,
  granted,
  type Holder,
  isAdministrator,
  operationGrant,
} from '../../core/src/resources/grants.ts';
import { allOperations } from '../../core/src/resources/operations.ts';
import type { Registry, ResourceSpec } from '../../core/src/resources/types.ts';
import {
  menuCodeOf,
  type StandardButton,
  standardButtonCode,
  standardButtons,
} from '../../core/src/session/button-codes.ts';
import { hashPlainPassword } from './auth.ts';
import type { Principal, RequestContext, SandboxState } from './context.ts';
import { hash } from './generate.ts';
import { MODULE_MENU_ROLES } from './module-menus.ts';
import { operationIndex } from './operations.ts';
import { isObject } from './resources.ts';
import { ADMIN_TENANT, findRows, insertRow, type Row, tableOf } from './store.ts';
import { MSG, type Reply } from './wire.ts';

export const CLERK_ROLE_ID = '1123598816738675290';
export const CLERK_USER_ID = '1123598821738675290';
export const CLERK = { account: 'clerk', password: '123456', phone: '13800000009' } as const;
/** What the clerk's role is granted: menus and buttons by code. */
export const CLERK_GRANT = [
  'system',
  'param',
  'param_view',
  'param_add',
  'crm',
  'crm-nbxtCrmCustomer',
  'crm-customer_view',
  'crm-customer_edit',
  'crm-customer_transfer',
] as const;

/** The restricted role of the second tenant: its clerk reads and adds notices, nothing else. */
export const STREET_CLERK_TENANT = '100001';
export const STREET_CLERK_ROLE_ID = '1123598816738675291';
export const STREET_CLERK_USER_ID = '1123598821738675291';
export const STREET_CLERK = { account: 'clerk', password: '123456', phone: '13800000019' } as const;
export const STREET_CLERK_GRANT = ['desk', 'notice', 'notice_view', 'notice_add'] as const;

/** The restricted roles seeded, each with its user. */
const RESTRICTED = [
  {
    tenantId: ADMIN_TENANT,
    roleId: CLERK_ROLE_ID,
    userId: CLERK_USER_ID,
    user: CLERK,
    grant: CLERK_GRANT,
    deptId: '1123598813738675201',
    realName: '赵信',
  },
  {
    tenantId: STREET_CLERK_TENANT,
    roleId: STREET_CLERK_ROLE_ID,
    userId: STREET_CLERK_USER_ID,
    user: STREET_CLERK,
    grant: STREET_CLERK_GRANT,
    deptId: '1123598813738675205',
    realName: '钱信',
  },
] as const;

const buttonText = (button: StandardButton) => menuMessages[`menu.button.${button}`].zh;

const buttonId = (code: string) => `19${String(hash(`button|${code}`)).padStart(10, '0')}0000000`;

/** The buttons of an entry: its list's standard ones, then every other button a grant of its calls names. */
function buttonsOf(spec: ResourceSpec): { code: string; name: string; action: number }[] {
  const standard = standardButtons(spec).map((b) => ({
    code: standardButtonCode(spec, b),
    name: buttonText(b),
    action: b === 'add' ? 1 : b === 'delete' ? 3 : 2,
  }));
  const codes = new Set(standard.map((b) => b.code));
  const operations = Object.entries(allOperations(spec)).flatMap(([name, op]) => {
    const grant = changeGrant(spec, name);
    if (grant?.kind !== 'button' || codes.has(grant.code)) return [];
    codes.add(grant.code);
    const named = (menuMessages as Record<string, { zh: string } | undefined>)[`menu.${grant.code}`];
    return [{ code: grant.code, name: op.text?.zh ?? named?.zh ?? name, action: op.role === 'row' ? 2 : 1 }];
  });
  return [...standard, ...operations];
}

/** The menu a list's buttons hang from: its module screen's, else the platform menu of its name. */
function hostMenuCode(spec: ResourceSpec): string {
  for (const m of MODULES) {
    const screen = m.screens.find((s) => s.menu && s.resource === spec.name);
    if (screen) return screenMenuCode(screen);
  }
  return menuCodeOf(spec);
}

export function seedButtonPermissions(db: DatabaseSync, registry: Registry, now: string): void {
  const menu = registry.menu;
  const role = registry.role;
  const user = registry.user;
  if (!menu || !role || !user) return;
  const byCode = new Map<string, Row>();
  for (const row of findRows(db, menu, { tenantId: null })) byCode.set(String(row.code), row);
  const filed: string[] = [];
  for (const spec of Object.values(registry)) {
    const host = byCode.get(hostMenuCode(spec));
    buttonsOf(spec).forEach((button, index) => {
      if (byCode.has(button.code)) return;
      const id = buttonId(button.code);
      const row: Row = {
        id,
        parentId: host ? String(host.id) : '0',
        code: button.code,
        name: button.name,
        alias: button.code.slice(button.code.lastIndexOf('_') + 1),
        path: `${host ? String(host.path) : ''}/${button.code}`,
        source: '',
        category: 2,
        action: button.action,
        sort: 50 + index,
        isOpen: 1,
        remark: '',
        createTime: now,
        updateTime: now,
        status: 1,
        isDeleted: 0,
      };
      insertRow(db, menu, id, ADMIN_TENANT, row, true);
      byCode.set(button.code, row);
      filed.push(id);
    });
  }
  const grant = db.prepare('INSERT OR IGNORE INTO role_menu VALUES (?, ?)');
  for (const { tenantId, roleAlias } of MODULE_MENU_ROLES) {
    for (const r of findRows(db, role, { tenantId, exact: { roleAlias } }))
      for (const id of filed) grant.run(String(r.id), id);
  }
  for (const r of RESTRICTED) {
    insertRow(
      db,
      role,
      r.roleId,
      r.tenantId,
      {
        id: r.roleId,
        tenantId: r.tenantId,
        parentId: '0',
        roleName: '信息员',
        roleAlias: 'clerk',
        sort: 9,
        createTime: now,
        updateTime: now,
        status: 1,
        isDeleted: 0,
      },
      true,
    );
    for (const code of r.grant) {
      const row = byCode.get(code);
      if (row) grant.run(r.roleId, String(row.id));
    }
    insertRow(
      db,
      user,
      r.userId,
      r.tenantId,
      {
        id: r.userId,
        tenantId: r.tenantId,
        account: r.user.account,
        password: hashPlainPassword(r.user.password),
        name: '信息员',
        realName: r.realName,
        email: `clerk${r.tenantId}@example.com`,
        phone: r.user.phone,
        sex: 1,
        roleId: r.roleId,
        deptId: r.deptId,
        postId: '',
        createTime: now,
        updateTime: now,
        status: 1,
        isDeleted: 0,
      },
      true,
    );
  }
}

function grantedCodes(state: SandboxState, roleIds: readonly string[]): Set<string> {
  const menu = state.registry.menu;
  if (!menu || roleIds.length === 0) return new Set();
  // The codes of the live menus the roles hold, picked by the database: reading and parsing every menu for
  // each call that asks was a third of the sandbox's time in the permission tests.
  const rows = state.db
    .prepare(
      `SELECT json_extract(data, '$.code') AS code FROM ${tableOf(menu)} WHERE is_deleted = 0 AND id IN
        (SELECT menu_id FROM role_menu WHERE role_id IN (${roleIds.map(() => '?').join(', ')}))`,
    )
    .all(...roleIds) as { code: unknown }[];
  return new Set(rows.map((r) => String(r.code)));
}

const screensCache = new WeakMap<Registry, EntryScreens>();

/** Which menus show each entry of this registry (the full one, or a test's). */
export function screensOf(registry: Registry): EntryScreens {
  let screens = screensCache.get(registry);
  if (!screens) {
    screens = entryScreens(registry);
    screensCache.set(registry, screens);
  }
  return screens;
}

/** Who is calling, as core's grants read it. */
export function holderOf(state: SandboxState, principal: Principal | undefined): Holder {
  if (!principal?.userId) return { signedIn: false, roleAliases: [], holds: () => false };
  let codes: Set<string> | undefined;
  return {
    signedIn: true,
    roleAliases: principal.roleAliases,
    holds: (code) => {
      codes ??= grantedCodes(state, principal.roleIds);
      return codes.has(code);
    },
  };
}

export const REFUSED: Reply = {
  status: 401,
  body: { code: 401, success: false, data: null, msg: MSG.unauthorized },
};

/** The registry's operations this request calls: every entry whose method and path template match. */
export function calledOperations(registry: Registry, method: string, path: string) {
  return operationIndex(registry).filter((entry) => entry.op.method === method && entry.pattern.test(path));
}

/**
 * The refusal of a call the caller is not granted (by any of the operations its method and path name), or
 * undefined when it may go. A call the registry does not declare is left to its handler (signed in).
 */
export function permissionRefusal(
  state: SandboxState,
  ctx: RequestContext,
  principal: Principal | undefined,
): Reply | undefined {
  const called = calledOperations(state.registry, ctx.method, ctx.path);
  if (called.length === 0) return undefined;
  const holder = holderOf(state, principal);
  const body = isObject(ctx.body) ? ctx.body : {};
  const allowed = called.some(({ spec, name }) => {
    const id = body[spec.idField] ?? ctx.form?.get(spec.idField);
    const hasId = id !== undefined && id !== null && String(id) !== '';
    return granted(operationGrant(spec, name, screensOf(state.registry), hasId), holder);
  });
  if (!allowed) return REFUSED;
  return otherTenantRefusal(state, ctx, principal, holder);
}

/**
 * Tenants are not a tenant's records, yet a tenant's own: a non-administrator reads only its own (the
 * shell names it), never another's.
 */
function otherTenantRefusal(
  state: SandboxState,
  ctx: RequestContext,
  principal: Principal | undefined,
  holder: Holder,
): Reply | undefined {
  const tenant = state.registry.tenant;
  if (!tenant || !principal?.userId || isAdministrator(holder)) return undefined;
  if (!ctx.path.startsWith(`${tenant.path}/`) || ctx.path === `${tenant.path}/info`) return undefined;
  const asked = [...ctx.query.entries()].filter(([key]) => key === 'tenantId' || key === tenant.idField);
  if (asked.length === 0) return REFUSED;
  const own = findRows(state.db, tenant, { tenantId: null, exact: { tenantId: principal.tenantId } })[0];
  const mine = (key: string, value: string) =>
    key === 'tenantId' ? value === principal.tenantId : own !== undefined && String(own.id) === value;
  return asked.every(([key, value]) => mine(key, value)) ? undefined : REFUSED;
}
