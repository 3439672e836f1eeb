import { normalisePath, type RouteMeta } from './routes.ts';

/** One entry of the sidebar, read from `GET /blade-system/menu/routes` (platform.md §3 Menu). */
export interface MenuItem {
  id: string;
  label: string;
  path: string;
  icon: string;
  children: MenuItem[];
}

function asString(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/**
 * Normalise the menu forest BladeX sends (`name`, `path`, `source` for the icon, `children`; the console's
 * own shape uses `label`, `icon`). Anything that is not an object is dropped.
 */
export function readMenu(data: unknown): MenuItem[] {
  if (!Array.isArray(data)) return [];
  const items: MenuItem[] = [];
  for (const node of data) {
    if (node === null || typeof node !== 'object') continue;
    const raw = node as Record<string, unknown>;
    const path = asString(raw['path']);
    items.push({
      id: asString(raw['id']) || path,
      label: asString(raw['name']) || asString(raw['label']) || path,
      // Site paths are normalised; external addresses (https://…) are kept as they are.
      path: path.startsWith('/') ? normalisePath(path) : path,
      icon: asString(raw['source']) || asString(raw['icon']),
      children: readMenu(raw['children']),
    });
  }
  return items;
}

/** Routes of the leaves of the menu (pages inside the shell, titled with the menu label). */
export function menuRoutes(menu: readonly MenuItem[]): RouteMeta[] {
  const routes: RouteMeta[] = [];
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.children.length > 0) walk(item.children);
      else if (item.path && /^\/[^/]/.test(item.path))
        routes.push({ path: item.path, title: item.label, public: false, tab: true });
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
