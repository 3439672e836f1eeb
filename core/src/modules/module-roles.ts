import { op, resource, text, typed } from '../resources/define.ts';
import { module } from './types.ts';

/**
 * Module roles (forms-and-survey.md §7 Module roles, §6): each business module's own roles (with the
 * tenants they reach and the menus they grant) and its users' areas. The menu tree to grant from is
 * blade-system/menu/grant-allMenuTree (the system `menu` entry).
 */

const num = typed('number');

/** Keys of the modules with roles and areas of their own (`/authority/module/{module}`). */
export const MODULE_KEYS = [
  { value: 'contract', zh: '合同库', en: 'Contract library' },
  { value: 'safety', zh: '安全生产', en: 'Safety production' },
  { value: 'task', zh: '任务系统', en: 'Task system' },
  { value: 'supervision', zh: '监督管理', en: 'Monitoring and supervision' },
  { value: 'lowIncome', zh: '低收入调查', en: 'Household survey' },
  { value: 'payslip', zh: '工资条', en: 'Payslips' },
];
const id = typed('id');

export const moduleRole = resource('module-role', {
  path: '/moduleRole/role',
  zh: '模块角色',
  en: 'Module roles',
  list: 'array',
  // Its list needs the module (moduleRole/role/list?module=): not a standard list, an operation of its own.
  standard: [],
  fields: [
    text('roleName', '角色名称', 'Role', {
      kind: 'title',
      samples: [
        '合同管理员',
        '合同审核员',
        '安全生产管理员',
        '隐患排查员',
        '任务发布员',
        '任务执行员',
        '督办管理员',
        '投诉处理员',
        '工资条管理员',
        '商户巡查员',
      ],
      list: true,
      filter: 'like',
      required: true,
    }),
    text('roleAlias', '角色别名', 'Alias', { kind: 'code', list: true, required: true }),
    // The business modules that keep roles of their own (the values are not shown in the spec).
    text('module', '所属模块', 'Module', {
      kind: 'code',
      list: true,
      filter: 'equal',
      required: true,
      choices: MODULE_KEYS,
    }),
    num('sort', '排序', 'Sort', { list: true }),
    text('remark', '备注', 'Remark'),
  ],
  operations: {
    // "GET moduleRole/role/list (module). POST addRole. GET removeRole/{id}. POST addTenant (roleId,
    // roleTenantId). GET tenantList (roleId, query, tenantName). POST removeTenant. GET role-tree-keys
    // (roleId). POST grant (roleIds, menuIds)."
    list: op('GET', 'list', 'roles of a module (module)', {
      params: { module: 'string' },
      reply: 'records',
    }),
    addRole: op('POST', 'addRole', 'add a role to a module (the role in the body, with module)', {
      reply: 'flag',
      role: 'toolbar',
      text: { zh: '新增角色', en: 'Add role' },
      effect: { create: true },
    }),
    // A GET that removes: never retried.
    removeRole: op('GET', 'removeRole/{id}', 'remove a role', {
      safe: false,
      params: { id: 'id' },
      reply: 'flag',
      role: 'row',
      text: { zh: '删除角色', en: 'Remove role' },
      effect: { target: 'id', remove: true },
    }),
    addTenant: op('POST', 'addTenant', 'let a role reach a tenant (roleId, roleTenantId)', {
      args: 'none',
      params: { roleId: 'id@query', roleTenantId: 'string@query' },
      reply: 'flag',
      effect: {
        handler: 'module-roles.ts: adds the role’s link to the tenant',
        target: 'roleId',
        shows: {
          given: { roleId: '@module-role', roleTenantId: '@tenant.tenantId' },
          read: 'tenantList',
          args: { roleId: '@module-role' },
          holds: { tenantId: '$roleTenantId' },
          grows: 1,
        },
      },
    }),
    // "query" is the paging (current, size).
    tenantList: op('GET', 'tenantList', 'tenants a role reaches, paged (roleId, tenantName)', {
      params: { roleId: 'id', tenantName: 'string?', current: 'integer?', size: 'integer?' },
      reply: 'page',
      role: 'lookup',
    }),
    // Arguments not shown: the role-tenant links by id (ids in the query, as BladeX removes).
    removeTenant: op('POST', 'removeTenant', 'stop roles reaching tenants (ids of the links)', {
      args: 'none',
      params: { ids: 'ids@query' },
      reply: 'flag',
      effect: {
        handler: 'module-roles.ts: removes the links',
        target: 'ids',
        shows: {
          after: 'addTenant',
          given: { ids: '^id' },
          read: 'tenantList',
          args: { roleId: '@module-role' },
          grows: -1,
        },
      },
    }),
    roleTreeKeys: op('GET', 'role-tree-keys', 'menu ids granted to a role (roleId)', {
      params: { roleId: 'id' },
      reply: 'any',
      role: 'lookup',
    }),
    // §3.4 Module role grant: roleIds, menuIds (a JSON body, as BladeX's grant).
    grant: op('POST', 'grant', 'grant menus to roles (roleIds, menuIds)', {
      args: 'none',
      params: { roleIds: 'ids@body', menuIds: 'ids@body' },
      reply: 'flag',
      effect: {
        handler: 'module-roles.ts: the roles’ menus (role-tree-keys answers them)',
        target: 'roleIds',
        shows: {
          given: { roleIds: '@module-role', menuIds: '@menu' },
          read: 'roleTreeKeys',
          args: { roleId: '@module-role' },
          holds: { value: '@menu' },
        },
      },
    }),
  },
});

export const moduleArea = resource('module-area', {
  path: '/moduleArea',
  zh: '模块区域',
  en: 'Module areas',
  // "moduleArea: list, submit (module plus data), remove" (standard calls; fields not shown).
  fields: [
    // The business modules that keep roles of their own (the values are not shown in the spec).
    text('module', '所属模块', 'Module', {
      kind: 'code',
      list: true,
      filter: 'equal',
      required: true,
      choices: MODULE_KEYS,
    }),
    id('userId', '用户', 'User', { ref: 'user', list: true, required: true }),
    text('userName', '用户姓名', 'User name', { kind: 'person', list: true, filter: 'like', readOnly: true }),
    text('areaCode', '区域编码', 'Area code', { kind: 'code', required: true }),
    text('areaName', '区域名称', 'Area', { kind: 'area', list: true }),
  ],
  operations: {
    // The areas (data) in the body, the module beside them.
    submit: op('POST', 'submit', 'set the areas of users in a module (module; data in the body)', {
      params: { module: 'string@query' },
      reply: 'flag',
      effect: { upsert: true },
    }),
  },
});

export const moduleRoles = module({
  name: 'module-roles',
  text: { zh: '模块权限', en: 'Module roles' },
  icon: 'IconShieldLock',
  resources: [moduleRole, moduleArea],
  screens: [
    // The module list, and per module its roles (tenants, menu grants) and its users' areas: screens of
    // their own (a module chosen by the route, grant trees).
    {
      path: '/authority/module/moreList',
      view: 'custom',
      custom: 'moduleList',
      menu: true,
      about: {
        zh: '模块权限：各模块的角色、菜单授权与用户区域。',
        en: 'Module roles: each module’s roles, menu grants and users’ areas.',
      },
      // Each module's roles and areas (its buttons in web/src/screens/groups/module-roles.tsx).
      links: [
        { path: '/authority/module/:module', on: 'record', key: 'value', text: { zh: '角色', en: 'Roles' } },
        {
          path: '/authorityArea/module/:module',
          on: 'record',
          key: 'value',
          text: { zh: '区域', en: 'Areas' },
        },
      ],
      text: { zh: '模块权限', en: 'Module roles' },
    },
    {
      path: '/authority/module/:module',
      view: 'custom',
      custom: 'moduleRoles',
      resource: 'module-role',
      text: { zh: '模块角色', en: 'Module roles' },
    },
    {
      path: '/authorityArea/module/:module',
      view: 'custom',
      custom: 'moduleAreas',
      resource: 'module-area',
      text: { zh: '模块区域', en: 'Module areas' },
    },
  ],
});
