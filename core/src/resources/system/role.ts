import { op, resource, text } from '../define.ts';
import { forest } from '../reply-shapes.ts';
import { id, num } from './fields.ts';

/** The roles (platform.md §7.3): an application form's permission references them. */
export const role = resource('role', {
  path: '/blade-system/role',
  zh: '角色管理',
  en: 'Roles',
  naturalKey: 'roleAlias',
  list: 'tree',
  fields: [
    // Its name names it to people (pickers, references); the alias is its code.
    text('roleName', '角色名称', 'Role name', {
      kind: 'title',
      required: 'role.roleName.required',
      list: true,
      filter: 'like',
    }),
    text('roleAlias', '角色别名', 'Alias', {
      required: 'role.roleAlias.required',
      list: true,
      filter: 'like',
    }),
    text('tenantId', '所属租户', 'Tenant', { list: true, ref: 'tenant', refKey: 'tenantId' }),
    id('parentId', '上级角色', 'Parent'),
    num('sort', '角色排序', 'Sort', { list: true }),
  ],
  operations: {
    tree: op('GET', 'tree', 'role tree (tenantId)', { reply: 'tree', data: forest }),
    treeById: op('GET', 'tree-by-id', 'role tree of the tenant of a role', {
      params: { roleId: 'id' },
      reply: 'tree',
    }),
    grant: op(
      'POST',
      'grant',
      'grant menus, data scopes and api scopes (roleIds, menuIds, dataScopeIds, apiScopeIds)',
      {
        effect: {
          handler: 'special/roles-menus.ts: the roles’ menus and scopes',
          target: 'roleIds',
          shows: {
            given: { roleIds: '[@role]', menuIds: '[@menu]', dataScopeIds: '[@data-scope]' },
            read: 'menu roleTreeKeys',
            args: { roleIds: '@role' },
            holds: { menu: '@menu', dataScope: '@data-scope' },
          },
        },
      },
    ),
  },
});
