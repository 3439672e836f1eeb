/**
 * The modules' menus and buttons (core/src/modules/menus.ts) filed in the menu table with fixed ids, and
 * granted to the administrator role of tenant 000000 and the admin role of tenant 100001; in both tenants,
 * a top menu per business area (core/src/modules/business-areas.ts) holding its modules' menus.
 */
import type { DatabaseSync } from 'node:sqlite';
import { areaModules, BUSINESS_AREAS } from '../../core/src/modules/business-areas.ts';
import { MODULES } from '../../core/src/modules/index.ts';
import { type ModuleMenu, moduleMenus } from '../../core/src/modules/menus.ts';
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
  const menus = moduleMenus(modules);
  for (const m of menus) {
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
  seedAreaTopMenus(db, registry, menus, modules);
  if (!role) return;
  const grant = db.prepare('INSERT OR IGNORE INTO role_menu VALUES (?, ?)');
  for (const { tenantId, roleAlias } of MODULE_MENU_ROLES) {
    const roles = db
      .prepare(`SELECT id FROM ${tableOf(role)} WHERE tenant_id = ? AND ${jsonField('roleAlias')} = ?`)
      .all(tenantId, roleAlias) as { id: string }[];
    for (const r of roles) for (const id of ids) grant.run(r.id, id);
  }
}

/** A business area's top menu id in a tenant: the same on every fresh database. */
export const areaTopMenuId = (tenantId: string, code: string) =>
  `19${String(hash(`topmenu|${tenantId}|${code}`)).padStart(10, '0')}0000000`;

/**
 * The business areas' top menus (after the fixtures' 工作台, before 系统设置 and 资源), each holding the
 * menus of its modules (category 1: a top menu's part of the menu has no buttons), in the tenants that
 * see every module.
 */
function seedAreaTopMenus(
  db: DatabaseSync,
  registry: Registry,
  menus: readonly ModuleMenu[],
  modules: readonly ModuleSpec[],
): void {
  const topmenu = registry.topmenu;
  if (!topmenu) return;
  const hold = db.prepare('INSERT OR IGNORE INTO top_menu_setting VALUES (?, ?)');
  const rootOf = (menu: ModuleMenu): string => {
    let at = menu;
    while (at.parent) at = menus.find((m) => m.code === at.parent) ?? { ...at, parent: undefined };
    return at.code;
  };
  for (const { tenantId } of MODULE_MENU_ROLES) {
    BUSINESS_AREAS.forEach((area, index) => {
      const id = areaTopMenuId(tenantId, area.code);
      insertRow(
        db,
        topmenu,
        id,
        tenantId,
        {
          id,
          tenantId,
          code: area.code,
          name: area.text.zh,
          path: '',
          source: area.source,
          sort: AREA_SORT + index,
          status: 1,
          isDeleted: 0,
        },
        true,
      );
      const held = new Set(areaModules(area, modules).map((m) => m.name));
      for (const menu of menus)
        if (menu.category === 1 && held.has(rootOf(menu))) hold.run(id, moduleMenuId(menu.code));
    });
  }
}

/** The areas' sort: after 工作台 (1), before the platform's 系统设置 and 资源 (fixtures/sandbox/topmenu.json). */
const AREA_SORT = 2;
