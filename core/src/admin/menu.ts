import { childDraft } from '../admin-ui/lazy-tree.ts';
import type { Filters, Row } from '../crud/client.ts';

/** BladeX's menu categories (dictionary `menu_category`): a menu holds pages and buttons, a button nothing. */
export const MENU_CATEGORY = { menu: 1, button: 2 } as const;
export type MenuKind = keyof typeof MENU_CATEGORY;

/** A menu (not a button): it may have children, data scopes and API scopes. */
export function isMenu(row: Row): boolean {
  return Number(row.category) === MENU_CATEGORY.menu;
}

/** A menu or a button under a menu (add child), or a top-level menu. */
export function menuDraft(parentId: string | undefined, kind: MenuKind) {
  return childDraft(parentId, { category: String(MENU_CATEGORY[kind]) });
}

/** The data scopes or API scopes of one menu: its exact id (a LIKE on ids would match longer ids). */
export function menuScopeFilters(menuId: string): Filters {
  return { menuId_equal: menuId };
}
