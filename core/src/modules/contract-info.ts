import { op, resource, text, typed } from '../resources/define.ts';

/**
 * Contract library: the contracts themselves and what hangs on one contract (business-modules.md §7
 * Contract library: contractInfo, contractChangeRecord, contractDispatch, contractCollectionManagement,
 * contractCompanySecond). Lines without a verb read BladeX's way: reads GET, changes POST.
 */

const num = typed('number');
const id = typed('id');
const day = typed('date');
const when = typed('datetime');
const money = (name: string, zh: string, en: string, options: Parameters<typeof num>[3] = {}) =>
  num(name, zh, en, { kind: 'money', ...options });

/** The contract's business status: the spec says a status change takes a value, values not shown. */
export const BIZ_STATUS = [
  { value: '0', zh: '草稿', en: 'Draft' },
  { value: '1', zh: '待审核', en: 'Pending review' },
  { value: '2', zh: '执行中', en: 'In progress' },
  { value: '3', zh: '已完成', en: 'Completed' },
  { value: '4', zh: '已终止', en: 'Terminated' },
] as const;

/** The contract a record belongs to ("Received records and invoices carry contractId"). */
export const contractRef = (options: Parameters<typeof id>[3] = {}) =>
  id('contractId', '合同', 'Contract', { ref: 'contract-info', required: true, ...options });
export const contractNoField = (options: Parameters<typeof text>[3] = {}) =>
  text('contractNo', '合同编号', 'Contract number', { kind: 'code', ...options });
/** The number of the contract a record's contractId names. */
export const contractNoOfRef = (options: Parameters<typeof text>[3] = {}) =>
  contractNoField({ follows: { ref: 'contractId', field: 'contractNo' }, ...options });
/** The name of the customer of the contract a record's contractId names. */
const customerOfContract = { ref: 'contractId', field: 'customerName' } as const;

export const contractInfo = resource('contract-info', {
  path: '/contractLibrary/contractInfo',
  zh: '合同信息',
  en: 'Contracts',
  naturalKey: 'contractNo',
  list: { style: 'page', path: 'page' },
  // page, detail/{id}, submit; no remove among the calls.
  standard: ['list', 'detail', 'submit'],
  fields: [
    contractNoField({ list: true, filter: 'like', required: true }),
    text('contractName', '合同名称', 'Contract name', {
      kind: 'title',
      samples: [
        '物业服务合同',
        '保洁服务外包合同',
        '安保服务合同',
        '消防设施维保合同',
        '电梯维护保养合同',
        '垃圾分类清运服务合同',
        '绿化养护服务合同',
        '办公设备采购合同',
        '信息系统运维服务合同',
        '安全生产技术服务合同',
        '食堂餐饮服务合同',
        '房屋租赁合同',
        '年度法律顾问服务协议',
        '网格化管理平台建设合同',
      ],
      list: true,
      filter: 'like',
      required: true,
    }),
    // The payload's crmTenantId: the customer (a CRM customer) the contract is signed with.
    id('crmTenantId', '客户', 'Customer', { ref: 'crm-customer', required: true }),
    text('customerName', '客户名称', 'Customer name', {
      kind: 'company',
      list: true,
      readOnly: true,
      follows: { ref: 'crmTenantId', field: 'customerName' },
    }),
    text('contractType', '合同类型', 'Contract type', {
      choices: [
        { value: '1', zh: '服务合同', en: 'Service contract' },
        { value: '2', zh: '采购合同', en: 'Purchase contract' },
        { value: '3', zh: '框架协议', en: 'Framework agreement' },
      ],
    }),
    money('contractAmount', '合同金额', 'Contract amount', { list: true, required: true }),
    money('receivedAmount', '已回款金额', 'Received', {
      readOnly: true,
      partOf: 'contractAmount',
      sumOf: { resource: 'contract-info-received', field: 'amount', by: 'contractId' },
    }),
    money('invoicedAmount', '已开票金额', 'Invoiced', {
      readOnly: true,
      partOf: 'contractAmount',
      sumOf: { resource: 'contract-info-invoice', field: 'amount', by: 'contractId' },
    }),
    day('signDate', '签订日期', 'Signed on', { list: true, required: true }),
    day('startDate', '开始日期', 'Starts', { notBefore: 'signDate' }),
    day('endDate', '结束日期', 'Ends', { notBefore: 'startDate' }),
    text('salesman', '销售负责人', 'Salesperson', { kind: 'person' }),
    // A user of the platform, picked (the list shows their name).
    id('actualExecutor', '实际执行人', 'Actual executor', { ref: 'user', list: true }),
    text('serviceAddress', '服务地址', 'Service address', { kind: 'address' }),
    text('bizStatus', '业务状态', 'Business status', {
      list: true,
      filter: 'equal',
      initial: '0',
      choices: BIZ_STATUS,
    }),
    // Sent with submit: saved as a draft (0) or submitted for review (1); the values are not shown.
    text('submitFlag', '提交标识', 'Submit flag', {
      choices: [
        { value: '0', zh: '暂存', en: 'Saved as draft' },
        { value: '1', zh: '提交', en: 'Submitted' },
      ],
    }),
    text('remark', '备注', 'Remarks', { kind: 'content' }),
  ],
  operations: {
    detail: op('GET', 'detail/{id}', 'one contract', { args: 'none', params: { id: 'id' }, reply: 'record' }),
    // The contract is named by contractId in the change calls (the payload's contractId is its id).
    changeStatus: op('POST', 'changeStatus', 'set the business status of a contract', {
      args: 'none',
      params: { contractId: 'id@query', value: 'string@query' },
      reply: 'flag',
      role: 'row',
      text: { zh: '变更状态', en: 'Change status' },
      effect: { target: 'contractId', sets: { bizStatus: 'value' } },
    }),
    changeContractNo: op('POST', 'changeContractNo', 'change the number of a contract', {
      args: 'none',
      params: { contractId: 'id@query', contractNo: 'string@query' },
      reply: 'flag',
      role: 'row',
      text: { zh: '修改合同编号', en: 'Change number' },
      effect: { target: 'contractId', sets: { contractNo: 'contractNo' } },
    }),
    changeActualExecutor: op('POST', 'changeActualExecutor', 'change the actual executor of a contract', {
      args: 'none',
      params: { contractId: 'id@query', actualExecutor: 'id@query' },
      reply: 'flag',
      role: 'row',
      text: { zh: '变更执行人', en: 'Change executor' },
      effect: { target: 'contractId', sets: { actualExecutor: 'actualExecutor' } },
    }),
    export: op('GET', 'export', 'contracts as a spreadsheet (filters in the query)', {
      safe: true,
      download: 'export',
    }),
    statisticsContractAmount: op('GET', 'statisticsContractAmount', 'contract amounts of the filtered list', {
      reply: 'figures',
      role: 'statistics',
      text: { zh: '合同金额统计', en: 'Contract amounts' },
      figures: {
        contractCount: { zh: '合同数', en: 'Contracts' },
        contractAmount: { zh: '合同总额', en: 'Total amount', sum: 'contractAmount' },
        receivedAmount: { zh: '已回款', en: 'Received', sum: 'receivedAmount' },
        invoicedAmount: { zh: '已开票', en: 'Invoiced', sum: 'invoicedAmount' },
      },
    }),
  },
});

/** What a change record's before and after values look like, by what was changed (changeType). */
const CHANGED_VALUES = {
  by: 'changeType',
  values: {
    '1': ['CI20250012', 'CI20250047', 'CI20250031', 'CI20260008', 'CI20260015', 'CI20250103'],
    '2': ['张伟', '王芳', '李娜', '陈静', '刘洋', '周杰', '徐丽'],
    '3': BIZ_STATUS.map((s) => s.zh),
    '4': ['服务期限一年', '服务期限两年', '按季度付款', '按月付款', '含税单价', '不含税单价'],
  },
} as const;

export const contractChangeRecord = resource('contract-change-record', {
  path: '/contractLibrary/contractChangeRecord',
  zh: '合同变更记录',
  en: 'Contract changes',
  standard: [],
  fields: [
    contractRef(),
    text('changeType', '变更类型', 'Change', {
      list: true,
      filter: 'equal',
      choices: [
        { value: '1', zh: '合同编号', en: 'Contract number' },
        { value: '2', zh: '实际执行人', en: 'Actual executor' },
        { value: '3', zh: '业务状态', en: 'Business status' },
        { value: '4', zh: '合同内容', en: 'Contract content' },
      ],
    }),
    text('beforeValue', '变更前', 'Before', { list: true, samples: CHANGED_VALUES }),
    text('afterValue', '变更后', 'After', { list: true, samples: CHANGED_VALUES }),
    text('changeUserName', '变更人', 'Changed by', { kind: 'person', list: true }),
    when('changeTime', '变更时间', 'Changed', { list: true }),
    text('remark', '备注', 'Remarks', { kind: 'content' }),
  ],
  operations: {
    // "contractChangeRecord list/{id}": the changes of one contract (its id in the path).
    list: op('GET', 'list/{contractId}', 'the changes of one contract', {
      args: 'none',
      params: { contractId: 'id' },
      reply: 'records',
    }),
  },
});

export const contractDispatch = resource('contract-dispatch', {
  path: '/contractLibrary/contractDispatch',
  zh: '合同派单',
  en: 'Contract dispatch',
  // "submit; also CRUD": the standard set.
  fields: [
    contractRef({ list: true }),
    contractNoOfRef({ list: true, filter: 'like' }),
    id('serviceId', '服务项目', 'Service', { ref: 'contract-service' }),
    text('serviceTenantName', '服务单位', 'Service provider', {
      kind: 'company',
      list: true,
      required: true,
    }),
    text('executor', '执行人', 'Executor', { kind: 'person', list: true, required: true }),
    when('dispatchTime', '派单时间', 'Dispatched', { list: true }),
    text('dispatchStatus', '派单状态', 'Dispatch status', {
      list: true,
      filter: 'equal',
      initial: '0',
      choices: [
        { value: '0', zh: '待派单', en: 'To dispatch' },
        { value: '1', zh: '已派单', en: 'Dispatched' },
        { value: '2', zh: '已接单', en: 'Accepted' },
        { value: '3', zh: '已退回', en: 'Returned' },
      ],
    }),
    text('remark', '备注', 'Remarks', { kind: 'content' }),
  ],
});

export const contractCollectionManagement = resource('contract-collection-management', {
  path: '/contractLibrary/contractCollectionManagement',
  zh: '回款管理',
  en: 'Collection management',
  list: { style: 'page', path: 'list' },
  standard: ['list', 'remove'],
  fields: [
    contractRef(),
    contractNoOfRef({ list: true, filter: 'like' }),
    text('customerName', '客户名称', 'Customer', {
      kind: 'company',
      list: true,
      filter: 'like',
      follows: customerOfContract,
    }),
    day('planDate', '计划回款日期', 'Due on', { list: true, required: true }),
    money('planAmount', '计划回款金额', 'Amount due', { list: true, required: true }),
    money('receivedAmount', '已回款金额', 'Received', { list: true, readOnly: true, partOf: 'planAmount' }),
    money('unreceivedAmount', '未回款金额', 'Outstanding', {
      readOnly: true,
      rest: { of: 'planAmount', after: 'receivedAmount' },
    }),
    text('collectionStatus', '回款状态', 'Collection status', {
      list: true,
      filter: 'equal',
      readOnly: true,
      initial: '0',
      choices: [
        { value: '0', zh: '未回款', en: 'Not received' },
        { value: '1', zh: '部分回款', en: 'Partly received' },
        { value: '2', zh: '已回款', en: 'Received' },
        { value: '3', zh: '已逾期', en: 'Overdue' },
      ],
    }),
    text('checkStatus', '复核状态', 'Check', {
      readOnly: true,
      initial: '0',
      choices: [
        { value: '0', zh: '未复核', en: 'Not checked' },
        { value: '1', zh: '已复核', en: 'Checked' },
      ],
    }),
  ],
  operations: {
    // "list, one, remove, recalculate, recheck" (no verb): one is a read by id, the last two change data.
    one: op('GET', 'one', 'one collection plan', { params: { id: 'id' }, reply: 'record', role: 'lookup' }),
    recalculate: op('POST', 'recalculate', 'recompute the received and outstanding amounts', {
      args: 'none',
      reply: 'flag',
      role: 'toolbar',
      scope: { zh: '全部回款计划', en: 'every collection plan' },
      text: { zh: '重新计算', en: 'Recalculate' },
      effect: { none: 'the received and outstanding amounts are computed when read' },
    }),
    recheck: op('POST', 'recheck', 'check a collection plan again against its receipts', {
      args: 'none',
      params: { id: 'id@query' },
      reply: 'flag',
      role: 'row',
      when: { field: 'checkStatus', in: ['0'] },
      text: { zh: '复核', en: 'Recheck' },
      effect: { target: 'id', sets: { checkStatus: '=1' } },
    }),
  },
});

/** The company of our side that signs (party B): "POST list, submit, save, remove". */
export const contractCompanySecond = resource('contract-company-second', {
  path: '/contractLibrary/contractCompanySecond',
  zh: '乙方公司',
  en: 'Signing companies',
  naturalKey: 'socialCreditCode',
  list: { style: 'page-post', path: 'list' },
  standard: ['list', 'submit', 'remove'],
  fields: [
    text('companyName', '公司名称', 'Company', {
      kind: 'company',
      list: true,
      filter: 'like',
      required: true,
    }),
    text('socialCreditCode', '统一社会信用代码', 'Social credit code', {
      kind: 'code',
      list: true,
      filter: 'equal',
      required: true,
    }),
    text('legalPerson', '法定代表人', 'Legal representative', { kind: 'person', list: true }),
    text('phone', '联系电话', 'Phone', { kind: 'phone', list: true }),
    text('address', '注册地址', 'Registered address', { kind: 'address' }),
    text('bankName', '开户银行', 'Bank'),
    text('bankAccount', '银行账号', 'Bank account', { kind: 'code' }),
  ],
  operations: {
    save: op('POST', 'save', 'add a signing company (entity in the body)', {
      reply: 'flag',
      effect: { upsert: true },
    }),
  },
});
