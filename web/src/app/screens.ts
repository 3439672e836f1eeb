import { matchPath, type RouteMeta } from '@nbxt/core/nav/routes.ts';

/**
 * Screens inside the shell that the console provides, by route. `resource` names the registry entry of a
 * generic list screen or the key of a screen that extends it (web/src/crud/ResourceListScreen.tsx); the
 * menu from the server may title them differently and adds the routes it knows.
 */
export interface ScreenSpec {
  path: string;
  resource: string;
  /** Title key when the screen is not named after a registry entry. */
  title?: string;
}

export const SCREENS: readonly ScreenSpec[] = [
  { path: '/system/param', resource: 'param' },
  { path: '/system/user', resource: 'user' },
  { path: '/system/dept', resource: 'dept' },
  { path: '/system/post', resource: 'post' },
  { path: '/system/role', resource: 'role' },
  { path: '/system/menu', resource: 'menu' },
  { path: '/system/topmenu', resource: 'topmenu' },
  { path: '/system/dict', resource: 'dict' },
  { path: '/system/dictbiz', resource: 'dict-biz' },
  { path: '/dict-horizontal/index', resource: 'dict-horizontal', title: 'sys.dict.horizontal' },
  { path: '/dict-vertical/index', resource: 'dict-vertical', title: 'sys.dict.vertical' },
  { path: '/system/tenant', resource: 'tenant' },
  { path: '/system/client', resource: 'client' },
  { path: '/system/region', resource: 'region' },
  { path: '/authority/datascope', resource: 'data-scope' },
  { path: '/authority/apiscope', resource: 'api-scope' },
  { path: '/desk/notice', resource: 'notice' },
  { path: '/resource/oss', resource: 'oss' },
  { path: '/resource/attach', resource: 'attach' },
  { path: '/resource/sms', resource: 'sms' },
  { path: '/monitor/log/usual', resource: 'log-usual' },
  { path: '/monitor/log/api', resource: 'log-api' },
  { path: '/monitor/log/error', resource: 'log-error' },
  { path: '/tool/code', resource: 'code' },
  { path: '/tool/datasource', resource: 'datasource' },
  { path: '/report/reportlist', resource: 'report' },
  { path: '/info/index', resource: 'profile', title: 'shell.ui.userInfo' },
  { path: '/info/tenantinfo', resource: 'tenant-info', title: 'shell.ui.tenantInfo' },
  { path: '/work/start', resource: 'work-start' },
  { path: '/work/claim', resource: 'work-claim' },
  { path: '/work/todo', resource: 'work-todo' },
  { path: '/work/send', resource: 'work-send' },
  { path: '/work/done', resource: 'work-done' },
  { path: '/flow/model', resource: 'flow-model' },
  { path: '/flow/manager', resource: 'flow-manager' },
  { path: '/flow/follow', resource: 'flow-follow' },
];

/** Pages opened from a work list: patterns with parameters (platform.md §2.2), not menu screens. */
export const WORK_PAGES: readonly ScreenSpec[] = [
  {
    path: '/work/process/leave/form/:processDefinitionId',
    resource: 'leave-form',
    title: 'workflow.page.leaveForm',
  },
  {
    path: '/work/process/leave/handle/:taskId/:processInstanceId/:businessId',
    resource: 'leave-handle',
    title: 'workflow.page.leaveHandle',
  },
  {
    path: '/work/process/leave/detail/:processInstanceId/:businessId',
    resource: 'leave-detail',
    title: 'workflow.page.leaveDetail',
  },
];

export const SCREEN_ROUTES: readonly RouteMeta[] = [...SCREENS, ...WORK_PAGES].map((screen) => ({
  path: screen.path,
  title: screen.title ?? `resource.${screen.resource}`,
  public: false,
  tab: true,
}));

export function screenFor(path: string): ScreenSpec | undefined {
  return (
    SCREENS.find((screen) => screen.path === path) ??
    WORK_PAGES.find((screen) => matchPath(screen.path, path) !== undefined)
  );
}
