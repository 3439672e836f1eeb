import type { MenuItem } from './menu.ts';

/** A page found by the menu search: the leaf, its name as shown and the names of the groups above it. */
export interface MenuHit {
  item: MenuItem;
  name: string;
  trail: string[];
}

/**
 * Menu search (platform.md §2.4): the menu's pages whose name, as shown (`render` turns a menu's title
 * into the text of the current language), starts with `text`, case-insensitive, in menu order. An empty
 * text lists every page.
 */
export function searchMenu(
  menu: readonly MenuItem[],
  text: string,
  render: (title: string) => string = (title) => title,
): MenuHit[] {
  const needle = text.trim().toLowerCase();
  const hits: MenuHit[] = [];
  const walk = (items: readonly MenuItem[], trail: string[]) => {
    for (const item of items) {
      const name = render(item.title);
      if (item.children.length > 0) walk(item.children, [...trail, name]);
      else if (item.path && name.toLowerCase().startsWith(needle)) hits.push({ item, name, trail });
    }
  };
  walk(menu, []);
  return hits;
}

/**
 * Sidebar filtering (platform.md §2.4, §6): a raw menu node whose `meta.roles` is present and names none of
 * the user's roles is dropped, with its children. `roles` is the user's role names (a comma list is split).
 */
export function filterMenuByRoles(data: unknown, userRoles: string | readonly string[]): unknown[] {
  if (!Array.isArray(data)) return [];
  const mine = new Set(splitRoles(userRoles));
  const out: unknown[] = [];
  for (const node of data) {
    if (node === null || typeof node !== 'object') continue;
    const raw = node as Record<string, unknown>;
    const meta = raw['meta'];
    const wanted = meta && typeof meta === 'object' ? (meta as Record<string, unknown>)['roles'] : undefined;
    if (wanted !== undefined && wanted !== null) {
      const allowed = splitRoles(Array.isArray(wanted) ? wanted.map(String) : String(wanted));
      if (!allowed.some((role) => mine.has(role))) continue;
    }
    out.push(
      Array.isArray(raw['children'])
        ? { ...raw, children: filterMenuByRoles(raw['children'], userRoles) }
        : raw,
    );
  }
  return out;
}

function splitRoles(roles: string | readonly string[]): string[] {
  const list = typeof roles === 'string' ? roles.split(',') : roles;
  return list.map((role) => role.trim()).filter(Boolean);
}

/** Screen tiers by width (platform.md §9): ≥1200 → 3, ≥992 → 2, ≥768 → 1, else 0. */
export function screenTier(width: number): 0 | 1 | 2 | 3 {
  if (width >= 1200) return 3;
  if (width >= 992) return 2;
  if (width >= 768) return 1;
  return 0;
}
