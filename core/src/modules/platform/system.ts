import { module } from '../types.ts';
import { customScreen } from './screens.ts';

/** System administration (platform.md §4): users, departments, roles, menus, top menus, tenants, regions. */
export const system = module({
  name: 'system',
  text: { zh: '系统管理', en: 'System' },
  // The platform's entries are the registry's own (core/src/resources/system.ts).
  resources: [],
  screens: [
    customScreen('/system/user', 'user', '用户管理', 'Users'),
    customScreen('/system/dept', 'dept', '机构管理', 'Departments'),
    customScreen('/system/role', 'role', '角色管理', 'Roles'),
    customScreen('/system/menu', 'menu', '菜单管理', 'Menus'),
    customScreen('/system/topmenu', 'topmenu', '顶部菜单', 'Top menus'),
    customScreen('/system/tenant', 'tenant', '租户管理', 'Tenants'),
    customScreen('/system/region', 'region', '行政区划', 'Regions'),
  ],
});
