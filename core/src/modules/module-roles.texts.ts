import type { Messages } from '../i18n/types.ts';

/** The module roles' own screens' texts. */
export const moduleRolesTexts = {
  'moduleRole.roles': { zh: '角色', en: 'Roles' },
  'moduleRole.areas': { zh: '区域', en: 'Areas' },
  'moduleRole.grant': { zh: '菜单授权', en: 'Grant menus' },
  'moduleRole.grantTree': { zh: '可授权菜单', en: 'Menus to grant' },
  'moduleRole.tenants': { zh: '租户', en: 'Tenants' },
  'moduleRole.tenantSearch': { zh: '租户名称', en: 'Tenant name' },
  'moduleRole.addTenant': { zh: '添加租户', en: 'Add tenant' },
  'moduleRole.tenantId': { zh: '租户ID', en: 'Tenant id' },
  'moduleRole.removeTenant': { zh: '移除', en: 'Remove' },
} as const satisfies Messages;
