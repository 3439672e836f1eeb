import { op, resource, text, typedField } from './define.ts';
import { lazyLevel, sentCode } from './reply-shapes.ts';
import { dept } from './system/dept.ts';
import { dict, dictBiz } from './system/dict.ts';
import { date, id, long, num } from './system/fields.ts';
import { menu } from './system/menu.ts';
import { notice } from './system/notice.ts';
import { CONFIG_STATUS, oss } from './system/oss.ts';
import { role } from './system/role.ts';
import { tenant } from './system/tenant.ts';
import { user } from './system/user.ts';

/**
 * System administration and platform resources (platform.md §7.3–7.5). The entries a page past the
 * platform's screens names (the menu, the dictionaries, the tenant, notices, storage, the users, roles and
 * departments a form references) are modules of their own (./system/): a bundle puts a module in one chunk
 * with every declaration any page uses, so the console's entry and the designer's group carry only those.
 */
export { CONFIG_STATUS, dept, dict, dictBiz, menu, notice, oss, role, tenant, user };

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

const scopeFields = /* #__NO_SIDE_EFFECTS__ */ (kind: 'data' | 'api') => [
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

const logResource = /* #__NO_SIDE_EFFECTS__ */ <const K extends 'usual' | 'api' | 'error'>(
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
    typedField('password', 'password', '密码', 'Password', { secret: true }),
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
