import { op, resource, text } from '../resources/define.ts';
import { choices, ENABLED, id, long, num, time } from './common-fields.ts';

/**
 * What tasks are and who may launch them (business-modules.md §7 Task system, §6 Roles): groups, task
 * definitions (interfaces), tools, tenant-to-tenant authorisations, task roles with their users and
 * projects. The spec shows the calls, few verbs and no fields: reads are GET, changes POST, and the
 * fields are those such a task system keeps.
 */

const base = '/taskSystem';

/** §4: "Task group, task interface and task launch each have an enable/disable status toggle; values not shown." */
export const statusChange = (what: string) =>
  op('POST', 'statusChange/{id}', `enable or disable a ${what} (status 1 or 0 in the query)`, {
    args: 'none',
    params: { id: 'id', status: 'integer@query' },
    reply: 'flag',
    role: 'row',
    text: { zh: '启用/停用', en: 'Enable/disable' },
    effect: { target: 'id', sets: { status: 'status' } },
  });

const page = (what: string) =>
  op('GET', 'page', `${what}, paged`, {
    params: { current: 'integer?', size: 'integer?' },
    reply: 'page',
    role: 'lookup',
  });

const listAll = (what: string) =>
  op('GET', 'listAll', `every ${what} (for choosers)`, { reply: 'records', role: 'lookup' });

/** A quick add from a chooser: only the name and the parent are asked for. */
const fastSubmit = (what: string) =>
  op('POST', 'fastSubmit', `add a ${what} with its name only`, {
    reply: 'flag',
    role: 'toolbar',
    text: { zh: '快速新增', en: 'Quick add' },
    effect: { create: true },
  });

/** What tasks given to grid members are called (the sandbox seeds these). */
export const TASK_TITLES = [
  '消防安全隐患排查',
  '垃圾分类入户宣传',
  '独居老人走访慰问',
  '出租房屋安全检查',
  '防汛防台隐患排查',
  '反诈宣传进小区',
  '低保家庭入户核查',
  '文明城市创建点位巡查',
  '沿街商铺燃气安全检查',
  '电动自行车违规充电劝导',
];

export const taskGroup = resource('task-group', {
  path: `${base}/taskGroup`,
  zh: '任务分组',
  en: 'Task groups',
  fields: [
    text('groupName', '分组名称', 'Group', {
      list: true,
      filter: 'like',
      required: true,
      samples: ['日常巡查', '专项检查', '安全生产', '环境整治', '民生服务', '基层治理'],
    }),
    num('sort', '排序', 'Order', { list: true }),
    num('status', '状态', 'Status', { list: true, filter: 'equal', initial: '1', choices: ENABLED }),
    long('remark', '备注', 'Remark'),
    time('createTime', '创建时间', 'Created', { list: true, readOnly: true }),
  ],
  operations: {
    page: page('task groups'),
    statusChange: statusChange('task group'),
    listAll: listAll('task group'),
    fastSubmit: fastSubmit('task group'),
  },
});

export const taskInterface = resource('task-interface', {
  path: `${base}/taskInterface`,
  zh: '任务定义',
  en: 'Task definitions',
  fields: [
    text('interfaceName', '任务名称', 'Task', {
      kind: 'title',
      list: true,
      filter: 'like',
      required: true,
      samples: TASK_TITLES,
    }),
    id('groupId', '任务分组', 'Group', { ref: 'task-group', filter: 'equal', required: true }),
    id('parentId', '上级任务', 'Parent', { ref: 'task-interface' }),
    num('taskType', '任务类型', 'Kind', {
      list: true,
      choices: choices(
        ['1', '表单填报', 'Form'],
        ['2', '巡查检查', 'Inspection'],
        ['3', '通知确认', 'Notice'],
      ),
    }),
    text('formKey', '关联表单', 'Form', { kind: 'code' }),
    long('description', '任务说明', 'Description', { kind: 'content' }),
    num('sort', '排序', 'Order', { list: true }),
    num('status', '状态', 'Status', { list: true, filter: 'equal', initial: '1', choices: ENABLED }),
  ],
  operations: {
    page: page('task definitions'),
    statusChange: statusChange('task definition'),
    listAll: listAll('task definition'),
    fastSubmit: fastSubmit('task definition'),
    // "POST taskInterface/tree": the definitions under their groups, for the role-project chooser.
    tree: op('POST', 'tree', 'task definitions as a tree', { safe: true, reply: 'tree', role: 'lookup' }),
  },
});

export const nbxtTaskTool = resource('nbxt-task-tool', {
  path: `${base}/nbxtTaskTool`,
  zh: '任务工具',
  en: 'Task tools',
  fields: [
    text('toolName', '工具名称', 'Tool', {
      list: true,
      filter: 'like',
      required: true,
      samples: ['拍照上传', '定位签到', '问卷填报', '扫码核验', '附件上传', '电子签名'],
    }),
    text('toolCode', '工具编码', 'Code', { kind: 'code', list: true }),
    text('url', '地址', 'Address', { kind: 'url', list: true }),
    text('icon', '图标', 'Icon', { kind: 'image' }),
    num('sort', '排序', 'Order', { list: true }),
  ],
});

const AUTHORIZE_TYPES = choices(['1', '任务发起', 'Launch tasks'], ['2', '数据查看', 'View data']);

export const taskAuthorize = resource('task-authorize', {
  path: `${base}/taskAuthorize`,
  zh: '任务授权',
  en: 'Task authorisations',
  fields: [
    // Tenant ids (text codes such as 000000), not record ids: shown by the tenant's name.
    text('fromTenantId', '授权方', 'From tenant', {
      ref: 'tenant',
      refKey: 'tenantId',
      list: true,
      filter: 'equal',
      required: true,
    }),
    text('toTenantId', '被授权方', 'To tenant', {
      ref: 'tenant',
      refKey: 'tenantId',
      list: true,
      filter: 'equal',
      required: true,
    }),
    num('type', '授权类型', 'Kind', {
      list: true,
      filter: 'equal',
      choices: AUTHORIZE_TYPES,
      required: true,
    }),
    text('leader', '负责人', 'Leader', { kind: 'person', list: true }),
    time('createTime', '授权时间', 'Granted', { list: true, readOnly: true }),
  ],
  operations: {
    // "page by type": GET page with the type in the query.
    page: op('GET', 'page', 'authorisations of one type, paged', {
      params: { type: 'integer?', current: 'integer?', size: 'integer?' },
      reply: 'page',
      role: 'lookup',
    }),
    save: op('POST', 'save', 'grant an authorisation (fromTenantId, type, leader, toTenantId)', {
      params: { fromTenantId: 'string', type: 'integer', leader: 'string?', toTenantId: 'string' },
      reply: 'flag',
      role: 'toolbar',
      text: { zh: '新增授权', en: 'Grant' },
      effect: { create: true },
    }),
    // §6 "Authorisations from me and to me (listFromMe, listToMe)".
    listFromMe: op('GET', 'listFromMe', 'authorisations this tenant granted', {
      reply: 'records',
      role: 'lookup',
    }),
    listToMe: op('GET', 'listToMe', 'authorisations granted to this tenant', {
      reply: 'records',
      role: 'lookup',
    }),
  },
});

export const taskRole = resource('task-role', {
  path: `${base}/taskRole`,
  zh: '任务角色',
  en: 'Task roles',
  // "taskRole: POST page (query current/size, body filters), submit, remove."
  list: { style: 'page-post', path: 'page' },
  standard: ['list', 'submit', 'remove'],
  fields: [
    // One role per name in a tenant: the role pickers (项目授权, 角色用户) offer each once.
    text('roleName', '角色名称', 'Role', {
      list: true,
      filter: 'like',
      required: true,
      unique: true,
      samples: [
        '网格长',
        '专职网格员',
        '兼职网格员',
        '社区书记',
        '安全员',
        '巡查员',
        '楼栋长',
        '物业联络员',
        '综治专员',
        '调解员',
        '信息采集员',
        '志愿者队长',
      ],
    }),
    text('roleCode', '角色编码', 'Code', { kind: 'code', list: true }),
    num('sort', '排序', 'Order', { list: true }),
    long('remark', '备注', 'Remark'),
  ],
});

export const taskRoleUser = resource('task-role-user', {
  path: `${base}/taskRoleUser`,
  zh: '角色用户',
  en: 'Role users',
  // "taskRoleUser: POST submit, page, remove." (the page as the role's: filters in the body)
  list: { style: 'page-post', path: 'page' },
  standard: ['list', 'submit', 'remove'],
  fields: [
    id('roleId', '任务角色', 'Role', { ref: 'task-role', filter: 'equal', required: true }),
    id('userId', '用户', 'User', { ref: 'user', required: true }),
    text('realName', '姓名', 'Name', {
      kind: 'person',
      list: true,
      filter: 'like',
      follows: { ref: 'userId', field: 'realName' },
    }),
    text('deptName', '部门', 'Department', { list: true }),
    text('phone', '手机号', 'Phone', {
      kind: 'phone',
      list: true,
      follows: { ref: 'userId', field: 'phone' },
    }),
  ],
});

export const taskRoleProject = resource('task-role-project', {
  path: `${base}/taskRoleProject`,
  zh: '角色项目授权',
  en: 'Role projects',
  // "GET taskRoleProject/detail; POST taskRoleProject/submit; POST taskRoleProject/clear (roleId)."
  standard: ['detail', 'submit'],
  fields: [
    id('roleId', '任务角色', 'Role', { ref: 'task-role', list: true, required: true }),
    // "POST taskInterface/tree": the tasks a role may be given, offered from the definitions' tree.
    id('interfaceIds', '授权任务', 'Tasks', {
      ref: 'task-interface',
      refOptions: 'tree',
      multiple: true,
      list: true,
    }),
  ],
  operations: {
    detail: op('GET', 'detail', 'the projects of a role (roleId)', {
      params: { roleId: 'id' },
      reply: 'record',
    }),
    clear: op('POST', 'clear', 'clear every project of a role', {
      args: 'none',
      params: { roleId: 'id@query' },
      reply: 'flag',
      role: 'toolbar',
      text: { zh: '清空授权', en: 'Clear all' },
      effect: { target: 'roleId', by: 'roleId', remove: true },
    }),
  },
});

export const taskDefinitionResources = [
  taskGroup,
  taskInterface,
  nbxtTaskTool,
  taskAuthorize,
  taskRole,
  taskRoleUser,
  taskRoleProject,
];
