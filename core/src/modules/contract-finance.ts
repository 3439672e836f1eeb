import type { FieldDraft } from '../resources/define.ts';
import { op, resource, text, typed } from '../resources/define.ts';
import type { OperationSpec } from '../resources/types.ts';
import { contractNoOfRef, contractRef } from './contract-info.ts';

/**
 * Contract library: invoicing and receipts (business-modules.md §7: contractInvoiceService,
 * contractInvoiceData, contractInvoiceList, contractCompanyReceived/Invoice, contractInfoReceived/Invoice
 * with the commission calls).
 */

const num = typed('number');
const day = typed('date');
const money = (name: string, zh: string, en: string, options: Parameters<typeof num>[3] = {}) =>
  num(name, zh, en, { kind: 'money', ...options });

const download = (method: 'GET' | 'POST', path: string, summary: string) =>
  op(method, path, summary, { safe: true, download: 'export' });

const PAYMENT_METHOD = [
  { value: '1', zh: '银行转账', en: 'Bank transfer' },
  { value: '2', zh: '现金', en: 'Cash' },
  { value: '3', zh: '承兑汇票', en: 'Bank acceptance' },
  { value: '4', zh: '其他', en: 'Other' },
] as const;

const INVOICE_TYPE = [
  { value: '1', zh: '增值税普通发票', en: 'VAT ordinary invoice' },
  { value: '2', zh: '增值税专用发票', en: 'VAT special invoice' },
  { value: '3', zh: '电子发票', en: 'E-invoice' },
] as const;

export const contractInvoiceService = resource('contract-invoice-service', {
  path: '/contract/contractInvoiceService',
  zh: '开票服务项目',
  en: 'Invoice service items',
  fields: [
    text('serviceName', '服务名称', 'Service', {
      kind: 'title',
      list: true,
      filter: 'like',
      required: true,
      samples: [
        '技术服务费',
        '咨询服务费',
        '维保服务费',
        '培训服务费',
        '检测服务费',
        '物业服务费',
        '信息系统运维费',
      ],
    }),
    text('taxCode', '税收分类编码', 'Tax code', { kind: 'code', list: true }),
    num('taxRate', '税率(%)', 'Tax rate (%)', { list: true, required: true }),
    text('unit', '单位', 'Unit', { list: true, samples: ['次', '项', '月', '年', '人次', '台'] }),
    text('remark', '备注', 'Remarks', { kind: 'content' }),
  ],
});

/** The invoicing data (title, tax number, bank) of a customer company, found by its social credit code. */
export const contractInvoiceData = resource('contract-invoice-data', {
  path: '/contract/contractInvoiceData',
  zh: '开票资料',
  en: 'Invoicing data',
  naturalKey: 'socialCreditCode',
  fields: [
    text('companyName', '单位名称', 'Company', {
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
    text('address', '地址', 'Address', { kind: 'address' }),
    text('phone', '电话', 'Phone', { kind: 'phone', list: true }),
    text('bankName', '开户银行', 'Bank', { list: true }),
    text('bankAccount', '银行账号', 'Bank account', { kind: 'code' }),
  ],
  operations: {
    // "invoiceData detail takes socialCreditCode" (BladeX's detail matches any exact field: an id too).
    detail: op('GET', 'detail', 'the invoicing data of a company (socialCreditCode, or id)', {
      params: { socialCreditCode: 'string?', id: 'id?' },
      reply: 'record',
    }),
  },
});

export const INVOICE_STATUS = [
  { value: '0', zh: '待开票', en: 'To issue' },
  { value: '1', zh: '已开票', en: 'Issued' },
  { value: '2', zh: '已作废', en: 'Voided' },
  { value: '3', zh: '已红冲', en: 'Reversed' },
] as const;

export const contractInvoiceList = resource('contract-invoice-list', {
  path: '/contract/contractInvoiceList',
  zh: '发票列表',
  en: 'Invoices',
  list: { style: 'page-post', path: 'page' },
  fields: [
    text('invoiceNo', '发票号码', 'Invoice number', { kind: 'code', list: true, filter: 'like' }),
    contractRef(),
    text('companyName', '购方名称', 'Buyer', { kind: 'company', list: true, required: true }),
    text('socialCreditCode', '统一社会信用代码', 'Social credit code', {
      kind: 'code',
      list: true,
      filter: 'like',
      required: true,
    }),
    text('invoiceType', '发票类型', 'Invoice type', { choices: INVOICE_TYPE, required: true }),
    money('amount', '开票金额', 'Amount', { list: true, required: true }),
    money('taxAmount', '税额', 'Tax'),
    day('invoiceDate', '开票日期', 'Issued on', { list: true }),
    // "Invoice: socialCreditCode, status (values not shown)".
    text('status', '状态', 'Status', { list: true, filter: 'equal', initial: '0', choices: INVOICE_STATUS }),
  ],
  // "POST page, detail, detailLogs (invoiceId), sync, edit, export, remove, submit, statusChange (ids,
  // status)": every call is a POST; the standard remove and submit are POSTs already.
  operations: {
    detail: op('POST', 'detail', 'one invoice', {
      safe: true,
      args: 'none',
      params: { id: 'id@query' },
      reply: 'record',
    }),
    detailLogs: op('POST', 'detailLogs', 'the history of an invoice', {
      safe: true,
      args: 'none',
      params: { invoiceId: 'id@query' },
      reply: 'records',
      role: 'lookup',
    }),
    sync: op('POST', 'sync', 'fetch the invoices issued on the tax platform', {
      args: 'none',
      reply: 'flag',
      role: 'toolbar',
      scope: { zh: '全部待开票的发票', en: 'every invoice waiting to be issued' },
      text: { zh: '同步发票', en: 'Sync invoices' },
      effect: {
        handler: 'batch-writes.ts: the invoices waiting to be issued come back issued, numbered and dated',
        shows: { read: 'list', changes: ['status'] },
      },
    }),
    edit: op('POST', 'edit', 'change an invoice (entity in the body)', {
      reply: 'flag',
      effect: { upsert: true },
    }),
    export: download('POST', 'export', 'invoices as a spreadsheet (filters in the body)'),
    statusChange: op('POST', 'statusChange', 'set the status of invoices', {
      args: 'none',
      params: { ids: 'ids@query', status: 'string@query' },
      reply: 'flag',
      role: 'rows',
      text: { zh: '变更状态', en: 'Change status' },
      effect: { target: 'ids', sets: { status: 'status' } },
    }),
  },
});

type LedgerTotals = Record<string, NonNullable<OperationSpec['figures']>[string]>;

/**
 * The operations the four ledger controllers (contractCompanyReceived, contractCompanyInvoice,
 * contractInfoReceived, contractInfoInvoice) share: "list, page, save, remove, export, total" (no verb:
 * reads GET, save POST). One declaration for the four, which differ only in their names and totals;
 * `page` and `remove` are the standard ones. `page` is the list screens' list; `list` every record (`all`).
 */
export function ledgerOperations(zh: string, en: string, total: LedgerTotals) {
  return {
    all: op('GET', 'list', `every ${en.toLowerCase()} record (filters in the query)`, {
      reply: 'records',
      role: 'lookup',
    }),
    save: op('POST', 'save', 'add or change a record (entity in the body)', {
      reply: 'flag',
      effect: { upsert: true },
    }),
    export: download('GET', 'export', `${en} as a spreadsheet`),
    total: op('GET', 'total', `totals of the filtered ${en.toLowerCase()}`, {
      reply: 'figures',
      role: 'statistics',
      text: { zh: `${zh}统计`, en: `${en} totals` },
      figures: total,
    }),
  };
}

/** A ledger controller under /contractLibrary: its fields, totals and any calls of its own. */
function ledger(
  name: string,
  segment: string,
  zh: string,
  en: string,
  fields: FieldDraft[],
  total: LedgerTotals,
  extra: Record<string, OperationSpec> = {},
) {
  return resource(name, {
    path: `/contractLibrary/${segment}`,
    zh,
    en,
    list: { style: 'page', path: 'page' },
    standard: ['list', 'remove'],
    fields,
    operations: { ...ledgerOperations(zh, en, total), ...extra },
  });
}

const receivedFields = (commission: boolean): FieldDraft[] => [
  contractRef(),
  contractNoOfRef({ list: true, filter: 'like' }),
  // The contract's customer pays.
  text('payerName', '付款单位', 'Payer', {
    kind: 'company',
    list: true,
    filter: 'like',
    required: true,
    follows: { ref: 'contractId', field: 'customerName' },
  }),
  money('amount', '回款金额', 'Amount received', { list: true, required: true }),
  day('receivedDate', '回款日期', 'Received on', { list: true, required: true }),
  text('paymentMethod', '回款方式', 'Payment method', { list: true, choices: PAYMENT_METHOD }),
  ...(commission
    ? [
        text('salesman', '销售负责人', 'Salesperson', { kind: 'person' as const }),
        num('commissionRate', '提成比例(%)', 'Commission rate (%)'),
        money('commissionAmount', '提成金额', 'Commission', { readOnly: true }),
      ]
    : []),
  text('remark', '备注', 'Remarks', { kind: 'content' }),
];

const invoiceFields: FieldDraft[] = [
  contractRef(),
  contractNoOfRef({ list: true, filter: 'like' }),
  text('invoiceNo', '发票号码', 'Invoice number', { kind: 'code', list: true, filter: 'like' }),
  text('companyName', '开票单位', 'Invoiced company', { kind: 'company', list: true, required: true }),
  text('invoiceType', '发票类型', 'Invoice type', { choices: INVOICE_TYPE }),
  money('amount', '开票金额', 'Amount invoiced', { list: true, required: true }),
  day('invoiceDate', '开票日期', 'Invoiced on', { list: true, required: true }),
  text('remark', '备注', 'Remarks', { kind: 'content' }),
];

const receivedTotal = {
  count: { zh: '回款笔数', en: 'Receipts' },
  amount: { zh: '回款总额', en: 'Total received', sum: 'amount' },
};
const invoiceTotal = {
  count: { zh: '开票笔数', en: 'Invoices' },
  amount: { zh: '开票总额', en: 'Total invoiced', sum: 'amount' },
};

export const contractCompanyReceived = ledger(
  'contract-company-received',
  'contractCompanyReceived',
  '公司回款',
  'Company receipts',
  receivedFields(false),
  receivedTotal,
);
export const contractCompanyInvoice = ledger(
  'contract-company-invoice',
  'contractCompanyInvoice',
  '公司开票',
  'Company invoicing',
  invoiceFields,
  invoiceTotal,
);

/** The commission calls of contractInfoReceived, shared by the receipts and the commissions list. */
const commissionOps = {
  commissionPage: op('GET', 'commissionPage', 'receipts with their commissions, paged', {
    params: { current: 'integer?@query', size: 'integer?@query' },
    reply: 'page',
  }),
  totalCommission: op('GET', 'totalCommission', 'commission totals of the filtered receipts', {
    reply: 'figures',
    role: 'statistics',
    text: { zh: '提成统计', en: 'Commission totals' },
    figures: {
      amount: { zh: '回款总额', en: 'Total received', sum: 'amount' },
      commissionAmount: { zh: '提成总额', en: 'Total commission', sum: 'commissionAmount' },
    },
  }),
  exportCommission: download('GET', 'exportCommission', 'commissions as a spreadsheet'),
};

export const contractInfoReceived = ledger(
  'contract-info-received',
  'contractInfoReceived',
  '合同回款',
  'Contract receipts',
  receivedFields(true),
  receivedTotal,
  commissionOps,
);
export const contractInfoInvoice = ledger(
  'contract-info-invoice',
  'contractInfoInvoice',
  '合同开票',
  'Contract invoicing',
  invoiceFields,
  invoiceTotal,
);

/**
 * The commissions list: contractInfoReceived's commissionPage, a view of the same receipts (one backend
 * resource, so the commission calls are the receipts' own operation objects).
 */
export const contractCommission = resource('contract-commission', {
  path: '/contractLibrary/contractInfoReceived',
  zh: '合同提成',
  en: 'Commissions',
  list: { style: 'page', path: 'commissionPage' },
  standard: ['list'],
  fields: receivedFields(true).map((f) => ({
    ...f,
    list:
      ['salesman', 'commissionRate', 'commissionAmount'].includes(f.name) ||
      (f.list && f.name !== 'paymentMethod'),
  })),
  // Its list is the receipts' commissionPage (the same operation).
  operations: { list: commissionOps.commissionPage, ...commissionOps },
});
