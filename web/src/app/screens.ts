import { matchPath, type RouteMeta } from '@nbxt/core/nav/routes.ts';

/**
 * Route groups: the screens of a group load together, as one lazily loaded chunk
 * (web/src/screens/groups/<group>.tsx), so a user who opens one group downloads only what it needs.
 */
export type ScreenGroup =
  | 'lists'
  | 'system'
  | 'dict'
  | 'notice'
  | 'resource'
  | 'develop'
  | 'workflow'
  | 'profile';

/**
 * Screens inside the shell that the console provides, by route. `resource` names the registry entry of a
 * generic list screen or the key of a screen that extends it (in its group's module); the menu from the
 * server may title them differently and adds the routes it knows.
 */
export interface ScreenSpec {
  path: string;
  resource: string;
  group: ScreenGroup;
  /** Title key when the screen is not named after a registry entry. */
  title?: string;
}

export const SCREENS: readonly ScreenSpec[] = [
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
export const WORK_PAGES: readonly ScreenSpec[] = [
  {
    path: '/work/process/leave/form/:processDefinitionId',
    resource: 'leave-form',
    group: 'workflow',
    title: 'workflow.page.leaveForm',
  },
  {
    path: '/work/process/leave/handle/:taskId/:processInstanceId/:businessId',
    resource: 'leave-handle',
    group: 'workflow',
    title: 'workflow.page.leaveHandle',
  },
  {
    path: '/work/process/leave/detail/:processInstanceId/:businessId',
    resource: 'leave-detail',
    group: 'workflow',
    title: 'workflow.page.leaveDetail',
  },
];

export const SCREEN_ROUTES: readonly RouteMeta[] = /* @__PURE__ */ [...SCREENS, ...WORK_PAGES].map(
  (screen) => ({
    path: screen.path,
    title: screen.title ?? `resource.${screen.resource}`,
    public: false,
    tab: true,
  }),
);

export function screenFor(path: string): ScreenSpec | undefined {
  return (
    SCREENS.find((screen) => screen.path === path) ??
    WORK_PAGES.find((screen) => matchPath(screen.path, path) !== undefined)
  );
}

/** The signed-in landing pages: inside the shell, the home page. */
export const HOME_PATHS: ReadonlySet<string> = new Set([
  '/home',
  '/payslip',
  '/dbh',
  '/wel/index',
  '/wel/dashboard',
]);

/** The route group whose code a page inside the shell loads: its screen's, `home` for the landing pages. */
export function routeGroup(path: string): string | undefined {
  return screenFor(path)?.group ?? (HOME_PATHS.has(path) ? 'home' : undefined);
}
