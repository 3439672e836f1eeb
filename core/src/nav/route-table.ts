import { moduleScreenTitle } from '../modules/screen-titles.ts';
import { MODULE_SCREENS } from '../modules/screens.data.ts';
import type { ModuleScreens, RouteScreen } from '../modules/types.ts';
import { IFRAME_ROUTE } from './iframe.ts';
import { findRoute, HOME_PATH, LOCK_PATH, LOGIN_PATH, PUBLIC_ROUTES, type RouteMeta } from './routes.ts';

/**
 * The console's one route table: the platform's pages and screens, every module screen (core/src/modules)
 * and the routes the specs name that no module renders yet. Web maps what each route renders to its
 * components; guard, tabs, preloading and the build's route groups read the rest from here.
 */

/**
 * Route groups of the platform's screens: the screens of a group load together, as one lazily loaded chunk
 * (web/src/screens/groups/<group>.tsx). A module's screens are the route group named after the module.
 */
export type PlatformGroup =
  | 'lists'
  | 'system'
  | 'dict'
  | 'notice'
  | 'resource'
  | 'develop'
  | 'workflow'
  | 'profile';

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
  | 'test'
  /** A route of the spec that no module renders yet: the "later version" page. */
  | 'pending';

/** What renders a route. */
export type RouteView =
  | { kind: 'page'; page: PageKey }
  /** A platform screen of a group: a registry entry's generic list or a screen of the group's own, by key. */
  | { kind: 'screen'; group: PlatformGroup; key: string }
  | { kind: 'module'; module: string; screen: RouteScreen };

export interface ConsoleRoute extends RouteMeta {
  /** The route group whose code the route loads (none: a page outside the groups). */
  group: string | undefined;
  view: RouteView;
}

/**
 * A screen inside the shell that the platform provides. `resource` names the registry entry of a generic
 * list screen or the key of a screen that extends it (in its group's file).
 */
export interface PlatformScreen {
  path: string;
  resource: string;
  group: PlatformGroup;
  /** Title key when the screen is not named after a registry entry. */
  title?: string;
  /** The screens whose rows open this page (a work list's row opens a leave page). */
  openedFrom?: readonly string[];
}

export const SCREENS: readonly PlatformScreen[] = [
  { path: '/system/param', resource: 'param', group: 'lists' },
  { path: '/system/user', resource: 'user', group: 'system' },
  { path: '/system/dept', resource: 'dept', group: 'system' },
  { path: '/system/post', resource: 'post', group: 'lists' },
  { path: '/system/role', resource: 'role', group: 'system' },
  { path: '/system/menu', resource: 'menu', group: 'system' },
  { path: '/system/topmenu', resource: 'topmenu', group: 'system' },
  { path: '/system/dict', resource: 'dict', group: 'dict' },
  { path: '/system/dictbiz', resource: 'dict-biz', group: 'dict' },
  {
    path: '/dict-horizontal/index',
    resource: 'dict-horizontal',
    group: 'dict',
    title: 'sys.dict.horizontal',
  },
  { path: '/dict-vertical/index', resource: 'dict-vertical', group: 'dict', title: 'sys.dict.vertical' },
  { path: '/system/tenant', resource: 'tenant', group: 'system' },
  { path: '/system/client', resource: 'client', group: 'lists' },
  { path: '/system/region', resource: 'region', group: 'system' },
  { path: '/authority/datascope', resource: 'data-scope', group: 'lists' },
  { path: '/authority/apiscope', resource: 'api-scope', group: 'lists' },
  { path: '/desk/notice', resource: 'notice', group: 'notice' },
  { path: '/resource/oss', resource: 'oss', group: 'resource' },
  { path: '/resource/attach', resource: 'attach', group: 'resource' },
  { path: '/resource/sms', resource: 'sms', group: 'resource' },
  { path: '/monitor/log/usual', resource: 'log-usual', group: 'develop' },
  { path: '/monitor/log/api', resource: 'log-api', group: 'develop' },
  { path: '/monitor/log/error', resource: 'log-error', group: 'develop' },
  { path: '/tool/code', resource: 'code', group: 'develop' },
  { path: '/tool/datasource', resource: 'datasource', group: 'develop' },
  { path: '/report/reportlist', resource: 'report', group: 'lists' },
  { path: '/info/index', resource: 'profile', group: 'profile', title: 'shell.ui.userInfo' },
  { path: '/info/tenantinfo', resource: 'tenant-info', group: 'profile', title: 'shell.ui.tenantInfo' },
  { path: '/work/start', resource: 'work-start', group: 'workflow' },
  { path: '/work/claim', resource: 'work-claim', group: 'workflow' },
  { path: '/work/todo', resource: 'work-todo', group: 'workflow' },
  { path: '/work/send', resource: 'work-send', group: 'workflow' },
  { path: '/work/done', resource: 'work-done', group: 'workflow' },
  { path: '/flow/model', resource: 'flow-model', group: 'workflow' },
  { path: '/flow/manager', resource: 'flow-manager', group: 'workflow' },
  { path: '/flow/follow', resource: 'flow-follow', group: 'workflow' },
];

/** Pages opened from a work list: patterns with parameters (platform.md §2.2), not menu screens. */
export const WORK_PAGES: readonly PlatformScreen[] = [
  {
    path: '/work/process/leave/form/:processDefinitionId',
    resource: 'leave-form',
    group: 'workflow',
    title: 'workflow.page.leaveForm',
    openedFrom: ['/work/start'],
  },
  {
    path: '/work/process/leave/handle/:taskId/:processInstanceId/:businessId',
    resource: 'leave-handle',
    group: 'workflow',
    title: 'workflow.page.leaveHandle',
    openedFrom: ['/work/todo'],
  },
  {
    path: '/work/process/leave/detail/:processInstanceId/:businessId',
    resource: 'leave-detail',
    group: 'workflow',
    title: 'workflow.page.leaveDetail',
    openedFrom: ['/work/todo', '/work/claim', '/work/send', '/work/done'],
  },
];

const screenTitle = (screen: PlatformScreen) => screen.title ?? `resource.${screen.resource}`;

/** The platform's screens as routes (the shell's menu when the server's cannot be read, home's shortcuts). */
export const SCREEN_ROUTES: readonly RouteMeta[] = /* @__PURE__ */ [...SCREENS, ...WORK_PAGES].map(
  (screen) => ({ path: screen.path, title: screenTitle(screen), public: false, tab: true }),
);

/** The signed-in landing pages: inside the shell, the home page. */
export const HOME_PATHS: ReadonlySet<string> = new Set([
  HOME_PATH,
  '/payslip',
  '/dbh',
  '/wel/index',
  '/wel/dashboard',
]);

/** Where each public page of platform.md §2.1 that the platform renders itself goes; the others are pending. */
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

/**
 * Areas of the specs' routes inside the shell that no module renders yet, titled by their area
 * (`console.area.<first segment>`): they open the "later version" page rather than sending the user away.
 */
const PENDING_ROUTES: readonly string[] = [
  '/chat/index',
  '/authority/module/moreList',
  '/authority/module/:module',
  '/authorityArea/module/:module',
  // business-modules.md §2
  ...[
    'nbxtAddContract',
    'nbxtContractDetail',
    'nbxtSelectAddress',
    'contractServeRecords',
    'contractAddService',
    'contractServeRecordsVerify',
  ].map((name) => `/contractLibrary/${name}`),
  ...[
    'nbxtSafetyProdDangerSourceIdentify',
    'nbxtSafetyProdHiddenIdentify',
    'nbxtSafetyProdInsuranceTenant',
  ].map((name) => `/safetyProd/${name}`),
  ...[
    'taskDesign',
    'launchTaskDetails',
    'launchTaskList',
    'updateRecord',
    'launchTask',
    'taskRecord',
    'modifyRecord',
    'toFinish',
    'finishDetails',
    'authorizeEdit',
  ].map((name) => `/taskSystem/${name}`),
  ...[
    'complainDetail',
    'replyDetail',
    'monitorDetail',
    'monitorMemberList',
    'monitorListDetail',
    'contractServeRecords',
    'contractAddService',
  ].map((name) => `/monitor/${name}`),
  ...[
    'epidemicInfo',
    'mobileNumberImport',
    'areaImport',
    'epidemicAddress',
    'dispatchManagement/dispatchList',
    'modulationManagement/modulationList',
    'modulationManagement/helpFillInForm',
  ].map((name) => `/epidemic/${name}`),
  '/payslip/payslipRecordDetail',
  '/merchant/merchantInfo',
  '/merchant/merchantInspect',
  ...['classifyApplication', 'refuseClassify', 'panel', 'refuseClassifyData', 'releateTenant'].map(
    (name) => `/refuseClassify/${name}`,
  ),
  '/labor/laborInspectionInfo',
  // forms-and-survey.md §2.1
  ...['nbxtapplication', 'nbxtapplicationform', 'nbxtapplicationformdata', 'nbxtAppPermission'].map(
    (name) => `/app/${name}`,
  ),
  ...['nbxtToolApp', 'nbxtToolAppForm', 'nbxtToolAppFormData', 'designer'].map((name) => `/toolApp/${name}`),
  ...[
    'lowIncomeAddModel',
    'lowIncomeDataList',
    'lowIncomeReportDetail',
    'lowIncomeVersionDetail',
    'otherPoorPeopleDetail',
    'HouseholdDetail',
    'questionnaire/:id',
    'questionnaireModify',
    'questionnaireView',
    'dataSourcesModify',
    'dataSourceNew',
    'dataSourceRecord',
    'dataSourceRecordView',
    'dataSourceView',
    'lowIncomeSearch',
    'reportPrint',
  ].map((name) => `/lowIncome/${name}`),
];

/** Title key of a pending route: its area's name. */
export const areaTitle = (path: string): string => `console.area.${path.split('/')[1] ?? ''}`;

const platformRoutes = (): ConsoleRoute[] => [
  ...PUBLIC_ROUTES.map((route) => {
    const page = PUBLIC_PAGES[route.path] ?? 'pending';
    return {
      ...route,
      group: page === 'home' ? HOME_GROUP : undefined,
      view: { kind: 'page', page },
    } as const;
  }),
  ...[...SCREENS, ...WORK_PAGES].map(
    (screen): ConsoleRoute => ({
      path: screen.path,
      title: screenTitle(screen),
      public: false,
      tab: true,
      group: screen.group,
      view: { kind: 'screen', group: screen.group, key: screen.resource },
    }),
  ),
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
export function moduleRoutes(modules: readonly ModuleScreens[] = MODULE_SCREENS): ConsoleRoute[] {
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
 * The table, in the order routes are matched: a module screen wins over the pending entry of the same path
 * (and over a public page of §2.1 that the platform does not render itself).
 */
export function routeTable(modules: readonly ModuleScreens[] = MODULE_SCREENS): ConsoleRoute[] {
  const platform = platformRoutes();
  const own = moduleRoutes(modules);
  const taken = (path: string) => own.some((route) => route.path === path);
  const pending = PENDING_ROUTES.map(
    (path): ConsoleRoute => ({
      path,
      title: areaTitle(path),
      public: false,
      tab: true,
      group: undefined,
      view: { kind: 'page', page: 'pending' },
    }),
  );
  const isPending = (route: ConsoleRoute) => route.view.kind === 'page' && route.view.page === 'pending';
  return [
    ...platform.filter((route) => !(isPending(route) && taken(route.path))),
    ...own,
    ...pending.filter((route) => !taken(route.path)),
  ];
}

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
