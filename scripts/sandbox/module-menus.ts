/**
 * The modules' menus and buttons (core/src/modules/menus.ts) filed in the menu table with fixed ids, and
 * granted to the administrator role of tenant 000000 and the admin role of tenant 100001.
 */
import type { DatabaseSync } from 'node:sqlite';
import { MODULES } from '../../core/src/modules/index.ts';
import { moduleMenus } from '../../core/src/modules/menus.ts';
import type { ModuleSpec } from '../../core/src/modules/types.ts';
import type { Registry } from '../../core/src/resources/types.ts';
import { jsonField } from './filters.ts';
import { hash } from './generate.ts';
import { ADMIN_TENANT, insertRow, tableOf } from './store.ts';

/** The roles that see every module: tenant and role alias. */
export const MODULE_MENU_ROLES = [
  { tenantId: ADMIN_TENANT, roleAlias: 'administrator' },
  { tenantId: '100001', roleAlias: 'admin' },
] as const;

/** A menu's id from its code: the same on every fresh database. */
export const moduleMenuId = (code: string) => `18${String(hash(`menu|${code}`)).padStart(10, '0')}0000000`;

export function seedModuleMenus(
  db: DatabaseSync,
  registry: Registry,
  now: string,
  modules: readonly ModuleSpec[] = MODULES,
): void {
  const menu = registry.menu;
  const role = registry.role;
  if (!menu) return;
  const ids: string[] = [];
  for (const m of moduleMenus(modules)) {
    const id = moduleMenuId(m.code);
    ids.push(id);
    insertRow(
      db,
      menu,
      id,
      ADMIN_TENANT,
      {
        id,
        parentId: m.parent ? moduleMenuId(m.parent) : '0',
        code: m.code,
        name: m.text.zh,
        alias: m.alias,
        path: m.path,
        source: m.source,
        category: m.category,
        action: m.action,
        sort: m.sort,
        isOpen: 1,
        remark: '',
        createTime: now,
        updateTime: now,
        status: 1,
        isDeleted: 0,
      },
      true,
    );
  }
  if (!role) return;
  const grant = db.prepare('INSERT OR IGNORE INTO role_menu VALUES (?, ?)');
  for (const { tenantId, roleAlias } of MODULE_MENU_ROLES) {
    const roles = db
      .prepare(`SELECT id FROM ${tableOf(role)} WHERE tenant_id = ? AND ${jsonField('roleAlias')} = ?`)
      .all(tenantId, roleAlias) as { id: string }[];
    for (const r of roles) for (const id of ids) grant.run(r.id, id);
  }
}
