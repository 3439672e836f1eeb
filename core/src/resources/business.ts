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
  epidemicInfo,
  payslipFormdata,
  merchantInfo,
  refuseFormdata,
  laborInspection,
  householder,
  invReport,
  otherMasses,
  toolAppForm,
];
