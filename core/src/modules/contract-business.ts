import { op, resource, text, typed } from '../resources/define.ts';
import type { Figure, OperationSpec } from '../resources/types.ts';
import { BIZ_STATUS, contractNoField, contractNoOfRef, contractRef } from './contract-info.ts';

/**
 * Contract library: the business analysis of contracts by customer, role, repayment and progress, the
 * people on a contract's business and the business categories (business-modules.md §7:
 * contractBusiness, contractBusinessRelation, contractBizCategory).
 */

const num = typed('number');
const id = typed('id');
const day = typed('date');
const money = (name: string, zh: string, en: string, options: Parameters<typeof num>[3] = {}) =>
  num(name, zh, en, { kind: 'money', ...options });

/** The part a person plays in a contract's business (values not shown in the spec). */
const ROLE_TYPE = [
  { value: '1', zh: '销售', en: 'Sales' },
  { value: '2', zh: '售前', en: 'Pre-sales' },
  { value: '3', zh: '实施', en: 'Delivery' },
  { value: '4', zh: '运维', en: 'Operations' },
] as const;

/** "POST, query current and size, body filters": a chart of the filtered business. */
function analysis(
  path: string,
  summary: string,
  zh: string,
  en: string,
  x: string,
  series: Record<string, Figure>,
) {
  return op('POST', path, summary, {
    safe: true,
    params: { current: 'integer?@query', size: 'integer?@query' },
    reply: 'chart',
    role: 'chart',
    text: { zh, en },
    chart: { x, series },
  });
}

const totals = (path: string, summary: string, zh: string, en: string, figures: Record<string, Figure>) =>
  op('GET', path, summary, { reply: 'figures', role: 'statistics', text: { zh, en }, figures });

const byStatus = (): Record<string, Figure> =>
  Object.fromEntries(
    BIZ_STATUS.map((s) => [`status${s.value}`, { zh: s.zh, en: s.en, where: { bizStatus: s.value } }]),
  );

const countAndAmount = {
  count: { zh: '合同数', en: 'Contracts' },
  amount: { zh: '合同金额', en: 'Amount', sum: 'amount' },
} satisfies Record<string, Figure>;

export const contractBusiness = resource('contract-business', {
  path: '/contract/contractBusiness',
  zh: '合同业务',
  en: 'Contract business',
  list: { style: 'page', path: 'page' },
  standard: ['list'],
  fields: [
    contractRef(),
    contractNoOfRef({ list: true, filter: 'like' }),
    // The customer of the contract.
    id('crmTenantId', '客户', 'Customer', {
      ref: 'crm-customer',
      follows: { ref: 'contractId', field: 'crmTenantId' },
    }),
    text('customerName', '客户名称', 'Customer name', {
      kind: 'company',
      list: true,
      filter: 'like',
      follows: { ref: 'crmTenantId', field: 'customerName' },
    }),
    text('roleType', '业务角色', 'Business role', { list: true, filter: 'equal', choices: ROLE_TYPE }),
    text('actualExecutor', '实际执行人', 'Actual executor', { kind: 'person' }),
    money('amount', '合同金额', 'Amount', { list: true }),
    money('receivedAmount', '已回款金额', 'Received', { list: true, partOf: 'amount' }),
    money('unreceivedAmount', '未回款金额', 'Outstanding', {
      rest: { of: 'amount', after: 'receivedAmount' },
    }),
    day('signDate', '签订日期', 'Signed on'),
    text('bizStatus', '业务状态', 'Business status', { list: true, initial: '0', choices: BIZ_STATUS }),
  ],
  operations: {
    // "check takes crmTenantId": whether the customer may take a new contract business (reply not shown).
    check: op('GET', 'check', 'check a customer before its business is added (crmTenantId)', {
      args: 'none',
      params: { crmTenantId: 'id' },
      reply: 'flag',
      role: 'lookup',
    }),
    cusVolume: analysis(
      'cusVolume',
      'contract volume by customer',
      '客户合同量',
      'Volume by customer',
      'customerName',
      countAndAmount,
    ),
    roleAnalysis: analysis(
      'roleAnalysis',
      'contracts by business role',
      '角色分析',
      'By role',
      'roleType',
      countAndAmount,
    ),
    repay: analysis(
      'repay',
      'amounts received and outstanding by month signed',
      '回款分析',
      'Repayment',
      'signDate',
      {
        receivedAmount: { zh: '已回款', en: 'Received', sum: 'receivedAmount' },
        unreceivedAmount: { zh: '未回款', en: 'Outstanding', sum: 'unreceivedAmount' },
      },
    ),
    progress: analysis(
      'progress',
      'contracts by business status',
      '进度分析',
      'Progress',
      'bizStatus',
      countAndAmount,
    ),
    cvTotal: totals('cvTotal', 'customer volume totals', '客户合同量统计', 'Volume totals', {
      ...countAndAmount,
      receivedAmount: { zh: '已回款', en: 'Received', sum: 'receivedAmount' },
    }),
    roleTotal: totals(
      'roleTotal',
      'contracts per business role',
      '角色统计',
      'Role totals',
      Object.fromEntries(
        ROLE_TYPE.map((r) => [`role${r.value}`, { zh: r.zh, en: r.en, where: { roleType: r.value } }]),
      ),
    ),
    progressTotal: totals(
      'progressTotal',
      'contracts per business status',
      '进度统计',
      'Progress totals',
      byStatus(),
    ),
    repayExport: op('POST', 'repayExport', 'repayment report (filters in the body)', {
      safe: true,
      download: 'export',
    }) satisfies OperationSpec,
  },
});

export const contractBusinessRelation = resource('contract-business-relation', {
  path: '/contract/contractBusinessRelation',
  zh: '合同业务人员',
  en: 'Business people',
  fields: [
    id('businessId', '合同业务', 'Contract business', { ref: 'contract-business', required: true }),
    contractNoField({ list: true, filter: 'like' }),
    id('userId', '人员', 'Person', { ref: 'user', required: true }),
    text('userName', '姓名', 'Name', { kind: 'person', list: true, filter: 'like' }),
    text('roleType', '业务角色', 'Business role', { list: true, required: true, choices: ROLE_TYPE }),
    num('ratio', '业绩比例(%)', 'Share (%)', { list: true }),
    text('remark', '备注', 'Remarks', { kind: 'content' }),
  ],
});

export const contractBizCategory = resource('contract-biz-category', {
  path: '/contractLibrary/contractBizCategory',
  zh: '业务分类',
  en: 'Business categories',
  naturalKey: 'categoryCode',
  fields: [
    text('categoryName', '分类名称', 'Category', {
      list: true,
      filter: 'like',
      required: true,
      samples: [
        '物业服务',
        '安全生产服务',
        '消防维保',
        '保洁绿化',
        '信息化建设',
        '法律咨询',
        '培训服务',
        '设备采购',
      ],
    }),
    text('categoryCode', '分类编码', 'Code', { kind: 'code', list: true, required: true }),
    num('sort', '排序', 'Order', { list: true }),
    // "Contract business categories can have authority set": the users who may use the category.
    text('authority', '授权人员', 'Authorised users', { ref: 'user', list: true, readOnly: true }),
    text('remark', '备注', 'Remarks', { kind: 'content' }),
  ],
  operations: {
    // "standard; POST list and set": beside the standard GET list, a POST list of every category.
    options: op('POST', 'list', 'every category (filters in the body), for pickers', {
      safe: true,
      reply: 'records',
      role: 'lookup',
    }),
    // The argument names are not shown: BladeX-typical id and a comma list of user ids.
    set: op('POST', 'set', 'set who may use a category', {
      args: 'none',
      params: { id: 'id@query', authority: 'ids@query' },
      reply: 'flag',
      role: 'row',
      text: { zh: '权限设置', en: 'Set authority' },
      effect: { target: 'id', sets: { authority: 'authority' } },
    }),
  },
});
