/**
 * Button permissions on the server side (platform.md §6; the console is not the security boundary):
 * - every list's buttons exist as menus (category 2), named as Saber names them (core's button-codes.ts):
 *   the standard ones of every registry entry and its toolbar, row and import operations; those the
 *   fixtures and the modules' menus lack are filed under their list's menu and granted to the roles that
 *   see every module (module-menus.ts);
 * - a role with a partial grant and a user in it (`clerk` / `123456`, phone 13800000009): parameters it
 *   may view and add, customers it may view, edit and transfer — nothing else;
 * - a call that needs a button (submit adds or edits, remove deletes, an operation its own) is refused to
 *   a non-administrator whose roles lack it, as BladeX's @PreAuth refuses: HTTP 401 请求未授权.
 */
import type { DatabaseSync } from 'node:sqlite';
import { menuMessages } from '../../core/src/i18n/messages/menu.ts';
import { MODULES } from '../../core/src/modules/index.ts';
import { screenMenuCode } from '../../core/src/modules/menus.ts';
import { operationsWithRole } from '../../core/src/resources/roles.ts';
import type { Registry, ResourceSpec } from '../../core/src/resources/types.ts';
import {
  callButtonCode,
  menuCodeOf,
  operationButtonCode,
  type StandardButton,
  standardButtonCode,
  standardButtons,
} from '../../core/src/session/button-codes.ts';
import { hashPlainPassword } from './auth.ts';
import type { Principal, RequestContext, SandboxState } from './context.ts';
import { hash } from './generate.ts';
import { MODULE_MENU_ROLES } from './module-menus.ts';
import { matchOperation } from './operations.ts';
import { isObject } from './resources.ts';
import { ADMIN_TENANT, findRows, insertRow, type Row } from './store.ts';
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

const buttonText = (button: StandardButton) => menuMessages[`menu.button.${button}`].zh;

const buttonId = (code: string) => `19${String(hash(`button|${code}`)).padStart(10, '0')}0000000`;

/** The buttons an entry's list shows, with their texts: standard ones, then its operations'. */
function buttonsOf(spec: ResourceSpec): { code: string; name: string; action: number }[] {
  const standard = standardButtons(spec).map((b) => ({
    code: standardButtonCode(spec, b),
    name: buttonText(b),
    action: b === 'add' ? 1 : b === 'delete' ? 3 : 2,
  }));
  const operations = operationsWithRole(spec, 'toolbar', 'rows', 'row', 'import').map(([name, op]) => ({
    code: operationButtonCode(spec, name),
    name: op.text?.zh ?? name,
    action: op.role === 'row' ? 2 : 1,
  }));
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
  insertRow(
    db,
    role,
    CLERK_ROLE_ID,
    ADMIN_TENANT,
    {
      id: CLERK_ROLE_ID,
      tenantId: ADMIN_TENANT,
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
  for (const code of CLERK_GRANT) {
    const row = byCode.get(code);
    if (row) grant.run(CLERK_ROLE_ID, String(row.id));
  }
  insertRow(
    db,
    user,
    CLERK_USER_ID,
    ADMIN_TENANT,
    {
      id: CLERK_USER_ID,
      tenantId: ADMIN_TENANT,
      account: CLERK.account,
      password: hashPlainPassword(CLERK.password),
      name: '信息员',
      realName: '赵信',
      email: 'clerk@example.com',
      phone: CLERK.phone,
      sex: 1,
      roleId: CLERK_ROLE_ID,
      deptId: '1123598813738675201',
      postId: '',
      createTime: now,
      updateTime: now,
      status: 1,
      isDeleted: 0,
    },
    true,
  );
}

function grantedCodes(state: SandboxState, roleIds: readonly string[]): Set<string> {
  const menu = state.registry.menu;
  if (!menu || roleIds.length === 0) return new Set();
  const ids = new Set<string>();
  for (const roleId of roleIds)
    for (const r of state.db.prepare('SELECT menu_id FROM role_menu WHERE role_id = ?').all(roleId) as {
      menu_id: string;
    }[])
      ids.add(r.menu_id);
  return new Set(
    findRows(state.db, menu, { tenantId: null })
      .filter((m) => ids.has(String(m.id)))
      .map((m) => String(m.code)),
  );
}

/** A button exists for this code (a code no menu declares governs nothing). */
function declared(state: SandboxState, code: string): boolean {
  const menu = state.registry.menu;
  return menu !== undefined && findRows(state.db, menu, { tenantId: null, exact: { code } }).length > 0;
}

/** The refusal of a call the caller's roles hold no button for, or undefined when it may go. */
export function buttonRefusal(
  state: SandboxState,
  ctx: RequestContext,
  principal: Principal,
): Reply | undefined {
  // BladeX's administrators (`administrator`) and a tenant's administrator (`admin`) hold every button.
  if (principal.administrator || principal.roleAliases.includes('admin')) return undefined;
  const found = matchOperation(state.registry, ctx.method, ctx.path);
  if (!found || found === 'wrongMethod') return undefined;
  const { spec, name } = found.entry;
  const body = isObject(ctx.body) ? ctx.body : {};
  const id = body[spec.idField] ?? ctx.form?.get(spec.idField);
  const code = found.entry.standard
    ? callButtonCode(spec, name, id !== undefined && id !== null && String(id) !== '')
    : Object.hasOwn(spec.operations, name)
      ? operationButtonCode(spec, name)
      : undefined;
  if (!code || !declared(state, code) || grantedCodes(state, principal.roleIds).has(code)) return undefined;
  return { status: 401, body: { code: 401, success: false, data: null, msg: MSG.unauthorized } };
}
