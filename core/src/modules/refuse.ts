import { op, resource, text, typed } from '../resources/define.ts';
import { formDataExport } from './apps.ts';
import { module } from './types.ts';

/**
 * Refuse classification (business-modules.md §2 Other modules, §7 Refuse classification): yearly
 * assessment records (formdata, note the lower-case `refuseclassify` of their path), the evaluation file
 * a tenant submits, and the monthly reports imported from spreadsheets. Coded values are the module's own.
 */

const num = typed('number');
const datetime = typed('datetime');
const date = typed('date');

const submitStatuses = [
  { value: '0', zh: '未提交', en: 'Not submitted' },
  { value: '1', zh: '已提交', en: 'Submitted' },
] as const;

export const refuseEvalfile = resource('refuse-evalfile', {
  path: '/refuseClassify/refuseClassificationEvalfile',
  zh: '垃圾分类评估文件',
  en: 'Evaluation files',
  // Only "POST refuseClassify/refuseClassificationEvalfile/submit" is shown.
  standard: ['submit'],
  fields: [
    num('year', '年度', 'Year', { list: true, required: true, kind: 'year' }),
    text('tenantName', '申报单位', 'Applicant', { list: true, kind: 'company' }),
    text('fileName', '文件名称', 'File name', {
      list: true,
      required: true,
      samples: [
        '垃圾分类工作自评报告.pdf',
        '垃圾分类工作台账.xlsx',
        '垃圾分类评估材料汇编.docx',
        '垃圾分类宣传活动照片.zip',
        '生活垃圾分类示范小区申报表.docx',
      ],
    }),
    text('fileUrl', '评估文件', 'Evaluation file', { kind: 'url', required: true }),
    datetime('submitTime', '提交时间', 'Submitted', { list: true, readOnly: true }),
  ],
});

export const refuseFormdata = resource('refuse-formdata', {
  path: '/refuseclassify/formdata',
  zh: '垃圾分类数据',
  en: 'Refuse classification data',
  list: { style: 'page-post', path: 'page' },
  standard: ['list', 'submit', 'remove'],
  fields: [
    num('year', '年度', 'Year', { list: true, filter: 'equal', required: true, kind: 'year' }),
    text('report', '报告', 'Report', { list: true, kind: 'title', samples: ['{year} 年度生活垃圾分类考核'] }),
    text('tenantName', '考核单位', 'Assessed unit', { list: true, filter: 'like', kind: 'company' }),
    text('evalFileUrl', '评估文件', 'Evaluation file', { kind: 'url' }),
    // Scored once submitted.
    num('score', '得分', 'Score', {
      list: true,
      readOnly: true,
      onlyWhen: { field: 'status', values: ['1'] },
    }),
    text('status', '状态', 'Status', {
      list: true,
      filter: 'equal',
      readOnly: true,
      initial: '0',
      choices: submitStatuses,
    }),
    datetime('submitTime', '提交时间', 'Submitted', { readOnly: true }),
  ],
  operations: {
    export: formDataExport,
    // "POST refuseclassify/formdata: page, rank, report, count, rate, remove, submit": reads except
    // remove and submit, each with the list's filters in the body.
    rank: op('POST', 'rank', 'score ranking of the assessed units (filters: year)', {
      safe: true,
      reply: 'chart',
      role: 'chart',
      text: { zh: '得分排名', en: 'Ranking' },
      chart: {
        x: 'tenantName',
        series: { score: { zh: '得分', en: 'Score', sum: 'score' } },
        rankBy: 'score',
      },
    }),
    report: op('POST', 'report', 'the assessment report of the filtered records (filters: year)', {
      safe: true,
      reply: 'record',
      role: 'lookup',
    }),
    count: op('POST', 'count', 'how many units submitted (filters: year)', {
      safe: true,
      reply: 'figures',
      role: 'statistics',
      figures: {
        total: { zh: '考核单位', en: 'Units' },
        submitted: { zh: '已提交', en: 'Submitted', where: { status: '1' } },
        unsubmitted: { zh: '未提交', en: 'Not submitted', where: { status: '0' } },
      },
    }),
    rate: op('POST', 'rate', 'submission rate by year (submitted of all)', {
      safe: true,
      reply: 'chart',
      role: 'chart',
      text: { zh: '提交率', en: 'Submission rate' },
      chart: {
        x: 'year',
        series: {
          submitted: { zh: '已提交', en: 'Submitted', where: { status: '1' } },
          total: { zh: '全部', en: 'All' },
        },
      },
    }),
  },
});

export const refuseReport = resource('refuse-report', {
  path: '/refuseClassify/refuseClassificationReport',
  zh: '垃圾分类报表',
  en: 'Refuse reports',
  // Only the import and the chart are shown: no list, detail, submit or remove.
  standard: [],
  fields: [
    date('reportDate', '报表月份', 'Month', { list: true, required: true, kind: 'month' }),
    num('year', '年度', 'Year', { list: true, filter: 'equal', kind: 'year' }),
    text('areaName', '区域', 'Area', { list: true, kind: 'area' }),
    num('kitchenWaste', '厨余垃圾(吨)', 'Kitchen waste (t)', { list: true }),
    num('recyclableWaste', '可回收物(吨)', 'Recyclables (t)', { list: true }),
    num('harmfulWaste', '有害垃圾(吨)', 'Hazardous waste (t)'),
    num('otherWaste', '其他垃圾(吨)', 'Other waste (t)'),
  ],
  operations: {
    import: op('POST', 'import', 'import monthly reports from a spreadsheet (multipart: file)', {
      args: 'multipart',
      params: { file: 'file' },
      reply: 'none',
      // Offered by the reports' screen with its chart (an upload with no progress call).
      text: { zh: '导入', en: 'Import' },
      effect: { create: true },
    }),
    chart: op('GET', 'chart', 'tonnage by month of a year (year)', {
      params: { year: 'integer' },
      reply: 'chart',
      role: 'chart',
      text: { zh: '分类统计', en: 'Tonnage by month' },
      chart: {
        x: 'reportDate',
        series: {
          kitchenWaste: { zh: '厨余垃圾', en: 'Kitchen waste', sum: 'kitchenWaste' },
          recyclableWaste: { zh: '可回收物', en: 'Recyclables', sum: 'recyclableWaste' },
          harmfulWaste: { zh: '有害垃圾', en: 'Hazardous waste', sum: 'harmfulWaste' },
          otherWaste: { zh: '其他垃圾', en: 'Other waste', sum: 'otherWaste' },
        },
      },
    }),
  },
});

export const refuse = module({
  name: 'refuse',
  text: { zh: '垃圾分类', en: 'Refuse classification' },
  icon: 'IconRecycle',
  resources: [refuseEvalfile, refuseFormdata, refuseReport],
  screens: [
    // A tenant's application: the evaluation file it submits.
    {
      path: '/refuseClassify/classifyApplication',
      view: 'form',
      resource: 'refuse-evalfile',
      text: { zh: '分类申报', en: 'Application' },
      menu: true,
    },
    // Custom: the list of a year, the current one first (its calls are asked for a year).
    {
      path: '/refuseClassify/refuseClassify',
      view: 'custom',
      custom: 'refuseClassify',
      resource: 'refuse-formdata',
      text: { zh: '垃圾分类', en: 'Refuse classification' },
      menu: true,
    },
    // Custom: a board of a year's counts, ranking and submission rate, no list.
    {
      path: '/refuseClassify/panel',
      view: 'custom',
      custom: 'panel',
      resource: 'refuse-formdata',
      text: { zh: '数据看板', en: 'Panel' },
      menu: true,
    },
    // Custom: the reports have no list call, only the import and the chart of a year.
    {
      path: '/refuseClassify/refuseClassifyData',
      view: 'custom',
      custom: 'refuseClassifyData',
      resource: 'refuse-report',
      text: { zh: '垃圾分类数据', en: 'Refuse data' },
      menu: true,
    },
    // Custom: relating tenants; its calls are not shown, so the page says what it is for.
    {
      path: '/refuseClassify/releateTenant',
      view: 'custom',
      custom: 'releateTenant',
      text: { zh: '关联租户', en: 'Related tenants' },
      about: {
        zh: '关联租户：与本租户一同开展垃圾分类申报与评价的租户。规范未列出本页的接口，因此这里暂无可查看或修改的数据。',
        en: 'Related tenants: the tenants that report and evaluate refuse classification together with this one. The specification lists no calls for this page, so there is nothing to view or change here yet.',
      },
      menu: true,
    },
  ],
});
