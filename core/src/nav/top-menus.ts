import { type MenuItem, menuRoutes } from './menu.ts';

/** A top menu as the header lists it: its own page (a path), else its part of the menu. */
export interface TopMenuEntry {
  id: string;
  path: string;
}

/**
 * Whether the header offers a top menu to the signed-in user (platform.md §2.4, §6): one with a page of
 * its own when the user may open that page; another when its part of the user's menu (`routes?topMenuId=`,
 * the user's own menus under it) holds a page the user may open. `part` undefined: not known yet (nothing
 * is offered meanwhile, as with buttons).
 */
export function topMenuLeads(
  item: TopMenuEntry,
  part: readonly MenuItem[] | undefined,
  opens: (path: string) => boolean,
): boolean {
  if (item.path.startsWith('/')) return opens(item.path);
  return part !== undefined && menuRoutes(part).some((route) => opens(route.path));
}

/** The top menus the header offers (topMenuLeads), in their order. */
export function usableTopMenus<T extends TopMenuEntry>(
  items: readonly T[],
  partOf: (id: string) => readonly MenuItem[] | undefined,
  opens: (path: string) => boolean,
): T[] {
  return items.filter((item) => topMenuLeads(item, partOf(item.id), opens));
}
