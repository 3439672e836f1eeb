import { op, resource, text } from '../resources/define.ts';
import { choices, day, id, long, num, time } from './common-fields.ts';

/**
 * Monitored tenants, their supervisors and assistants, monitor records, supervision notes, warnings and
 * scores (business-modules.md §7 Monitoring). Fields beyond the calls' arguments are not shown: these are
 * the ones such a supervision system keeps.
 */

const monitorTenantRef = id('monitorTenantId', '监测单位', 'Monitored tenant', {
  ref: 'monitor-tenant',
  filter: 'equal',
});
/** The monitored tenant's name beside its reference: searched by the reference's picker, not again by text. */
const tenantNamed = { ref: 'monitorTenantId', field: 'tenantName' } as const;

export const monitorTenant = resource('monitor-tenant', {
  path: '/monitorTenant',
  zh: '监测单位',
  en: 'Monitored tenants',
  // "POST monitorTenant/page, submit, changeOrVerify, set (userId, ids), generate, quickApplication
  // (tenantId); GET detail, byTenantId."
  list: { style: 'page-post', path: 'page' },
  standard: ['list', 'detail', 'submit'],
  fields: [
    text('tenantId', '租户编号', 'Tenant ID', { kind: 'code', list: true, filter: 'equal', required: true }),
    text('tenantName', '单位名称', 'Tenant', { kind: 'company', list: true, filter: 'like', required: true }),
    text('contactPerson', '联系人', 'Contact', { kind: 'person', list: true }),
    text('contactPhone', '联系电话', 'Phone', { kind: 'phone' }),
    id('supervisorId', '监督员', 'Supervisor', { ref: 'user' }),
    text('supervisorName', '监督员姓名', 'Supervisor', { kind: 'person', list: true, readOnly: true }),
    num('score', '当前得分', 'Score', { list: true, readOnly: true }),
    num('verifyStatus', '审核状态', 'Review', {
      list: true,
      filter: 'equal',
      initial: '0',
      choices: choices(['0', '待审核', 'Pending'], ['1', '已通过', 'Approved'], ['2', '已驳回', 'Rejected']),
    }),
    day('startDate', '监测开始日期', 'Monitored from'),
  ],
  operations: {
    // Changes a monitored tenant's data or approves its application (the entity, with verifyStatus).
    changeOrVerify: op('POST', 'changeOrVerify', 'change or review a monitored tenant', {
      params: { id: 'id', verifyStatus: 'integer?' },
      reply: 'flag',
      role: 'row',
      text: { zh: '变更/审核', en: 'Change or review' },
      effect: { target: 'id', sets: { verifyStatus: 'verifyStatus' } },
    }),
    set: op('POST', 'set', 'give monitored tenants a supervisor', {
      args: 'none',
      params: { userId: 'id@query', ids: 'ids@query' },
      reply: 'flag',
      role: 'rows',
      text: { zh: '设置监督员', en: 'Set supervisor' },
      effect: { target: 'ids', sets: { supervisorId: 'userId' } },
    }),
    // Generates the period's monitor records of every monitored tenant (arguments not shown: none).
    generate: op('POST', 'generate', 'generate the monitor records', {
      args: 'none',
      reply: 'flag',
      role: 'toolbar',
      scope: { zh: '全部已通过审核的监测单位', en: 'every approved monitored tenant' },
      text: { zh: '生成监测记录', en: 'Generate records' },
      effect: {
        handler: 'batch-writes.ts: a monitor record of today for each approved monitored tenant',
        shows: {
          read: 'monitor-record list',
          holds: { monitorTenantId: '@monitor-tenant[verifyStatus=1]' },
          changes: ['monitorTime'],
        },
      },
    }),
    quickApplication: op('POST', 'quickApplication', 'apply a tenant for monitoring in one step', {
      args: 'none',
      params: { tenantId: 'string@query' },
      reply: 'flag',
      role: 'toolbar',
      text: { zh: '快速申请', en: 'Quick application' },
      effect: { target: 'tenantId', by: 'tenantId', upsert: true },
    }),
    byTenantId: op('GET', 'byTenantId', 'the monitored tenant of a tenant id', {
      params: { tenantId: 'string' },
      reply: 'record',
      role: 'lookup',
    }),
  },
});

export const monitorUserRole = resource('monitor-user-role', {
  path: '/monitorUserRole',
  zh: '监督人员',
  en: 'Supervisors and assistants',
  // "POST monitorUserRole/page, assistantPage, removeAssit (id, userId); GET saveAssist (userId)."
  list: { style: 'page-post', path: 'page' },
  standard: ['list'],
  fields: [
    id('userId', '用户', 'User', { ref: 'user', required: true }),
    text('account', '账号', 'Account', {
      kind: 'code',
      list: true,
      filter: 'like',
      follows: { ref: 'userId', field: 'account' },
    }),
    text('realName', '姓名', 'Name', {
      kind: 'person',
      list: true,
      filter: 'like',
      follows: { ref: 'userId', field: 'realName' },
    }),
    text('phone', '手机号', 'Phone', {
      kind: 'phone',
      list: true,
      follows: { ref: 'userId', field: 'phone' },
    }),
    text('deptName', '部门', 'Department', { list: true }),
    num('roleType', '角色', 'Role', {
      list: true,
      filter: 'equal',
      choices: choices(['1', '监督员', 'Supervisor'], ['2', '助理', 'Assistant']),
    }),
  ],
  operations: {
    assistantPage: op('POST', 'assistantPage', 'the assistants, paged (filters in the body)', {
      safe: true,
      params: { current: 'integer?@query', size: 'integer?@query' },
      reply: 'page',
      role: 'lookup',
    }),
    removeAssit: op('POST', 'removeAssit', 'remove an assistant', {
      args: 'none',
      params: { id: 'id@query', userId: 'id@query' },
      reply: 'flag',
      role: 'row',
      text: { zh: '移除助理', en: 'Remove assistant' },
      effect: { target: 'id', remove: true },
    }),
    // A GET that changes data, as the spec reads: never retried.
    saveAssist: op('GET', 'saveAssist', 'make a user an assistant', {
      safe: false,
      params: { userId: 'id' },
      reply: 'flag',
      role: 'toolbar',
      text: { zh: '添加助理', en: 'Add assistant' },
      effect: { target: 'userId', by: 'userId', upsert: true },
    }),
  },
});

export const monitorRecord = resource('monitor-record', {
  path: '/monitorRecord',
  zh: '监测记录',
  en: 'Monitor records',
  // "POST monitorRecord/page, export; GET detail."
  list: { style: 'page-post', path: 'page' },
  standard: ['list', 'detail'],
  fields: [
    monitorTenantRef,
    text('monitorTenant', '监测单位', 'Monitored tenant', {
      kind: 'company',
      list: true,
      follows: tenantNamed,
    }),
    text('monitorItem', '监测项目', 'Item', {
      list: true,
      samples: [
        '服务合同履约',
        '服务人员在岗',
        '服务记录上报',
        '消防设施巡查',
        '安全隐患整改',
        '投诉处理时效',
        '台账资料规范',
        '现场服务质量',
      ],
    }),
    time('monitorTime', '监测时间', 'Monitored at', { list: true }),
    text('monitorPerson', '监测人', 'By', { kind: 'person' }),
    num('score', '得分', 'Score', { list: true }),
    // Told by the score's band.
    text('result', '结果', 'Result', {
      list: true,
      samples: { by: 'score', values: { '0': ['不合格'], '60': ['合格'], '80': ['良好'], '90': ['优秀'] } },
    }),
    long('remark', '备注', 'Remark'),
    long('correctReason', '更正原因', 'Why corrected'),
  ],
  operations: {
    // "POST monitorScoreInfo/correct": the score a monitor record gave, corrected on the record's row (the
    // spec has no list of scores of their own).
    correct: op('POST', '/monitorScoreInfo/correct', 'correct a score (id, score, correctReason)', {
      params: { id: 'id', score: 'number', correctReason: 'string?' },
      reply: 'flag',
      role: 'row',
      text: { zh: '更正得分', en: 'Correct score' },
      effect: { target: 'id', sets: { score: 'score', correctReason: 'correctReason' } },
    }),
    export: op('POST', 'export', 'monitor records as a spreadsheet (filters in the body)', {
      safe: true,
      download: 'export',
      role: 'toolbar',
      text: { zh: '导出', en: 'Export' },
    }),
  },
});

export const monitorSuperviseInfo = resource('monitor-supervise-info', {
  path: '/monitorSuperviseInfo',
  zh: '督办信息',
  en: 'Supervision notes',
  // "GET monitorSuperviseInfo/list; POST remove (id), submit."
  standard: ['list', 'submit'],
  fields: [
    monitorTenantRef,
    text('tenantName', '监测单位', 'Monitored tenant', { kind: 'company', list: true, follows: tenantNamed }),
    text('title', '督办事项', 'Matter', {
      kind: 'title',
      samples: [
        '老旧小区加装电梯进度督办',
        '背街小巷环境整治督办',
        '垃圾分类投放点整改督办',
        '违章搭建拆除督办',
        '消防通道占用整治督办',
        '道路破损修复督办',
        '噪音扰民投诉办理督办',
        '积水点改造督办',
      ],
      list: true,
      required: true,
    }),
    long('content', '督办内容', 'Content', { kind: 'content', required: true }),
    text('supervisor', '督办人', 'By', { kind: 'person', list: true }),
    time('superviseTime', '督办时间', 'At', { list: true }),
    day('deadline', '办结期限', 'Due'),
  ],
  operations: {
    remove: op('POST', 'remove', 'remove one note (id)', {
      args: 'none',
      params: { id: 'id@query' },
      reply: 'flag',
      effect: { target: 'id', remove: true },
    }),
  },
});

/**
 * The three warning lists: "POST monitorWarningRecord/page, monitorAreaWarnRecord/page,
 * monitorAssistWarnRecord/page; each with submit (ids, result)". Submit records the handling result of
 * the chosen warnings (ids and result in the query, as BladeX takes lists).
 */
function warningRecords(name: string, path: string, zh: string, en: string, who: ReturnType<typeof text>) {
  return resource(name, {
    path,
    zh,
    en,
    list: { style: 'page-post', path: 'page' },
    standard: ['list'],
    fields: [
      monitorTenantRef,
      text('tenantName', '监测单位', 'Monitored tenant', {
        kind: 'company',
        list: true,
        follows: tenantNamed,
      }),
      who,
      text('warningType', '预警类型', 'Kind', {
        list: true,
        filter: 'like',
        samples: [
          '服务记录逾期未上报',
          '服务合同即将到期',
          '投诉超时未处理',
          '监测得分低于60分',
          '隐患整改逾期',
          '服务人员资质过期',
        ],
      }),
      long('warningContent', '预警内容', 'Warning', { kind: 'content', list: true }),
      time('warningTime', '预警时间', 'Raised', { list: true }),
      long('result', '处理结果', 'Result', {
        list: true,
        samples: [
          '已电话督促服务单位整改，限期三日内完成。',
          '已现场核查，问题已整改到位。',
          '已约谈服务单位负责人并下发整改通知书。',
          '经核实系数据延迟上报，已补录。',
          '已转交属地街道跟进处理。',
        ],
      }),
    ],
    operations: {
      submit: op('POST', 'submit', 'record the result of warnings', {
        args: 'none',
        params: { ids: 'ids@query', result: 'string@query' },
        reply: 'flag',
        role: 'rows',
        text: { zh: '处理', en: 'Handle' },
        effect: { target: 'ids', sets: { result: 'result' } },
      }),
    },
  });
}

// §6 "Platform administrators are added to the warning record page": its list shows every tenant's.
export const monitorWarningRecord = warningRecords(
  'monitor-warning-record',
  '/monitorWarningRecord',
  '预警记录',
  'Warnings',
  text('handler', '处理人', 'Handled by', { kind: 'person' }),
);

export const monitorAreaWarnRecord = warningRecords(
  'monitor-area-warn-record',
  '/monitorAreaWarnRecord',
  '区域预警记录',
  'Area warnings',
  text('areaName', '区域', 'Area', { kind: 'area', list: true, filter: 'like' }),
);

export const monitorAssistWarnRecord = warningRecords(
  'monitor-assist-warn-record',
  '/monitorAssistWarnRecord',
  '助理预警记录',
  'Assistant warnings',
  text('assistantName', '助理', 'Assistant', { kind: 'person', list: true, filter: 'like' }),
);

export const supervisionResources = [
  monitorTenant,
  monitorUserRole,
  monitorRecord,
  monitorSuperviseInfo,
  monitorWarningRecord,
  monitorAreaWarnRecord,
  monitorAssistWarnRecord,
];
