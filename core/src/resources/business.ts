import { op, resource, text, typed } from './define.ts';
import type { OperationSpec, ResourceSpec } from './types.ts';

/**
 * Business resources that offer exports and are not yet moved into their modules (business-modules.md
 * §7, forms-and-survey.md §7; core/src/modules holds the moved ones). Only the fields the calls reveal are declared; records keep any others as they
 * come. Exports only read data, so they are safe (retried on a 5xx or a dropped connection) whatever
 * their HTTP method. The modules' other calls are not declared here yet.
 */

const num = typed('number');
const id = typed('id');

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

export const householder = resource('householder', {
  path: '/lowIncome/householder',
  zh: '户主信息',
  en: 'Householders',
  list: { style: 'page-post', path: 'page' },
  standard: ['list', 'submit', 'remove'],
  fields: [
    text('name', '户主姓名', 'Name', { list: true, filter: 'like' }),
    text('idCard', '身份证号', 'ID card', { list: true }),
    text('praddress', '户籍地址', 'Registered address', { list: true }),
    id('dataMid', '调查表', 'Survey'),
  ],
  operations: {
    export: exportOp('POST', 'export', 'householders as a spreadsheet'),
  },
});

export const invReport = resource('inv-report', {
  path: '/lowIncome/invReport',
  zh: '调查报告',
  en: 'Survey reports',
  list: { style: 'page', path: 'page' },
  standard: ['list', 'remove'],
  fields: [
    text('reportName', '报告名称', 'Report', { list: true, filter: 'like' }),
    text('area', '区域', 'Area', { list: true }),
  ],
  operations: {
    // forms-and-survey.md §7 names the call and nothing more (no parameter, no method): GET, no arguments
    // of its own; filters given go to the query.
    excelDownload: exportOp('GET', 'excelDownload', 'survey reports as a spreadsheet'),
    exportSummary: exportOp('GET', 'exportSummary', 'summary of the reports as a spreadsheet'),
  },
});

export const otherMasses = resource('other-masses', {
  path: '/lowIncome/otherMasses',
  zh: '其他群众',
  en: 'Other residents',
  list: { style: 'page-post', path: 'page' },
  standard: ['list', 'submit'],
  fields: [
    text('name', '姓名', 'Name', { list: true, filter: 'like' }),
    text('idCard', '身份证号', 'ID card', { list: true }),
  ],
  operations: {
    export: exportOp('GET', 'export', 'records as a spreadsheet (idList)'),
  },
});

export const toolAppForm = resource('tool-app-form', {
  path: '/tool-app/nbxtToolAppForm',
  zh: '工具应用表单',
  en: 'Tool-app forms',
  list: { style: 'page', path: 'page' },
  fields: [
    text('formName', '表单名称', 'Form', { list: true, filter: 'like' }),
    text('formKey', '表单标识', 'Form key', { list: true }),
    id('appId', '应用', 'App'),
  ],
  operations: {
    export: exportOp('POST', 'export', 'forms as a spreadsheet'),
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
  householder,
  invReport,
  otherMasses,
  toolAppForm,
];
