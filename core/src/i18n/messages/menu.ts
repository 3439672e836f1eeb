import type { Messages } from '../types.ts';

/**
 * Names of the menus (`menu.<code>`) and top menus (`topmenu.<code>`) the server sends, in every language
 * (platform.md §2.4: the sidebar, tabs, menu search and page titles show them). The server's name stays
 * the source of truth: a menu is shown through this catalogue only while its name is the zh text here
 * (core/src/nav/menu-title.ts), as the original's generateTitle(name, meta.i18n) did.
 */
export const menuMessages = {
  'menu.desk': { zh: '工作台', en: 'Workbench' },
  'menu.notice': { zh: '通知公告', en: 'Notices' },
  'menu.system': { zh: '系统管理', en: 'System' },
  'menu.user': { zh: '用户管理', en: 'Users' },
  'menu.dept': { zh: '机构管理', en: 'Departments' },
  'menu.post': { zh: '岗位管理', en: 'Posts' },
  'menu.dict': { zh: '系统字典', en: 'System dictionary' },
  'menu.dictbiz': { zh: '业务字典', en: 'Business dictionary' },
  'menu.menu': { zh: '菜单管理', en: 'Menus' },
  'menu.topmenu': { zh: '顶部菜单', en: 'Top menus' },
  'menu.param': { zh: '参数管理', en: 'Parameters' },
  'menu.tenant': { zh: '租户管理', en: 'Tenants' },
  'menu.client': { zh: '应用管理', en: 'Clients' },
  'menu.role': { zh: '角色管理', en: 'Roles' },
  'menu.region': { zh: '行政区划', en: 'Regions' },
  'menu.authority': { zh: '权限管理', en: 'Authority' },
  'menu.datascope': { zh: '数据权限', en: 'Data scopes' },
  'menu.apiscope': { zh: '接口权限', en: 'API scopes' },
  'menu.monitor': { zh: '系统监控', en: 'Monitoring' },
  'menu.log': { zh: '日志管理', en: 'Logs' },
  'menu.log_usual': { zh: '通用日志', en: 'General logs' },
  'menu.log_api': { zh: '接口日志', en: 'API logs' },
  'menu.log_error': { zh: '错误日志', en: 'Error logs' },
  'menu.resource': { zh: '资源管理', en: 'Resources' },
  'menu.oss': { zh: '对象存储', en: 'Object storage' },
  'menu.attach': { zh: '附件管理', en: 'Attachments' },
  'menu.sms': { zh: '短信配置', en: 'SMS' },
  'topmenu.home': { zh: '工作台', en: 'Workbench' },
  'topmenu.system': { zh: '系统设置', en: 'Settings' },
  'topmenu.resource': { zh: '资源', en: 'Resources' },
  'topmenu.street': { zh: '街道工作', en: 'Street work' },
} as const satisfies Messages;
