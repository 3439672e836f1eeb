import type { FieldDraft } from '../resources/define.ts';
import { op, resource, text, typed } from '../resources/define.ts';
import { contractNoOfRef, contractRef } from './contract-info.ts';

/**
 * Contract library: the services a contract buys, their dispatch to service providers and their execution
 * (business-modules.md §7: serve/contractService, contractServiceExecute, serviceManage/*).
 */

const num = typed('number');
const id = typed('id');
const day = typed('date');
const when = typed('datetime');

const SERVICE_STATUS = [
  { value: '0', zh: '待派单', en: 'To dispatch' },
  { value: '1', zh: '已派单', en: 'Dispatched' },
  { value: '2', zh: '执行中', en: 'In progress' },
  { value: '3', zh: '已完成', en: 'Completed' },
  { value: '4', zh: '已取消', en: 'Cancelled' },
] as const;

const SERVICE_TYPE = [
  { value: '1', zh: '安全检查', en: 'Safety inspection' },
  { value: '2', zh: '隐患排查', en: 'Hazard survey' },
  { value: '3', zh: '教育培训', en: 'Training' },
  { value: '4', zh: '咨询服务', en: 'Consulting' },
] as const;

const page = (path: string, summary: string) =>
  op('POST', path, summary, {
    safe: true,
    params: { current: 'integer?@query', size: 'integer?@query' },
    reply: 'page',
    role: 'lookup',
  });

/** What services a contract buys (the sandbox seeds these). */
const SERVICE_NAMES = [
  '消防安全检查',
  '安全生产隐患排查',
  '电气线路检测',
  '消防设施维保',
  '安全生产培训',
  '应急疏散演练',
  '职业健康检查',
  '特种设备巡检',
];

export const contractService = resource('contract-service', {
  path: '/serve/contractService',
  zh: '合同服务',
  en: 'Contract services',
  // "POST pageDispatch, pageService, pageContract, listService, dispatch, servicesAdd, submit,
  // updateServiceTenant; GET changeStatus, servicesRemove, findByContractNo".
  list: { style: 'page-post', path: 'pageService' },
  standard: ['list', 'submit'],
  fields: [
    contractRef(),
    contractNoOfRef({ list: true, filter: 'like' }),
    text('serviceName', '服务名称', 'Service', {
      kind: 'title',
      list: true,
      filter: 'like',
      required: true,
      samples: SERVICE_NAMES,
    }),
    text('serviceType', '服务类型', 'Service type', { list: true, required: true, choices: SERVICE_TYPE }),
    id('templateId', '服务模板', 'Template', { ref: 'service-manage-template' }),
    num('serviceCount', '服务次数', 'Visits', { required: true }),
    day('startDate', '开始日期', 'Starts'),
    day('endDate', '结束日期', 'Ends', { notBefore: 'startDate' }),
    // The provider is a tenant, named by its tenantId (not a record id).
    text('serviceTenantId', '服务单位', 'Service provider', { ref: 'tenant', refKey: 'tenantId' }),
    text('serviceTenantName', '服务单位名称', 'Provider', {
      kind: 'company',
      list: true,
      readOnly: true,
      follows: { ref: 'serviceTenantId', field: 'tenantName' },
    }),
    text('status', '状态', 'Status', { list: true, filter: 'equal', initial: '0', choices: SERVICE_STATUS }),
  ],
  operations: {
    pageDispatch: page('pageDispatch', 'services to dispatch, paged (filters in the body)'),
    pageContract: page('pageContract', 'contracts with their services, paged (filters in the body)'),
    listService: op(
      'POST',
      'listService',
      'every service of the filtered contracts (contractId in the body)',
      {
        safe: true,
        reply: 'records',
        role: 'lookup',
      },
    ),
    // Argument names not shown: BladeX-typical ids and the provider's tenant.
    dispatch: op('POST', 'dispatch', 'dispatch services to a service provider', {
      args: 'none',
      params: { ids: 'ids@query', serviceTenantId: 'string@query' },
      reply: 'flag',
      role: 'rows',
      when: { field: 'status', in: ['0'] },
      text: { zh: '派单', en: 'Dispatch' },
      effect: { target: 'ids', sets: { serviceTenantId: 'serviceTenantId', status: '=1' } },
    }),
    servicesAdd: op('POST', 'servicesAdd', 'add services to a contract (a list of services in the body)', {
      reply: 'flag',
      effect: { create: true },
    }),
    updateServiceTenant: op('POST', 'updateServiceTenant', 'change the provider of a service', {
      args: 'none',
      params: { id: 'id@query', serviceTenantId: 'string@query' },
      reply: 'flag',
      role: 'row',
      text: { zh: '更换服务单位', en: 'Change provider' },
      effect: { target: 'id', sets: { serviceTenantId: 'serviceTenantId' } },
    }),
    // GETs that change data: never retried.
    changeStatus: op('GET', 'changeStatus', 'set the status of a service', {
      safe: false,
      args: 'none',
      params: { id: 'id', status: 'string' },
      reply: 'flag',
      role: 'row',
      text: { zh: '变更状态', en: 'Change status' },
      effect: { target: 'id', sets: { status: 'status' } },
    }),
    servicesRemove: op('GET', 'servicesRemove', 'remove services (ids)', {
      safe: false,
      args: 'none',
      params: { ids: 'ids' },
      reply: 'flag',
      role: 'rows',
      text: { zh: '删除服务', en: 'Remove services' },
      effect: { target: 'ids', remove: true },
    }),
    findByContractNo: op('GET', 'findByContractNo', 'the services of a contract by its number', {
      args: 'none',
      params: { contractNo: 'string' },
      reply: 'records',
      role: 'lookup',
    }),
  },
});

const CALLBACK_STATUS = [
  { value: '0', zh: '待回访', en: 'To verify' },
  { value: '1', zh: '回访合格', en: 'Verified' },
  { value: '2', zh: '回访不合格', en: 'Failed' },
] as const;

const executeFields = (mine: boolean): FieldDraft[] => [
  contractRef(),
  contractNoOfRef({ list: true, filter: 'like' }),
  id('serviceId', '服务项目', 'Service', { ref: 'contract-service', required: true }),
  text('serviceName', '服务名称', 'Service', {
    kind: 'title',
    list: true,
    filter: 'like',
    follows: { ref: 'serviceId', field: 'serviceName' },
  }),
  text('executor', '执行人', 'Executor', { kind: 'person', list: !mine, required: true }),
  when('executeTime', '执行时间', 'Carried out', { list: true }),
  text('signInAddress', '签到地址', 'Signed in at', { kind: 'address' }),
  text('executeStatus', '执行状态', 'Status', {
    list: true,
    filter: 'equal',
    initial: '0',
    choices: [
      { value: '0', zh: '待执行', en: 'To do' },
      { value: '1', zh: '执行中', en: 'In progress' },
      { value: '2', zh: '已完成', en: 'Done' },
    ],
  }),
  text('callbackStatus', '回访状态', 'Verification', {
    list: true,
    readOnly: true,
    initial: '0',
    choices: CALLBACK_STATUS,
  }),
  text('callbackRemark', '回访意见', 'Verification notes', { kind: 'content', readOnly: true }),
];

/**
 * "page, pageForMine, callbackCheck, callbackCheckBatch, changeExecutor (ids, executor), signInRecord,
 * safetyDetails, serviceExport, callbackSPI" (no verb: reads GET, changes POST). One backend resource
 * behind two lists (all and mine), so one set of operations.
 */
const executeOps = {
  pageForMine: op('GET', 'pageForMine', "the current user's service executions, paged", {
    params: { current: 'integer?@query', size: 'integer?@query' },
    reply: 'page',
  }),
  // Argument names not shown beyond changeExecutor's: the verdict as callbackStatus with a remark.
  callbackCheck: op('POST', 'callbackCheck', 'verify a service execution (return visit)', {
    args: 'none',
    params: { id: 'id@query', callbackStatus: 'string@query', callbackRemark: 'string?@query' },
    reply: 'flag',
    role: 'row',
    text: { zh: '回访核查', en: 'Verify' },
    effect: { target: 'id', sets: { callbackStatus: 'callbackStatus', callbackRemark: 'callbackRemark' } },
  }),
  callbackCheckBatch: op('POST', 'callbackCheckBatch', 'verify service executions', {
    args: 'none',
    params: { ids: 'ids@query', callbackStatus: 'string@query', callbackRemark: 'string?@query' },
    reply: 'flag',
    role: 'rows',
    text: { zh: '批量核查', en: 'Verify selected' },
    effect: { target: 'ids', sets: { callbackStatus: 'callbackStatus', callbackRemark: 'callbackRemark' } },
  }),
  changeExecutor: op('POST', 'changeExecutor', 'hand service executions to another executor', {
    args: 'none',
    params: { ids: 'ids@query', executor: 'string@query' },
    reply: 'flag',
    role: 'rows',
    text: { zh: '变更执行人', en: 'Change executor' },
    effect: { target: 'ids', sets: { executor: 'executor' } },
  }),
  signInRecord: op('GET', 'signInRecord', 'the sign-ins of a service execution', {
    args: 'none',
    params: { id: 'id' },
    reply: 'records',
    role: 'lookup',
  }),
  safetyDetails: op('GET', 'safetyDetails', 'the safety findings of a service execution', {
    args: 'none',
    params: { id: 'id' },
    reply: 'record',
    role: 'lookup',
  }),
  serviceExport: op('GET', 'serviceExport', 'service executions as a spreadsheet', {
    safe: true,
    download: 'export',
  }),
  // Called by the service-provider platform, not by the console: the execution's data in the body.
  callbackSPI: op('POST', 'callbackSPI', 'service provider callback (execution data in the body)', {
    reply: 'none',
    effect: {
      none: 'the provider’s notice of an execution; the execution records change by their own calls',
    },
  }),
};

export const contractServiceExecute = resource('contract-service-execute', {
  path: '/contractLibrary/contractServiceExecute',
  zh: '服务执行',
  en: 'Service executions',
  list: { style: 'page', path: 'page' },
  standard: ['list'],
  fields: executeFields(false),
  operations: executeOps,
});

export const contractServiceExecuteMine = resource('contract-service-execute-mine', {
  path: '/contractLibrary/contractServiceExecute',
  zh: '我的服务执行',
  en: 'My service executions',
  list: { style: 'page', path: 'pageForMine' },
  standard: ['list'],
  fields: executeFields(true),
  // Its list is pageForMine (the same operation).
  operations: { list: executeOps.pageForMine, ...executeOps },
});

export const serviceManageTemplate = resource('service-manage-template', {
  path: '/serviceManage/serviceManageTemplate',
  zh: '服务模板',
  en: 'Service templates',
  list: { style: 'page', path: 'page' },
  // "detail, page".
  standard: ['list', 'detail'],
  fields: [
    text('templateName', '模板名称', 'Template', {
      kind: 'title',
      samples: ['月度消防检查', '季度安全隐患排查', '年度电气检测', '消防设施维保', '安全培训', '应急演练'],
      list: true,
      filter: 'like',
      required: true,
    }),
    text('serviceType', '服务类型', 'Service type', { list: true, filter: 'equal', choices: SERVICE_TYPE }),
    num('serviceCount', '服务次数', 'Visits', { list: true }),
    text('content', '服务内容', 'Content', { kind: 'content', list: true }),
    when('createTime', '创建时间', 'Created', { list: true, readOnly: true }),
  ],
});

export const serviceManageToolExtra = resource('service-manage-tool-extra', {
  path: '/serviceManage/serviceManageToolExtra',
  zh: '服务工具配置',
  en: 'Service tools',
  fields: [
    id('templateId', '服务模板', 'Template', { ref: 'service-manage-template', required: true }),
    text('toolName', '工具名称', 'Tool', {
      kind: 'title',
      list: true,
      filter: 'like',
      required: true,
      samples: ['消防设施检查表', '现场照片', '负责人签字', '到场定位', '隐患整改单', '培训签到表'],
    }),
    text('toolType', '工具类型', 'Tool type', {
      list: true,
      choices: [
        { value: '1', zh: '检查表', en: 'Checklist' },
        { value: '2', zh: '拍照', en: 'Photos' },
        { value: '3', zh: '签字', en: 'Signature' },
        { value: '4', zh: '定位签到', en: 'Location sign-in' },
      ],
    }),
    num('sort', '排序', 'Order', { list: true }),
    text('remark', '备注', 'Remarks', { kind: 'content', list: true }),
  ],
});
