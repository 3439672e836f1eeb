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

export const businessResources: ResourceSpec[] = [householder, invReport, otherMasses, toolAppForm];
