import type { Messages } from '../../i18n/types.ts';

/** The system module's own screens' texts (platform.md §4: users, departments, roles, menus, top menus, tenants). */
export const systemTexts = {
  'sys.role.grant': { zh: '权限设置', en: 'Permissions' },
  'sys.role.menu': { zh: '菜单权限', en: 'Menus' },
  'sys.role.dataScope': { zh: '数据权限', en: 'Data scopes' },
  'sys.role.apiScope': { zh: '接口权限', en: 'API scopes' },
  'sys.tree.addChild': { zh: '新增子项', en: 'Add child' },
  'sys.menu.addMenu': { zh: '新增菜单', en: 'Add a menu' },
  'sys.menu.addButton': { zh: '新增按钮', en: 'Add a button' },
  'sys.menu.scopes': { zh: '权限配置', en: 'Scopes' },
  'sys.menu.scopesOf': { zh: '{name} · 权限配置', en: 'Scopes of {name}' },
  'sys.user.deptTree': { zh: '机构树', en: 'Departments' },
  'sys.user.deptSearch': { zh: '输入关键字进行过滤', en: 'Filter departments' },
  'sys.user.allDepts': { zh: '全部', en: 'All' },
  'sys.user.grant': { zh: '角色配置', en: 'Grant roles' },
  'sys.user.reset': { zh: '密码重置', en: 'Reset password' },
  'sys.user.confirmReset': {
    zh: '确定将选择的 {count} 个账号密码重置为初始密码?',
    en: 'Reset the password of the {count} selected accounts to the initial password?',
  },
  'sys.user.platform': { zh: '平台配置', en: 'Platform' },
  'sys.user.otherPlatform': { zh: '其他', en: 'Other' },
  'sys.user.userExt': { zh: '用户拓展', en: 'User extension' },
  'sys.tenant.setting': { zh: '授权配置', en: 'Quota and expiry' },
  'sys.tenant.unlimited': { zh: '-1 表示不限制', en: '-1 means no limit' },
  'sys.tenant.datasource': { zh: '数据源配置', en: 'Data source' },
  'sys.topmenu.grant': { zh: '菜单配置', en: 'Menus' },
} as const satisfies Messages;
