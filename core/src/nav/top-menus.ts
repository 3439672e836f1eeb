import { type MenuItem, menuRoutes } from './menu.ts';

/** A top menu as the header lists it: its own page (a path), else its part of the menu. */
export interface TopMenuEntry {
  id: string;
  path: string;
}

/**
 * Whether the header offers a top menu to the signed-in user (platform.md §2.4, §6): one with a page of
 * its own when the user may open that page; another when its part of the user's menu (`routes?topMenuId=`,
 * the user's own menus under it, or a business area's as declared: declaredPart) holds a page the user may
 * open. `part` undefined: not read yet, as a top menu's part is read when it is first opened (platform.md
 * §2.4: "Clicking an item opens that menu"): offered, as the top-menu list has it.
 */
export function topMenuLeads(
  item: TopMenuEntry,
  part: readonly MenuItem[] | undefined,
  opens: (path: string) => boolean,
): boolean {
  if (item.path.startsWith('/')) return opens(item.path);
  return part === undefined || menuRoutes(part).some((route) => opens(route.path));
}

/** The top menus the header offers (topMenuLeads), in their order. */
export function usableTopMenus<T extends TopMenuEntry>(
  items: readonly T[],
  partOf: (id: string) => readonly MenuItem[] | undefined,
  opens: (path: string) => boolean,
): T[] {
  return items.filter((item) => topMenuLeads(item, partOf(item.id), opens));
}

/**
 * A business area's part of the user's menu as the declarations file it (business-areas.ts: an area's top
 * menu holds its modules' menus), read from the whole menu without asking the server: the entries opening
 * a screen of its `modules` (`moduleOf`: the module of a page), the groups above them kept. The shell
 * offers, follows and leaves out of 首页's sidebar the areas by it at sign-in; the part the server sends
 * is read when the area is opened.
 */
export function declaredPart(
  full: readonly MenuItem[],
  modules: readonly string[],
  moduleOf: (path: string) => string | undefined,
): MenuItem[] {
  const keep = (items: readonly MenuItem[]): MenuItem[] =>
    items.flatMap((item) => {
      if (item.children.length === 0) {
        const module = moduleOf(item.path);
        return module !== undefined && modules.includes(module) ? [item] : [];
      }
      const children = keep(item.children);
      return children.length > 0 ? [{ ...item, children }] : [];
    });
  return keep(full);
}

function heldIds(parts: readonly (readonly MenuItem[])[]): Set<string> {
  const ids = new Set<string>();
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      ids.add(item.id);
      walk(item.children);
    }
  };
  for (const part of parts) walk(part);
  return ids;
}

/**
 * The sidebar of the fixed home item (首页): the user's menu less what the given top menus hold (the
 * business areas': their modules are under their own top menu, not again below the system's menus in a
 * list of everything); a group left without entries is dropped. When they hold all of it (or there are
 * none), the whole menu.
 */
export function homeMenu(full: readonly MenuItem[], parts: readonly (readonly MenuItem[])[]): MenuItem[] {
  const held = heldIds(parts);
  // A group keeps what no top menu holds of it (a held group too: each menu stays in some sidebar).
  const rest = (items: readonly MenuItem[]): MenuItem[] =>
    items.flatMap((item) => {
      if (item.children.length === 0) return held.has(item.id) ? [] : [item];
      const children = rest(item.children);
      return children.length > 0 ? [{ ...item, children }] : [];
    });
  const left = rest(full);
  return left.length > 0 ? left : [...full];
}

/**
 * The top menu whose sidebar holds a page (the first of the offered ones, in their order), undefined when
 * none does (the home sidebar's): the shell follows the page opened by a shortcut or an address.
 */
export function topMenuHolding<T extends TopMenuEntry>(
  path: string,
  items: readonly T[],
  partOf: (id: string) => readonly MenuItem[] | undefined,
): T | undefined {
  return items.find((item) => {
    const part = partOf(item.id);
    return part !== undefined && menuRoutes(part).some((route) => route.path === path);
  });
}

/**
 * How many of the top menus the header shows in `room` pixels, in their order; the rest go under its
 * 更多 menu (platform.md §2.4: a top bar never overflows). All of them when they fit; otherwise as many
 * as fit beside the 更多 menu (`more` wide). `gap` separates two items.
 */
export function fittingTopMenus(widths: readonly number[], room: number, more: number, gap: number): number {
  const total = widths.reduce((sum, w, i) => sum + w + (i > 0 ? gap : 0), 0);
  if (total <= room) return widths.length;
  let used = more;
  let count = 0;
  for (const width of widths) {
    used += width + gap;
    if (used > room) break;
    count++;
  }
  return count;
}
