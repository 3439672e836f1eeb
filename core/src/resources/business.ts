import { op, resource, text, typed } from './define.ts';
import type { OperationSpec, ResourceSpec } from './types.ts';

/**
 * Scheduled jobs and the business resources that offer exports (business-modules.md §7,
 * forms-and-survey.md §7). Only the fields the calls reveal are declared; records keep any others as they
 * come. Exports only read data, so they are safe (retried on a 5xx or a dropped connection) whatever
 * their HTTP method; job triggers change data and are never repeated automatically. The modules' other
 * calls are not declared here yet.
 */

const num = typed('number');
const id = typed('id');
const date = typed('datetime');

/**
 * A read-only download. POST exports carry their filters in the JSON body, GET ones in the query, multipart
 * ones beside an uploaded file.
 */
function exportOp(
  method: 'GET' | 'POST',
  path: string,
  summary: string,
  args?: OperationSpec['args'],
): OperationSpec {
  return op(method, path, summary, { safe: true, download: 'export', ...(args ? { args } : {}) });
}

const contractFields = [
  text('contractNo', '合同编号', 'Contract number', { list: true, filter: 'like' }),
  id('contractId', '合同', 'Contract'),
  text('actualExecutor', '实际执行人', 'Actual executor', { list: true }),
  num('bizStatus', '业务状态', 'Business status', { list: true }),
];

export const contractBusiness = resource('contract-business', {
  path: '/contract/contractBusiness',
  zh: '合同业务',
  en: 'Contract business',
  list: { style: 'page', path: 'page' },
  standard: ['list'],
  fields: [...contractFields, id('crmTenantId', '客户租户', 'CRM tenant')],
  operations: {
    repayExport: exportOp('POST', 'repayExport', 'repayment report (filters in the body)'),
  },
});

export const contractInvoiceList = resource('contract-invoice-list', {
  path: '/contract/contractInvoiceList',
  zh: '发票列表',
  en: 'Invoices',
  list: { style: 'page-post', path: 'page' },
  fields: [
    text('socialCreditCode', '统一社会信用代码', 'Social credit code', { list: true, filter: 'like' }),
    num('status', '状态', 'Status', { list: true }),
    id('contractId', '合同', 'Contract', { list: true }),
  ],
  // business-modules.md §Contract library: every call of contract/contractInvoiceList is a POST.
  operations: {
    export: exportOp('POST', 'export', 'invoices as a spreadsheet (filters in the body)'),
  },
});

/** contractCompanyReceived, contractCompanyInvoice, contractInfoReceived, contractInfoInvoice. */
function contractLedger(name: string, segment: string, zh: string, en: string, extra = {}) {
  return resource(name, {
    path: `/contractLibrary/${segment}`,
    zh,
    en,
    list: { style: 'page', path: 'page' },
    standard: ['list', 'remove'],
    fields: [...contractFields.slice(0, 2), num('amount', '金额', 'Amount', { list: true })],
    operations: {
      export: exportOp('GET', 'export', `${en} as a spreadsheet`),
      ...extra,
    },
  });
}

export const contractCompanyReceived = contractLedger(
  'contract-company-received',
  'contractCompanyReceived',
  '公司回款',
  'Company receipts',
);
export const contractCompanyInvoice = contractLedger(
  'contract-company-invoice',
  'contractCompanyInvoice',
  '公司开票',
  'Company invoicing',
);
export const contractInfoReceived = contractLedger(
  'contract-info-received',
  'contractInfoReceived',
  '合同回款',
  'Contract receipts',
  {
    exportCommission: exportOp('GET', 'exportCommission', 'commissions as a spreadsheet'),
  },
);
export const contractInfoInvoice = contractLedger(
  'contract-info-invoice',
  'contractInfoInvoice',
  '合同开票',
  'Contract invoicing',
);

export const contractInfo = resource('contract-info', {
  path: '/contractLibrary/contractInfo',
  zh: '合同信息',
  en: 'Contracts',
  list: { style: 'page', path: 'page' },
  standard: ['list', 'submit'],
  fields: contractFields,
  operations: {
    export: exportOp('GET', 'export', 'contracts as a spreadsheet'),
  },
});

export const contractServiceExecute = resource('contract-service-execute', {
  path: '/contractLibrary/contractServiceExecute',
  zh: '服务执行',
  en: 'Service executions',
  list: { style: 'page', path: 'page' },
  standard: ['list'],
  fields: [
    text('contractNo', '合同编号', 'Contract number', { list: true, filter: 'like' }),
    text('executor', '执行人', 'Executor', { list: true }),
    num('status', '状态', 'Status', { list: true }),
  ],
  operations: {
    serviceExport: exportOp('GET', 'serviceExport', 'service executions as a spreadsheet'),
  },
});

export const crmCustomer = resource('crm-customer', {
  path: '/crm/nbxtCrmCustomer',
  zh: '客户管理',
  en: 'CRM customers',
  fields: [
    text('customerName', '客户名称', 'Customer', { list: true, filter: 'like' }),
    text('contactPhone', '联系电话', 'Phone', { list: true }),
  ],
  operations: {
    export: exportOp('POST', 'export', 'customers as a spreadsheet (filters in the body)'),
  },
});

export const monitorRecord = resource('monitor-record', {
  path: '/monitorRecord',
  zh: '监测记录',
  en: 'Monitor records',
  list: { style: 'page-post', path: 'page' },
  standard: ['list', 'detail'],
  fields: [
    text('monitorTenant', '监测单位', 'Monitored tenant', { list: true, filter: 'like' }),
    text('result', '结果', 'Result', { list: true }),
  ],
  operations: { export: exportOp('POST', 'export', 'monitor records as a spreadsheet') },
});

export const epidemicInfo = resource('epidemic-info', {
  path: '/epidemic/epidemicInfo',
  zh: '疫情信息',
  en: 'Epidemic records',
  list: { style: 'page', path: 'page' },
  fields: [
    text('name', '姓名', 'Name', { list: true, filter: 'like' }),
    text('phone', '手机号码', 'Phone', { list: true }),
    text('trackCode', '行程码', 'Track code', { list: true }),
  ],
  operations: {
    trackExport: exportOp('GET', 'trackExport', 'track records as a spreadsheet'),
    // Multipart (business-modules.md §Epidemic): a list of people goes up as `file`, a spreadsheet comes
    // back; read-only.
    companionExport: exportOp(
      'POST',
      'companionExport',
      'companions of the people in the uploaded file (multipart: file)',
      'multipart',
    ),
  },
});

export const payslipFormdata = resource('payslip-formdata', {
  path: '/payslip/formdata',
  zh: '工资条',
  en: 'Payslips',
  list: { style: 'page-post', path: 'payrollRecords' },
  standard: ['list'],
  fields: [
    text('monthOfPayslip', '工资月份', 'Month', { list: true, filter: 'equal' }),
    text('uuid', '批次', 'Batch', { list: true }),
    num('sendCount', '发送数', 'Sent', { list: true }),
  ],
  operations: {
    report: exportOp('POST', 'report', 'payslip report as a spreadsheet'),
  },
});

export const merchantInfo = resource('merchant-info', {
  path: '/merchant/merchantInfo',
  zh: '商户信息',
  en: 'Merchants',
  fields: [
    text('merchantName', '商户名称', 'Merchant', { list: true, filter: 'like' }),
    text('address', '地址', 'Address', { list: true }),
  ],
  operations: { export: exportOp('POST', 'export', 'merchants as a spreadsheet') },
});

export const refuseFormdata = resource('refuse-formdata', {
  path: '/refuseclassify/formdata',
  zh: '垃圾分类数据',
  en: 'Refuse classification data',
  list: { style: 'page-post', path: 'page' },
  standard: ['list', 'submit', 'remove'],
  fields: [
    num('year', '年度', 'Year', { list: true, filter: 'equal' }),
    text('report', '报告', 'Report', { list: true }),
  ],
  operations: {
    export: exportOp('GET', 'export/{id}', 'one record as a spreadsheet'),
  },
});

export const laborInspection = resource('labor-inspection', {
  // The spec lists page, detail by dataId, save and export without paths; the resource path is assumed.
  path: '/labor/laborInspection',
  zh: '劳动监察',
  en: 'Labor inspections',
  list: { style: 'page', path: 'page' },
  standard: ['list'],
  fields: [
    text('companyName', '单位名称', 'Company', { list: true, filter: 'like' }),
    date('inspectTime', '检查时间', 'Inspected', { list: true }),
  ],
  operations: {
    export: exportOp('GET', 'export', 'inspections as a spreadsheet'),
  },
});

export const businessResources: ResourceSpec[] = [
  contractBusiness,
  contractInvoiceList,
  contractCompanyReceived,
  contractCompanyInvoice,
  contractInfoReceived,
  contractInfoInvoice,
  contractInfo,
  contractServiceExecute,
  crmCustomer,
  monitorRecord,
  epidemicInfo,
  payslipFormdata,
  merchantInfo,
  refuseFormdata,
  laborInspection,
];
