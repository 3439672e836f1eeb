import { CONSOLE_MODULES } from '../modules/index.ts';
import { declaredScreen, detailScreenOf, relatedDetail } from '../modules/screens.ts';
import type { ModuleSpec, ScreenSpec } from '../modules/types.ts';
import { type ConsoleRoute, consoleRoute, HOME_PATHS, ROUTE_TABLE } from './route-table.ts';

/**
 * Every task reachable by clicking (platform.md §2.4): a route inside the shell is opened from the menu, from
 * the shell itself, or from a button of a screen that is itself reachable (a list's row or toolbar, a detail
 * page's record or related list). A route reachable only by typing its address is a dead end for the user.
 */

/** What the shell links to by itself: the home page (logo, 首页 tab) and the user menu's pages. */
export const SHELL_LINKS: readonly string[] = ['/home', '/info/index', '/info/tenantinfo'];

/**
 * The screens a module screen opens: its declared links; a list's (or tree's) rows open the entry's detail
 * page or the declared `opens`; a detail page's related lists open their entries' detail pages.
 */
export function screenLinks(
  module: ModuleSpec,
  screen: ScreenSpec,
  modules: readonly ModuleSpec[],
): string[] {
  const out = (screen.links ?? []).map((link) => link.path);
  if (screen.view === 'list' || screen.view === 'tree') {
    const detail = detailScreenOf(module.name, screen, modules);
    if (detail) out.push(detail.path);
    else if (screen.opens) out.push(screen.opens.path);
  }
  if (screen.view === 'detail')
    for (const related of screen.related ?? []) {
      const detail = relatedDetail(module, screen, related.resource);
      if (detail) out.push(detail.path);
    }
  return out;
}

/**
 * The routes of the table reachable by clicking from `entries` (the menu's paths and the shell's links): each
 * entry's route, then every route its screen opens, transitively. A landing page under another address
 * (/wel/index) is the home page.
 */
export function reachableRoutes(
  entries: Iterable<string>,
  table: readonly ConsoleRoute[] = ROUTE_TABLE,
  modules: readonly ModuleSpec[] = CONSOLE_MODULES,
): Set<string> {
  const reached = new Set<string>();
  const queue = [...entries];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const route = consoleRoute(path.replace(/:\w+/g, 'x'), table) ?? consoleRoute(path, table);
    if (!route || reached.has(route.path)) continue;
    reached.add(route.path);
    if (HOME_PATHS.has(route.path)) queue.push(...HOME_PATHS);
    const view = route.view;
    if (view.kind !== 'module') continue;
    const module = modules.find((m) => m.name === view.module);
    const screen = module ? declaredScreen(module.name, view.screen, modules) : undefined;
    if (module && screen) queue.push(...screenLinks(module, screen, modules));
  }
  return reached;
}

/** The routes inside the shell that no click reaches from `entries` (reachableRoutes). */
export function unreachableRoutes(
  entries: Iterable<string>,
  table: readonly ConsoleRoute[] = ROUTE_TABLE,
  modules: readonly ModuleSpec[] = CONSOLE_MODULES,
): ConsoleRoute[] {
  const reached = reachableRoutes(entries, table, modules);
  return table.filter((route) => !route.public && !reached.has(route.path));
}
