import { moduleScreenTitle } from '../modules/screen-titles.ts';
import { MODULE_SCREENS, PLATFORM_SCREENS } from '../modules/screens.data.ts';
import type { ModuleScreens, RouteScreen } from '../modules/types.ts';
import { IFRAME_ROUTE } from './iframe.ts';
import { findRoute, HOME_PATH, LOCK_PATH, LOGIN_PATH, PUBLIC_ROUTES, type RouteMeta } from './routes.ts';

/**
 * The console's one route table: the platform's pages and every module's screens (core/src/modules, the
 * platform's own screens among them: core/src/modules/platform). Web maps what each route renders to its
 * components; guard, tabs, preloading and the build's route groups read the rest from here.
 */

/** The route group of the signed-in landing pages (the shell and the home page). */
export const HOME_GROUP = 'home';

/** Pages of the console outside the screen groups (web/src/pages). */
export type PageKey =
  | 'login'
  | 'register'
  | 'registerSuccess'
  | 'lock'
  | 'error'
  | 'home'
  | 'iframe'
  | 'about'
  | 'contacts'
  | 'test';

/** What renders a route: a page of the console's own, or a module's screen (the platform's are modules too). */
export type RouteView =
  | { kind: 'page'; page: PageKey }
  | { kind: 'module'; module: string; screen: RouteScreen };

export interface ConsoleRoute extends RouteMeta {
  /** The route group whose code the route loads (none: a page outside the groups). */
  group: string | undefined;
  view: RouteView;
}

/** Every module's screens as routing needs them: the platform's, then the business and forms modules'. */
const CONSOLE_SCREENS: readonly ModuleScreens[] = [...PLATFORM_SCREENS, ...MODULE_SCREENS];

/**
 * The platform's menu screens as routes (the shell's menu when the server's cannot be read, home's
 * shortcuts): those opened by their address alone, not the pages a work list opens with parameters.
 */
export const SCREEN_ROUTES: readonly RouteMeta[] = /* @__PURE__ */ PLATFORM_SCREENS.flatMap((module) =>
  module.screens
    .filter((screen) => !screen.path.includes(':'))
    .map((screen) => ({
      path: screen.path,
      title: moduleScreenTitle(module.name, screen),
      public: false,
      tab: true,
    })),
);

/** The signed-in landing pages: inside the shell, the home page. */
export const HOME_PATHS: ReadonlySet<string> = new Set([
  HOME_PATH,
  '/payslip',
  '/dbh',
  '/wel/index',
  '/wel/dashboard',
]);

/** What each public page of platform.md §2.1 that the platform renders itself is. */
const PUBLIC_PAGES: Record<string, PageKey> = {
  [LOGIN_PATH]: 'login',
  '/register': 'register',
  '/register/success': 'registerSuccess',
  [LOCK_PATH]: 'lock',
  '/403': 'error',
  '/404': 'error',
  '/500': 'error',
  [HOME_PATH]: 'home',
  '/payslip': 'home',
  '/dbh': 'home',
  '/about': 'about',
  '/contacts': 'contacts',
  [IFRAME_ROUTE]: 'iframe',
};

const platformRoutes = (): ConsoleRoute[] => [
  ...PUBLIC_ROUTES.map((route): ConsoleRoute => {
    const page = PUBLIC_PAGES[route.path];
    if (!page) throw new Error(`public route ${route.path} renders no page`);
    return { ...route, group: page === 'home' ? HOME_GROUP : undefined, view: { kind: 'page', page } };
  }),
  shellPage('/wel/index', 'shell.ui.wel', 'home'),
  shellPage('/wel/dashboard', 'shell.ui.dashboard', 'home'),
  shellPage('/test/index', 'console.test.title', 'test'),
];

function shellPage(path: string, title: string, page: PageKey): ConsoleRoute {
  return {
    path,
    title,
    public: false,
    tab: true,
    group: page === 'home' ? HOME_GROUP : undefined,
    view: { kind: 'page', page },
  };
}

/** The routes of the modules' screens: public ones outside the shell, the others inside it with a tab. */
export function moduleRoutes(modules: readonly ModuleScreens[] = CONSOLE_SCREENS): ConsoleRoute[] {
  return modules.flatMap((module) =>
    module.screens.map(
      (screen): ConsoleRoute => ({
        path: screen.path,
        title: moduleScreenTitle(module.name, screen),
        public: screen.public === true,
        tab: screen.public !== true,
        group: module.name,
        view: { kind: 'module', module: module.name, screen },
      }),
    ),
  );
}

/**
 * The table: the platform's pages, then every module's screens (the platform's modules first). Each path
 * has one declaration: two claiming one path is an error, not a silent shadow.
 */
export function routeTable(modules: readonly ModuleScreens[] = CONSOLE_SCREENS): ConsoleRoute[] {
  const table = [...platformRoutes(), ...moduleRoutes(modules)];
  const seen = new Map<string, ConsoleRoute>();
  for (const route of table) {
    const other = seen.get(route.path);
    if (other)
      throw new Error(`route ${route.path} is declared twice (${claimant(other)}, ${claimant(route)})`);
    seen.set(route.path, route);
  }
  return table;
}

/** Who declares a route: its module, else the page it renders. */
const claimant = (route: ConsoleRoute) =>
  route.view.kind === 'module' ? `module ${route.view.module}` : `page ${route.view.page}`;

export const ROUTE_TABLE: readonly ConsoleRoute[] = /* @__PURE__ */ routeTable();

/** The table's route of a path (its pattern matching), if any. */
export function consoleRoute(
  path: string,
  table: readonly ConsoleRoute[] = ROUTE_TABLE,
): ConsoleRoute | undefined {
  return findRoute(table, path) as ConsoleRoute | undefined;
}

/** The route group whose code a path loads: its screen's group, `home` for the landing pages. */
export function routeGroup(path: string, table: readonly ConsoleRoute[] = ROUTE_TABLE): string | undefined {
  return consoleRoute(path, table)?.group;
}

/** Every route group of the table: the platform's, `home`, and one per module with screens. */
export function routeGroups(table: readonly ConsoleRoute[] = ROUTE_TABLE): string[] {
  return [...new Set(table.flatMap((route) => (route.group ? [route.group] : [])))];
}
