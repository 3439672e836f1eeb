import { IFRAME_ROUTE } from './iframe.ts';
import { type ConsoleRoute, consoleRoute, HOME_PATHS, ROUTE_TABLE } from './route-table.ts';
import { LOCK_PATH, normalisePath } from './routes.ts';

/**
 * Pages every signed-in user opens whatever the menu: home, one's profile and organisation, the lock page,
 * about and contacts, and the frame that shows a menu's external page.
 */
export const ALWAYS_OPEN: ReadonlySet<string> = new Set([
  ...HOME_PATHS,
  '/info/index',
  '/info/tenantinfo',
  LOCK_PATH,
  '/about',
  '/contacts',
  IFRAME_ROUTE,
]);

export type RouteAccess = 'open' | 'closed' | 'unknown';

/** A page a screen opens (a record's detail or form, a work item), not a menu's. */
const openedFromScreen = (route: ConsoleRoute): boolean =>
  route.view.kind === 'module' && route.view.screen.menu !== true;

/**
 * Who may open a route inside the shell (platform.md §2.2: the menu's routes are the user's): public and
 * always-open pages, and for an administrator every page; else the routes of the user's menu, and the pages
 * a screen opens when the menu holds a screen of their group. `menuPaths` undefined: the menu is not known
 * yet, and the answer waits for it where it needs it (`unknown`). Closed routes show the 403 page.
 */
export function routeAccess(
  path: string,
  user: { admin: boolean; menuPaths: ReadonlySet<string> | undefined },
  table: readonly ConsoleRoute[] = ROUTE_TABLE,
): RouteAccess {
  const route = consoleRoute(path, table);
  if (!route || route.public || ALWAYS_OPEN.has(route.path) || user.admin) return 'open';
  const { menuPaths } = user;
  if (!menuPaths) return 'unknown';
  if (menuPaths.has(normalisePath(path)) || menuPaths.has(route.path)) return 'open';
  if (!openedFromScreen(route) || route.group === undefined) return 'closed';
  const group = route.group;
  return table.some((other) => other.group === group && other !== route && menuPaths.has(other.path))
    ? 'open'
    : 'closed';
}
