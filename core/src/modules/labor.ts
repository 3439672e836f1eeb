import { op, resource, text, typed } from '../resources/define.ts';
import { module } from './types.ts';

/**
 * Labor inspection (business-modules.md §7 Labor inspection: "Page, detail by dataId, save, export (shapes
 * not shown)"). The path and the shapes are BladeX-typical choices: GET page and export, GET detail with
 * dataId in the query, POST save with the entity. The report form opens without signing in
 * (/labor/report?dataId=…&disabled=…: disabled shows it read-only).
 */

const num = typed('number');
const datetime = typed('datetime');
const content = typed('text');

export const laborInspection = resource('labor-inspection', {
  path: '/labor/laborInspection',
  zh: '劳动监察',
  en: 'Labor inspections',
  list: { style: 'page', path: 'page' },
  standard: ['list'],
  fields: [
    text('companyName', '单位名称', 'Company', {
      list: true,
      filter: 'like',
      required: true,
      kind: 'company',
    }),
    datetime('inspectTime', '检查时间', 'Inspected', { list: true, required: true }),
    text('creditCode', '统一社会信用代码', 'Social credit code', { kind: 'code' }),
    text('legalPerson', '法定代表人', 'Legal representative', { list: true, kind: 'person' }),
    text('contactPhone', '联系电话', 'Phone', { kind: 'phone' }),
    text('address', '单位地址', 'Address', { kind: 'address' }),
    num('employeeCount', '职工人数', 'Employees'),
    text('inspector', '检查人员', 'Inspector', { list: true, kind: 'person' }),
    text('result', '检查结果', 'Result', {
      list: true,
      filter: 'equal',
      choices: [
        { value: '1', zh: '合格', en: 'Compliant' },
        { value: '2', zh: '限期整改', en: 'To rectify' },
        { value: '3', zh: '立案查处', en: 'Case opened' },
      ],
    }),
    content('problems', '存在问题', 'Problems', { kind: 'content' }),
  ],
  operations: {
    // dataId names the inspection (its id); the public report reads it without signing in.
    detail: op('GET', 'detail', 'one inspection by its report data (dataId)', {
      args: 'none',
      params: { dataId: { type: 'id', ref: 'labor-inspection' } },
      reply: 'record',
      public: true,
    }),
    // save adds and updates: the entry's submit (also the public report's, without signing in).
    submit: op('POST', 'save', 'add (no id) or update (with id) an inspection', {
      reply: 'flag',
      public: true,
      effect: { upsert: true, target: 'dataId', read: 'detail' },
    }),
    export: op('GET', 'export', 'inspections as a spreadsheet', { safe: true, download: 'export' }),
  },
});

export const labor = module({
  name: 'labor',
  text: { zh: '劳动监察', en: 'Labor inspection' },
  icon: 'IconBriefcase',
  resources: [laborInspection],
  screens: [
    {
      path: '/labor/laborInspectionInfo',
      view: 'list',
      resource: 'labor-inspection',
      text: { zh: '劳动监察', en: 'Labor inspections' },
      menu: true,
      // A row's public report (the page the company fills in, signed out), by its dataId.
      links: [
        { path: '/labor/report', on: 'record', param: 'dataId', text: { zh: '检查报告', en: 'Report' } },
      ],
    },
    // Custom: public, the record named by the query's dataId, read-only when disabled=true.
    {
      path: '/labor/report',
      view: 'custom',
      custom: 'report',
      resource: 'labor-inspection',
      text: { zh: '劳动监察报告', en: 'Inspection report' },
      public: true,
    },
    {
      path: '/labor/reportSuccess',
      view: 'custom',
      custom: 'reportSuccess',
      text: { zh: '提交成功', en: 'Report sent' },
      about: {
        zh: '劳动监察报告提交后的确认页。',
        en: 'The confirmation shown once a labor inspection report is sent.',
      },
      public: true,
    },
  ],
});
