import { DATE_TIME_FORMAT } from './date-format.ts';
import { op, resource, text, typed } from './define.ts';
import {
  forest,
  grantKeys,
  grantTrees,
  lazyLevel,
  sentCode,
  topMenuKeys,
  topMenuTree,
} from './reply-shapes.ts';

/** System administration and platform resources (platform.md §7.3–7.5). */

const num = typed('number');
const id = typed('id');
const long = typed('text');
const date = typed('datetime');

export const param = resource('param', {
  path: '/blade-system/param',
  zh: '系统参数',
  en: 'System parameters',
  naturalKey: 'paramKey',
  tenantScoped: false,
  fields: [
    text('paramName', '参数名称', 'Name', {
      required: 'param.paramName.required',
      list: true,
      filter: 'like',
    }),
    text('paramKey', '参数键名', 'Key', { required: 'param.paramKey.required', list: true, filter: 'like' }),
    long('paramValue', '参数键值', 'Value', { required: 'param.paramValue.required', list: true }),
    long('remark', '备注', 'Remark'),
  ],
});

export const dict = resource('dict', {
  path: '/blade-system/dict',
  zh: '系统字典',
  en: 'System dictionary',
  naturalKey: 'code',
  tenantScoped: false,
  list: 'tree',
  fields: [
    text('code', '字典编号', 'Code', { required: 'dict.code.required', list: true, filter: 'like' }),
    text('dictValue', '字典名称', 'Name', {
      required: 'dict.dictValue.required',
      list: true,
      filter: 'like',
    }),
    num('sort', '字典排序', 'Sort', { required: 'dict.sort.required', list: true }),
    text('dictKey', '字典键值', 'Key', { required: 'dict.dictKey.required', list: true }),
    id('parentId', '上级字典', 'Parent'),
    num('isSealed', '封存', 'Sealed', {
      required: 'dict.isSealed.required',
      list: true,
      dict: 'console.sealed',
    }),
    long('remark', '字典备注', 'Remark'),
  ],
  operations: {
    dictionary: op('GET', 'dictionary', 'items of one dictionary (code)'),
    dictionaryAll: op('GET', 'dictionary/all', 'every dictionary'),
    parentList: op('GET', 'parent-list', 'top-level dictionaries, paged'),
    childList: op('GET', 'child-list', 'children of a dictionary (parentId)', { reply: 'records' }),
    tree: op('GET', 'tree', 'dictionary tree'),
  },
});

export const dictBiz = resource('dict-biz', {
  ...dictDraft('/blade-system/dict-biz', '业务字典', 'Business dictionary'),
});

function dictDraft(path: string, zh: string, en: string) {
  return {
    path,
    zh,
    en,
    naturalKey: 'code',
    tenantScoped: true,
    list: 'tree' as const,
    fields: dict.fields.map(({ label: _label, ...rest }) => rest),
    operations: dict.operations,
  };
}

export const tenant = resource('tenant', {
  path: '/blade-system/tenant',
  zh: '租户管理',
  en: 'Tenants',
  naturalKey: 'tenantId',
  tenantScoped: false,
  fields: [
    text('tenantId', '租户ID', 'Tenant ID', { list: true, filter: 'like' }),
    text('tenantName', '租户名称', 'Tenant name', {
      required: 'tenant.tenantName.required',
      list: true,
      filter: 'like',
    }),
    text('domain', '域名地址', 'Domain', { list: true }),
    text('linkman', '联系人', 'Contact', { list: true, filter: 'like' }),
    text('contactNumber', '联系电话', 'Phone', { list: true }),
    long('address', '联系地址', 'Address'),
    num('accountNumber', '账号额度', 'Account quota'),
    date('expireTime', '过期时间', 'Expires'),
    id('datasourceId', '数据源', 'Data source', { ref: 'datasource' }),
    text('backgroundUrl', '背景图', 'Background'),
  ],
  operations: {
    setting: op('POST', 'setting', 'set quota and expiry of tenants', {
      args: 'query',
      params: { ids: 'ids', accountNumber: 'integer?', expireTime: 'date?' },
      effect: {
        handler: 'special/tenants.ts: the tenants’ quota and expiry',
        target: 'ids',
        shows: {
          given: { ids: '@tenant', accountNumber: '~', expireTime: '~' },
          read: 'detail',
          args: { id: '@tenant' },
          holds: { accountNumber: '$accountNumber', expireTime: '$expireTime' },
        },
      },
    }),
    datasource: op('POST', 'datasource', 'bind a data source to a tenant', {
      args: 'query',
      params: { tenantId: 'string', datasourceId: { type: 'id', ref: 'datasource' } },
      effect: {
        handler: 'special/tenants.ts: the tenant’s data source',
        target: 'tenantId',
        shows: {
          given: { tenantId: '@tenant.tenantId', datasourceId: '@datasource' },
          read: 'detail',
          args: { id: '@tenant' },
          holds: { datasourceId: '$datasourceId' },
        },
      },
    }),
    info: op('GET', 'info', 'tenant of a domain (domain)'),
    register: op('POST', 'register', 'register a tenant', { effect: { create: true } }),
  },
});

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

export const menu = resource('menu', {
  path: '/blade-system/menu',
  zh: '菜单管理',
  en: 'Menus',
  naturalKey: 'code',
  tenantScoped: false,
  list: 'tree',
  fields: [
    // Its name names it to people (a data or API scope's menu); the code is its key.
    text('name', '菜单名称', 'Name', {
      kind: 'title',
      required: 'menu.name.required',
      list: true,
      filter: 'like',
    }),
    text('code', '菜单编号', 'Code', { required: 'menu.code.required', list: true, filter: 'like' }),
    text('path', '路由地址', 'Route', { list: true }),
    text('source', '菜单图标', 'Icon', { list: true }),
    id('parentId', '上级菜单', 'Parent'),
    num('category', '菜单类型', 'Type', { list: true, dict: 'menu_category' }),
    text('alias', '菜单别名', 'Alias'),
    num('action', '按钮功能', 'Action', { dict: 'button_func' }),
    num('sort', '菜单排序', 'Sort', { list: true }),
    num('isOpen', '新窗口', 'New window'),
    long('remark', '菜单备注', 'Remark'),
  ],
  operations: {
    routes: op('GET', 'routes', 'menu routes of the signed-in user (topMenuId)'),
    buttons: op('GET', 'buttons', 'button permissions of the signed-in user'),
    topMenu: op('GET', 'top-menu', 'top menus of the signed-in user'),
    tree: op('GET', 'tree', 'menu tree (tenantId)'),
    grantTree: op('GET', 'grant-tree', 'menus, data scopes and api scopes that may be granted', {
      data: grantTrees,
    }),
    // forms-and-survey.md §7 Module roles: the whole menu tree a module role may be granted.
    grantAllMenuTree: op('GET', 'grant-allMenuTree', 'every menu, as a tree to grant module roles from', {
      reply: 'tree',
      data: forest,
    }),
    roleTreeKeys: op('GET', 'role-tree-keys', 'granted menu ids of roles (roleIds)', { data: grantKeys }),
    grantTopTree: op('GET', 'grant-top-tree', 'menus (no buttons) a top menu may show', {
      data: topMenuTree,
    }),
    topTreeKeys: op('GET', 'top-tree-keys', 'menus of top menus (topMenuIds)', { data: topMenuKeys }),
    lazyList: op('GET', 'lazy-list', 'menus under a parent (parentId)'),
    menuList: op('GET', 'menu-list', 'menus without buttons'),
  },
});

export const topmenu = resource('topmenu', {
  path: '/blade-system/topmenu',
  zh: '顶部菜单',
  en: 'Top menus',
  naturalKey: 'code',
  fields: [
    text('name', '顶部菜单名', 'Name', { list: true, filter: 'like' }),
    text('code', '顶部菜单编号', 'Code', { list: true, filter: 'like' }),
    text('path', '路由地址', 'Route', { list: true }),
    text('source', '菜单图标', 'Icon'),
    num('sort', '菜单排序', 'Sort', { list: true }),
  ],
  operations: {
    // menuIds stays open: an empty list (no menus) is a valid grant, and `ids` arguments are never empty.
    grant: op('POST', 'grant', 'menus of top menus (menuIds: a JSON list in the body)', {
      params: { topMenuIds: 'ids' },
      effect: {
        handler: 'special/roles-menus.ts: the top menus’ menus',
        target: 'topMenuIds',
        shows: {
          given: { topMenuIds: '@topmenu', menuIds: '[@menu]' },
          read: 'menu topTreeKeys',
          args: { topMenuIds: '@topmenu' },
          holds: { menu: '@menu' },
        },
      },
    }),
  },
});

export const dept = resource('dept', {
  path: '/blade-system/dept',
  zh: '机构管理',
  en: 'Departments',
  list: 'tree',
  fields: [
    text('deptName', '机构名称', 'Name', { list: true, filter: 'like' }),
    text('fullName', '机构全称', 'Full name', { list: true, filter: 'like' }),
    text('tenantId', '所属租户', 'Tenant', { list: true, ref: 'tenant', refKey: 'tenantId' }),
    id('parentId', '上级机构', 'Parent'),
    num('deptCategory', '机构类型', 'Category', { list: true, dict: 'org_category' }),
    num('sort', '排序', 'Sort', { list: true }),
    long('remark', '备注', 'Remark'),
  ],
  operations: {
    // A public form with a department or person picker reads the tree signed out, naming itself (formKey).
    tree: op('GET', 'tree', 'department tree (tenantId)', {
      params: { formKey: 'string?' },
      reply: 'tree',
      data: forest,
      publicFor: 'people',
    }),
    lazyTree: op('GET', 'lazy-tree', 'departments under a parent (parentId)'),
    lazyList: op('GET', 'lazy-list', 'departments under a parent, with filters'),
    pageList: op('GET', 'pageList', 'departments, paged'),
    treeWithUser: op('GET', 'treeWithUser', 'department tree with users (tenantId)'),
  },
});

export const post = resource('post', {
  path: '/blade-system/post',
  zh: '岗位管理',
  en: 'Posts',
  naturalKey: 'postCode',
  fields: [
    num('category', '岗位类型', 'Category', { list: true, dict: 'post_category' }),
    text('postCode', '岗位编号', 'Code', { list: true, filter: 'like' }),
    text('postName', '岗位名称', 'Name', { list: true, filter: 'like' }),
    num('sort', '岗位排序', 'Sort', { list: true }),
    long('remark', '岗位描述', 'Description'),
  ],
  operations: { select: op('GET', 'select', 'posts of a tenant (tenantId)', { reply: 'records' }) },
});

export const region = resource('region', {
  path: '/blade-system/region',
  zh: '行政区划',
  en: 'Regions',
  idField: 'code',
  naturalKey: 'code',
  tenantScoped: false,
  fields: [
    text('code', '区划编号', 'Code', { list: true, filter: 'like' }),
    text('parentCode', '父区划编号', 'Parent code', { list: true }),
    text('name', '区划名称', 'Name', { list: true, filter: 'like' }),
    num('regionLevel', '层级', 'Level', { list: true, dict: 'region' }),
    num('sort', '排序', 'Sort'),
    long('remark', '备注', 'Remark'),
  ],
  operations: {
    lazyTree: op('GET', 'lazy-tree', 'regions under a parent (parentCode)', { data: lazyLevel }),
  },
});

export const user = resource('user', {
  path: '/blade-user',
  zh: '用户管理',
  en: 'Users',
  naturalKey: 'account',
  list: { style: 'page', path: 'page' },
  fields: [
    text('account', '登录账号', 'Account', { list: true, filter: 'like' }),
    text('name', '用户昵称', 'Nickname', { list: true }),
    text('realName', '用户姓名', 'Real name', { kind: 'person', list: true, filter: 'like' }),
    text('tenantId', '所属租户', 'Tenant', { list: true, ref: 'tenant', refKey: 'tenantId' }),
    text('phone', '手机号码', 'Phone', { list: true }),
    text('email', '电子邮箱', 'Email', { kind: 'email' }),
    num('sex', '性别', 'Sex', { dict: 'sex' }),
    // A day, sent as BladeX's User.birthday is serialised (Saber's picker: valueFormat with a time).
    typed('date')('birthday', '生日', 'Birthday', { format: DATE_TIME_FORMAT }),
    text('roleId', '所属角色', 'Roles'),
    text('deptId', '所属部门', 'Departments'),
    text('postId', '所属岗位', 'Posts'),
    num('userType', '用户平台', 'User type', { dict: 'user_type' }),
    typed('password')('password', '密码', 'Password', { secret: true }),
  ],
  operations: {
    info: op('GET', 'info', 'the signed-in user', { reply: 'record' }),
    // business-modules.md §7 CRM "GET blade-user/selectByName/{name}": the user pickers' search by name.
    // BladeX's user-list (UserController#userList): the users of the tenant as a list. A public form with a
    // person picker reads it signed out, naming itself (formKey).
    userList: op('GET', 'user-list', 'users of the tenant, as a list', {
      safe: true,
      params: { formKey: 'string?' },
      reply: 'records',
      role: 'lookup',
      publicFor: 'people',
    }),
    selectByName: op('GET', 'selectByName/{name}', 'users whose name matches', {
      args: 'none',
      params: { name: { type: 'string', matches: 'realName' } },
      reply: 'records',
      role: 'lookup',
    }),
    grant: op('POST', 'grant', 'grant roles to users', {
      args: 'query',
      params: { userIds: 'ids', roleIds: { type: 'ids', ref: 'role' } },
      effect: {
        handler: 'special/users.ts: the users’ roles',
        target: 'userIds',
        shows: {
          given: { userIds: '@user', roleIds: '@role' },
          read: 'detail',
          args: { id: '@user' },
          holds: { roleId: '@role' },
        },
      },
    }),
    resetPassword: op('POST', 'reset-password', 'reset the password of users', {
      args: 'query',
      params: { userIds: 'ids' },
      effect: {
        handler: 'special/users.ts: the users’ passwords',
        target: 'userIds',
        // The initial password (the param account.initPassword, 123456 as seeded).
        shows: {
          given: { userIds: '@user' },
          signsIn: { account: '@user.account', password: 'md5:=123456' },
        },
      },
    }),
    // The passwords travel as Saber sends them: md5 hex of what was typed.
    updatePassword: op('POST', 'update-password', 'change own password (md5 hex of each)', {
      args: 'query',
      params: { oldPassword: 'string', newPassword: 'string', newPassword1: 'string' },
      effect: {
        handler: 'special/users.ts: the signed-in user’s password',
        shows: {
          given: { oldPassword: 'md5:=admin', newPassword: 'md5:~', newPassword1: '$newPassword' },
          signsIn: { account: '=admin', password: '$newPassword' },
        },
      },
    }),
    updateInfo: op('POST', 'update-info', 'update own profile', {
      effect: {
        handler: 'special/users.ts: the signed-in user’s profile',
        shows: { given: { realName: '~' }, read: 'info', holds: { realName: '$realName' } },
      },
    }),
    platformDetail: op('GET', 'platform-detail', 'platform extension of a user', {
      params: { id: 'id' },
      reply: 'record',
    }),
    updatePlatform: op('POST', 'update-platform', 'update the platform extension of a user', {
      args: 'query',
      params: { userId: 'id', userType: 'integer', userExt: 'string?' },
      effect: {
        handler: 'special/users.ts: the user’s platform extension',
        target: 'userId',
        shows: {
          given: { userId: '@user', userType: '=2', userExt: '~' },
          read: 'platformDetail',
          args: { id: '@user' },
          holds: { userType: '$userType', userExt: '$userExt' },
        },
      },
    }),
    bindPhone: op(
      'POST',
      'bindPhone',
      'bind a phone to the signed-in user (value: the SMS code; id: the id sms sendValidate returned)',
      {
        args: 'query',
        params: { phone: 'string', value: 'string', id: 'string' },
        effect: {
          handler: 'special/users.ts: the signed-in user’s phone',
          // The id of the code sent: unknown, nothing is bound.
          target: 'id',
          shows: {
            given: { phone: '=13800000035', id: 'sms:id', value: 'sms:value' },
            read: 'info',
            holds: { phone: '$phone' },
          },
        },
      },
    ),
    cancelPhone: op('POST', 'cancelPhone', 'unbind the phone of the signed-in user', {
      args: 'query',
      effect: {
        handler: 'special/users.ts: the signed-in user’s phone',
        shows: { after: 'bindPhone', read: 'info', holds: { phone: '=' }, changes: ['phone'] },
      },
    }),
    // The password travels as typed (UserServiceImpl.submit hashes it), so in a form body, never a URL.
    registerGuest: op(
      'POST',
      'register-guest',
      'register a guest (password as typed, oauthId: third-party identity)',
      {
        args: 'form',
        params: {
          tenantId: 'string',
          name: 'string',
          account: 'string',
          password: 'string',
          oauthId: 'string?',
        },
        effect: {
          handler: 'special/users.ts: adds the guest user',
          shows: {
            given: { tenantId: '=000000', name: '~', account: '~', password: '=123456' },
            read: 'list',
            holds: { account: '$account', realName: '$name' },
            grows: 1,
          },
        },
      },
    ),
  },
});

export const client = resource('client', {
  path: '/blade-system/client',
  zh: '应用管理',
  en: 'Clients',
  naturalKey: 'clientId',
  tenantScoped: false,
  fields: [
    text('clientId', '应用ID', 'Client ID', { list: true, filter: 'like' }),
    text('clientSecret', '应用密钥', 'Client secret', { secret: true }),
    text('scope', '授权范围', 'Scope', { list: true }),
    text('authorizedGrantTypes', '授权类型', 'Grant types', { list: true }),
    num('accessTokenValidity', '令牌秒数', 'Access token seconds', { list: true }),
    num('refreshTokenValidity', '刷新令牌秒数', 'Refresh token seconds', { list: true }),
    text('webServerRedirectUri', '回调地址', 'Redirect URI'),
    text('resourceIds', '资源集合', 'Resources'),
    text('authorities', '权限', 'Authorities'),
    text('autoapprove', '自动授权', 'Auto-approve'),
    long('additionalInformation', '附加说明', 'Additional information'),
  ],
});

const scopeFields = (kind: 'data' | 'api') => [
  id('menuId', '菜单', 'Menu', { list: true, ref: 'menu' }),
  text('resourceCode', '资源编号', 'Resource code', { list: true, filter: 'like' as const }),
  text('scopeName', kind === 'data' ? '数据权限名称' : '接口权限名称', 'Scope name', {
    list: true,
    filter: 'like' as const,
  }),
  ...(kind === 'data'
    ? [
        text('scopeField', '数据权限字段', 'Scope field'),
        text('scopeClass', '数据权限类名', 'Scope class'),
        text('scopeColumn', '数据权限字段', 'Scope column'),
        num('scopeType', '数据权限类型', 'Scope type', { list: true, dict: 'data_scope_type' }),
        long('scopeValue', '数据权限值域', 'Scope value'),
      ]
    : [
        text('scopePath', '接口权限地址', 'Scope path', { list: true }),
        num('scopeType', '接口权限类型', 'Scope type', { dict: 'api_scope_type' }),
      ]),
  long('remark', '备注', 'Remark'),
];

export const dataScope = resource('data-scope', {
  path: '/blade-system/data-scope',
  zh: '数据权限',
  en: 'Data scopes',
  naturalKey: 'resourceCode',
  tenantScoped: false,
  fields: scopeFields('data'),
});

export const apiScope = resource('api-scope', {
  path: '/blade-system/api-scope',
  zh: '接口权限',
  en: 'API scopes',
  naturalKey: 'resourceCode',
  tenantScoped: false,
  fields: scopeFields('api'),
});

export const notice = resource('notice', {
  path: '/blade-desk/notice',
  zh: '通知公告',
  en: 'Notices',
  fields: [
    text('title', '通知标题', 'Title', { required: 'notice.title.required', list: true, filter: 'like' }),
    num('category', '通知类型', 'Category', { list: true, dict: 'notice' }),
    date('releaseTime', '通知日期', 'Release time', { list: true }),
    long('content', '通知内容', 'Content'),
  ],
});

/**
 * `status` of an object-storage or SMS configuration, keys of the `yes_no` dictionary (1 否, 2 是): BladeX's
 * `enable` sets the chosen one to 2 and the tenant's others to 1.
 */
export const CONFIG_STATUS = { disabled: 1, enabled: 2 } as const;

export const oss = resource('oss', {
  path: '/blade-resource/oss',
  zh: '对象存储',
  en: 'Object storage',
  naturalKey: 'ossCode',
  fields: [
    num('category', '分类', 'Category', { list: true, dict: 'oss', filter: 'equal' }),
    text('ossCode', '资源编号', 'Code', { list: true, filter: 'like' }),
    text('endpoint', '资源地址', 'Endpoint', { list: true }),
    text('bucketName', '空间名', 'Bucket', { list: true }),
    text('accessKey', '访问密钥（AccessKey）', 'Access key', { secret: true }),
    text('secretKey', '私有密钥（SecretKey）', 'Secret key', { secret: true }),
    text('appId', '应用 ID', 'App ID'),
    text('region', '地域', 'Region'),
    num('status', '是否启用', 'Enabled', { list: true, dict: 'yes_no', filter: 'equal' }),
    long('remark', '备注', 'Remark'),
  ],
  operations: {
    enable: op('POST', 'enable', 'enable a storage', {
      args: 'query',
      params: { id: 'id' },
      effect: {
        handler: 'special/code-and-configs.ts: the enabled storage',
        target: 'id',
        shows: {
          given: { id: '@oss' },
          read: 'detail',
          args: { id: '@oss' },
          holds: { status: `=${CONFIG_STATUS.enabled}` },
        },
      },
    }),
    // A public form with an upload field stores its files signed out, naming itself (formKey, in the query).
    putFile: op('POST', 'endpoint/put-file', 'upload a file (multipart: file)', {
      args: 'multipart',
      params: { formKey: 'string?@query' },
      publicFor: 'upload',
      effect: { none: 'stores the file in object storage; records take its link when saved' },
    }),
  },
});

export const attach = resource('attach', {
  path: '/blade-resource/attach',
  zh: '附件管理',
  en: 'Attachments',
  fields: [
    text('link', '附件地址', 'Link', { list: true }),
    text('domain', '附件域名', 'Domain'),
    text('name', '附件名称', 'Name', { list: true, filter: 'like' }),
    text('originalName', '附件原名', 'Original name', { list: true, filter: 'like' }),
    text('extension', '附件拓展名', 'Extension', { list: true }),
    num('attachSize', '附件大小', 'Size', { list: true }),
  ],
});

export const sms = resource('sms', {
  path: '/blade-resource/sms',
  zh: '短信配置',
  en: 'SMS',
  naturalKey: 'smsCode',
  fields: [
    num('category', '分类', 'Category', { list: true, dict: 'sms', filter: 'equal' }),
    text('smsCode', '资源编号', 'Code', { list: true, filter: 'like' }),
    text('templateId', '模版ID', 'Template', { list: true }),
    text('accessKey', '访问密钥（AccessKey）', 'Access key', { secret: true }),
    text('secretKey', '私有密钥（SecretKey）', 'Secret key', { secret: true }),
    text('regionId', '地域 ID', 'Region'),
    text('signName', '短信签名', 'Signature', { list: true }),
    num('status', '是否启用', 'Enabled', { list: true, dict: 'yes_no', filter: 'equal' }),
    long('remark', '备注', 'Remark'),
  ],
  operations: {
    enable: op('POST', 'enable', 'enable an SMS configuration', {
      args: 'query',
      params: { id: 'id' },
      effect: {
        handler: 'special/code-and-configs.ts: the enabled SMS configuration',
        target: 'id',
        shows: {
          given: { id: '@sms' },
          read: 'detail',
          args: { id: '@sms' },
          holds: { status: `=${CONFIG_STATUS.enabled}` },
        },
      },
    }),
    sendMessage: op(
      'POST',
      'endpoint/send-message',
      'send a message (code: smsCode; phones comma-joined; params JSON)',
      {
        args: 'query',
        params: { code: 'string', phones: 'string', params: 'string?' },
        effect: { none: 'sends a text message' },
      },
    ),
    sendValidate: op('POST', 'endpoint/send-validate', 'send a validation code to a phone', {
      args: 'query',
      params: { phone: 'string' },
      effect: { none: 'sends a validation code (special/users.ts keeps it for bindPhone)' },
      data: sentCode,
    }),
  },
});

const logFields = [
  text('serviceId', '服务ID', 'Service', { list: true, filter: 'like' as const }),
  text('serverHost', '服务host', 'Host', { list: true }),
  text('serverIp', '服务ip', 'IP'),
  text('env', '软件环境', 'Environment', { list: true }),
  text('method', '请求方法', 'Method'),
  text('requestUri', '请求接口', 'URI', { list: true }),
  text('createBy', '操作人', 'By'),
  date('createTime', '日志时间', 'Time', { list: true }),
];

const logResource = <const K extends 'usual' | 'api' | 'error'>(
  kind: K,
  zh: string,
  en: string,
  extra: ReturnType<typeof text>[],
) =>
  resource(`log-${kind}` as const, {
    path: `/blade-log/${kind}`,
    zh,
    en,
    standard: ['list', 'detail'],
    fields: [...logFields.map((f) => ({ ...f })), ...extra],
  });

export const logUsual = logResource('usual', '通用日志', 'General logs', [
  text('logLevel', '日志级别', 'Level', { list: true }),
  long('logData', '日志数据', 'Data'),
]);
export const logApi = logResource('api', '接口日志', 'API logs', [
  text('title', '日志名', 'Title', { list: true }),
  text('time', '执行时间', 'Duration', { list: true }),
]);
export const logError = logResource('error', '错误日志', 'Error logs', [
  text('exceptionName', '异常名', 'Exception', { list: true }),
  long('message', '异常信息', 'Message'),
  long('stackTrace', '堆栈', 'Stack trace'),
  text('fileName', '文件名', 'File'),
  num('lineNumber', '行数', 'Line'),
]);

export const code = resource('code', {
  path: '/blade-develop/code',
  zh: '代码生成',
  en: 'Code generation',
  tenantScoped: false,
  fields: [
    text('codeName', '模块名', 'Module', { list: true, filter: 'like' }),
    text('serviceName', '服务名', 'Service', { list: true }),
    text('tableName', '表名', 'Table', { list: true, filter: 'like' }),
    text('tablePrefix', '表前缀', 'Table prefix'),
    text('pkName', '主键名', 'Primary key'),
    text('packageName', '包名', 'Package', { list: true }),
    id('datasourceId', '数据源', 'Data source', { ref: 'datasource' }),
    text('apiPath', '后端生成路径', 'Back-end path'),
    text('webPath', '前端生成路径', 'Front-end path'),
  ],
  operations: {
    copy: op('POST', 'copy', 'copy a generator entry', {
      args: 'query',
      params: { id: 'id' },
      effect: {
        handler: 'special/code-and-configs.ts: adds the copy',
        target: 'id',
        shows: { given: { id: '@code' }, read: 'list', grows: 1 },
      },
    }),
    genCode: op('POST', '/nbxt-develop/code/gen-code', 'generate code (system: saber…)', {
      args: 'query',
      params: { ids: 'ids', system: 'string?' },
      // BladeX's generator writes source files on the server; no record of the entry changes.
      effect: { none: 'writes the generated source files on the server; the code records are unchanged' },
    }),
  },
});

export const datasource = resource('datasource', {
  path: '/blade-develop/datasource',
  zh: '数据源管理',
  en: 'Data sources',
  tenantScoped: false,
  fields: [
    text('name', '名称', 'Name', { list: true, filter: 'like' }),
    text('driverClass', '驱动类', 'Driver', { list: true }),
    text('url', '连接地址', 'URL', { list: true }),
    text('username', '用户名', 'User name', { list: true }),
    typed('password')('password', '密码', 'Password', { secret: true }),
    long('remark', '备注', 'Remark'),
  ],
});

export const report = resource('report', {
  path: '/blade-report/report/rest',
  zh: '报表管理',
  en: 'Reports',
  standard: ['list', 'remove'],
  fields: [
    text('name', '文件名', 'File name', { list: true, filter: 'like' }),
    long('content', '内容', 'Content'),
    date('createTime', '创建时间', 'Created', { list: true }),
  ],
});

export const systemResources = [
  param,
  dict,
  dictBiz,
  tenant,
  role,
  menu,
  topmenu,
  dept,
  post,
  region,
  user,
  client,
  dataScope,
  apiScope,
  notice,
  oss,
  attach,
  sms,
  logUsual,
  logApi,
  logError,
  code,
  datasource,
  report,
];
