import { menuTitle } from './menu-title.ts';
import { normalisePath, type RouteMeta } from './routes.ts';

/** One entry of the sidebar, read from `GET /blade-system/menu/routes` (platform.md §3 Menu). */
export interface MenuItem {
  id: string;
  /** The name the server sends. */
  label: string;
  /** What to show: a message key when the catalogue translates this menu, else the label (menu-title.ts). */
  title: string;
  path: string;
  icon: string;
  /** Where the entry opens (`_blank`: a new window), from the entry's `target` or `meta.target`. */
  target?: string;
  children: MenuItem[];
}

function asString(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/**
 * Normalise the menu forest BladeX sends (`name`, `path`, `source` for the icon, `code`, `meta.i18n`,
 * `children`; the console's own shape uses `label`, `icon`). Anything that is not an object is dropped.
 */
export function readMenu(data: unknown): MenuItem[] {
  if (!Array.isArray(data)) return [];
  const items: MenuItem[] = [];
  for (const node of data) {
    if (node === null || typeof node !== 'object') continue;
    const raw = node as Record<string, unknown>;
    const path = asString(raw['path']);
    const label = asString(raw['name']) || asString(raw['label']) || path;
    const meta =
      raw['meta'] !== null && typeof raw['meta'] === 'object' ? (raw['meta'] as Record<string, unknown>) : {};
    const target = asString(raw['target']) || asString(meta['target']);
    items.push({
      ...(target && target !== '_self' ? { target } : {}),
      id: asString(raw['id']) || path,
      label,
      title: menuTitle('menu', asString(meta['i18n']) || asString(raw['code']), label),
      // Site paths are normalised; external addresses (https://…) are kept as they are.
      path: path.startsWith('/') ? normalisePath(path) : path,
      icon: asString(raw['source']) || asString(raw['icon']),
      children: readMenu(raw['children']),
    });
  }
  return items;
}

/** Routes of the leaves of the menu (pages inside the shell, titled as the menu is). */
export function menuRoutes(menu: readonly MenuItem[]): RouteMeta[] {
  const routes: RouteMeta[] = [];
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.children.length > 0) walk(item.children);
      else if (item.path && /^\/[^/]/.test(item.path))
        routes.push({ path: item.path, title: item.title, public: false, tab: true });
    }
  };
  walk(menu);
  return routes;
}

/** The chain of menu ids leading to the item whose path is `path` (to open the sidebar's groups). */
export function menuTrail(menu: readonly MenuItem[], path: string): string[] {
  const target = normalisePath(path);
  for (const item of menu) {
    if (item.children.length === 0 && item.path === target) return [item.id];
    const inner = menuTrail(item.children, target);
    if (inner.length > 0) return [item.id, ...inner];
  }
  return [];
}
