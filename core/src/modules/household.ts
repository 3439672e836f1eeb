import { householdRegionLevels } from '../form/region-picker.ts';
import { op, resource, text, typed } from '../resources/define.ts';
import type { OperationSpec } from '../resources/types.ts';
import { module, type ScreenLink } from './types.ts';

/**
 * Household survey (forms-and-survey.md §7 Household survey, §3.3–3.4, routes of §2.1): report templates,
 * householders and their questionnaire data, data-source imports, published reports, other residents,
 * families with their files and members, and the tenants' authorization settings.
 *
 * Several calls read one record under another name (`one`): they are declared as the entry's `detail`
 * (with their own method and path) so the generic detail screens and the CLI's `detail` use them.
 */

const num = typed('number');
const id = typed('id');
const long = typed('text');
const date = typed('datetime');

/** A read-only download (filters travel where the call's other arguments go). */
const download = (method: 'GET' | 'POST', path: string, summary: string, options = {}): OperationSpec =>
  op(method, path, summary, { safe: true, download: 'export', ...options });

/** Report templates by name (publishReport's mname, a published report's template). */
const TEMPLATE_NAMES = [
  '低保家庭经济状况核对报告',
  '低边家庭入户调查报告',
  '特困人员认定调查报告',
  '临时救助调查报告',
];

const sexChoices = [
  { value: '1', zh: '男', en: 'Male' },
  { value: '2', zh: '女', en: 'Female' },
] as const;

export const reportMould = resource('report-mould', {
  path: '/lowIncome/reportMould',
  zh: '报告模板',
  en: 'Report templates',
  // "POST lowIncome/reportMould/page: data (with status), query current and size".
  list: { style: 'page-post', path: 'page' },
  standard: ['list', 'remove'],
  fields: [
    text('questName', '模板名称', 'Template name', {
      kind: 'title',
      list: true,
      filter: 'like',
      required: true,
      samples: TEMPLATE_NAMES,
    }),
    text('area', '适用区域', 'Area', { kind: 'area', list: true, required: true }),
    // The spec shows publishFlag without its values: 0 not published, 1 published (the usual flag).
    num('publishFlag', '发布状态', 'Published', {
      list: true,
      filter: 'equal',
      choices: [
        { value: '0', zh: '未发布', en: 'Not published' },
        { value: '1', zh: '已发布', en: 'Published' },
      ],
    }),
    // Householder report templates are listed with status 2 (the spec); the other values are not shown, so
    // the rest are survey templates here.
    num('status', '模板状态', 'Status', {
      list: true,
      filter: 'equal',
      initial: '1',
      choices: [
        { value: '1', zh: '调查模板', en: 'Survey template' },
        { value: '2', zh: '户主报告模板', en: 'Householder report template' },
      ],
    }),
    long('mainInfo', '主要信息', 'Main items', { kind: 'content' }),
    long('allInfo', '全部信息', 'All items', { kind: 'content' }),
    date('createTime', '创建时间', 'Created', { list: true, readOnly: true }),
  ],
  operations: {
    // "POST lowIncome/reportMould/one, save (…), remove, doe": the verb governs the list.
    detail: op('POST', 'one', 'one template (id in the body)', {
      safe: true,
      params: { id: 'id' },
      reply: 'record',
    }),
    // The template's own upsert (its fields, with or without id): the entry's submit.
    submit: op(
      'POST',
      'save',
      'add or update a template (id, area, questName, allInfo, mainInfo, publishFlag)',
      {
        params: {
          id: 'id?',
          area: 'string?',
          questName: 'string?',
          allInfo: 'string?',
          mainInfo: 'string?',
          publishFlag: 'integer?',
        },
        reply: 'flag',
        effect: { target: 'id', upsert: true },
      },
    ),
    // Named by the spec only; what it takes and does is not shown, so it is treated as changing data.
    doe: op('POST', 'doe', 'the templates’ `doe` call (arguments not shown in the spec)', {
      reply: 'any',
      effect: {
        none:
          'forms-and-survey.md §7 lists “doe” among the template calls and shows neither its arguments nor ' +
          'what it changes; no screen or command reads anything it could change, so no effect is declared',
      },
    }),
  },
});

export const householder = resource('householder', {
  path: '/lowIncome/householder',
  zh: '户主信息',
  en: 'Householders',
  list: { style: 'page-post', path: 'page' },
  standard: ['list', 'submit', 'remove'],
  fields: [
    text('name', '户主姓名', 'Name', { kind: 'person', list: true, filter: 'like', required: true }),
    text('idCard', '身份证号', 'ID card', { kind: 'idcard', list: true, filter: 'equal', required: true }),
    num('sex', '性别', 'Sex', { choices: sexChoices }),
    num('age', '年龄', 'Age'),
    text('area', '所属区域', 'Area', { kind: 'area', list: true, levels: householdRegionLevels }),
    text('praddress', '户籍地址', 'Registered address', { kind: 'address', list: true }),
    text('phone', '联系电话', 'Phone', { kind: 'phone' }),
    // §3.3: phoneCheck takes the yes/no dictionary.
    text('phoneCheck', '电话核实', 'Phone checked', { dict: 'yes_no' }),
    text('communityContacts', '社区联系人', 'Community contact', { kind: 'person' }),
    text('communityContactsPhone', '社区联系人电话', 'Community contact phone', { kind: 'phone' }),
    num('numberOfFamily', '家庭人数', 'Family size', { list: true, readOnly: true }),
    // §5.1: the income figures are system-generated; totals are read-only unless revenue mode is on.
    num('income', '收入', 'Income', { kind: 'money', readOnly: true }),
    num('wageIncome', '工资性收入', 'Wage income', { kind: 'money', readOnly: true }),
    num('transferIncome', '转移性收入', 'Transfer income', { kind: 'money', readOnly: true }),
    num('educationExpenses', '教育支出', 'Education expenses', { kind: 'money', readOnly: true }),
    num('totalIncome', '家庭总收入', 'Total income', { kind: 'money', readOnly: true }),
    num('perMonthlyIncome', '月人均收入', 'Monthly income per head', {
      kind: 'money',
      list: true,
      readOnly: true,
    }),
    // The survey (template) the record was filled in with: saveHouseholder's dataMid, removeAll's mid.
    id('dataMid', '调查表', 'Survey', { ref: 'report-mould' }),
    // Data-source marker: 2 is seen in a lookup; no value is named (neither the spec nor a project says).
    num('dataSource', '数据来源', 'Data source', { unnamedCodes: true }),
    // The template of the householder's published report (publishReport's mname; holderReportDetail).
    text('mname', '报告模板', 'Report template', { readOnly: true }),
    date('createTime', '登记时间', 'Registered', { list: true, readOnly: true }),
  ],
  operations: {
    // "POST lowIncome/householder/holderList (data, query), page, remove (delType, ids), removeAll (…), …".
    holderList: op(
      'POST',
      'holderList',
      'householders of a survey, paged (data in the body, paging in the query)',
      {
        safe: true,
        params: { current: 'integer?@query', size: 'integer?@query' },
        reply: 'page',
        role: 'lookup',
      },
    ),
    // delType is not explained by the spec; it travels beside the ids, in the query.
    remove: op('POST', 'remove', 'remove householders (ids, delType)', {
      args: 'none',
      params: { ids: 'ids@query', delType: 'string?@query' },
      reply: 'flag',
      effect: { target: 'ids', remove: true },
    }),
    removeAll: op('POST', 'removeAll', 'remove the householders of a survey by ID card (mid, idCards)', {
      args: 'none',
      params: { mid: 'id@query', idCards: 'string@query' },
      reply: 'flag',
      effect: { target: 'idCards', by: 'idCard', remove: true },
    }),
    saveHouseholder: op(
      'POST',
      'saveHouseholder',
      'add a householder to a survey (dataMid, name, idCard, praddress)',
      {
        params: { dataMid: 'id', name: 'string', idCard: 'string', praddress: 'string?' },
        reply: 'flag',
        effect: { create: true },
      },
    ),
    save: op('POST', 'save', 'save the questionnaire data of a householder (the survey record)', {
      reply: 'flag',
      effect: { target: 'id', upsert: true },
    }),
    detail: op('POST', 'one', 'one householder with the questionnaire data (id in the body)', {
      safe: true,
      params: { id: 'id' },
      reply: 'record',
    }),
    saveVersion: op('POST', 'saveVersion', 'save the questionnaire data as a new version', {
      reply: 'flag',
      effect: { create: true },
    }),
    // Arguments not shown; the record whose data-source data goes is named by id.
    removeDataSource: op('POST', 'removeDataSource', 'remove the data-source data of a householder (id)', {
      args: 'none',
      params: { id: 'id@query' },
      reply: 'flag',
      role: 'row',
      text: { zh: '删除数据源', en: 'Remove data source' },
      effect: { target: 'id', sets: { dataSource: '=' } },
    }),
    export: download('POST', 'export', 'householders as a spreadsheet (filters in the body)'),
    publishReport: op(
      'POST',
      'publishReport',
      'publish the report of a householder with a template (id, mname)',
      {
        args: 'none',
        params: {
          id: 'id@query',
          // Picked among the report templates by name.
          mname: {
            type: 'string',
            in: 'query',
            text: { zh: '报告模板', en: 'Report template' },
            choices: { resource: 'report-mould', operation: 'list', value: 'questName', label: 'questName' },
          },
        },
        reply: 'flag',
        role: 'row',
        text: { zh: '发布报告', en: 'Publish report' },
        // "A report can be published through a call taking id and mname": the householder's published
        // report (holderReportDetail) is then of that template.
        effect: { target: 'id', sets: { mname: 'mname' }, read: 'holderReportDetail' },
      },
    ),
    checkHolder: op(
      'POST',
      'checkHolder',
      'whether an ID card is already a householder of a survey (mid, idCard, id)',
      {
        safe: true,
        args: 'none',
        params: { mid: 'id@query', idCard: 'string@query', id: 'id?@query' },
        reply: 'flag',
        role: 'lookup',
      },
    ),
    // §3.4 Household ID change: id, idCard (the entity's two fields, in the body).
    editIdCard: op('POST', 'editIdCard', 'change the ID card of a householder (id, idCard)', {
      args: 'none',
      params: { id: 'id@body', idCard: 'string@body' },
      reply: 'flag',
      role: 'row',
      text: { zh: '修改身份证', en: 'Change ID card' },
      effect: { target: 'id', sets: { idCard: 'idCard' } },
    }),
    // "GET lowIncome/householder/holderReportDetail (id), holderReport (idCard, status), transfer, …".
    holderReportDetail: op('GET', 'holderReportDetail', 'the published report of a householder (id)', {
      params: { id: 'id' },
      reply: 'record',
      role: 'lookup',
    }),
    holderReport: op('GET', 'holderReport', 'reports of a person (idCard, status)', {
      params: { idCard: 'string', status: 'string?' },
      reply: 'records',
      role: 'lookup',
    }),
    // A GET that moves data (arguments not shown; the householder by id): never retried.
    transfer: op('GET', 'transfer', 'transfer a householder’s data (id)', {
      safe: false,
      params: { id: 'id' },
      reply: 'flag',
      role: 'row',
      text: { zh: '转移', en: 'Transfer' },
      effect: { none: 'hands the householder’s data to the survey system; the householder is unchanged' },
    }),
    // The spec names the progress and result calls but not the upload: BladeX-typical `import` with the
    // workbook as `file`, answering the import's id.
    import: op('POST', 'import', 'import householders from a workbook (multipart: file, dataMid)', {
      args: 'multipart',
      params: { file: 'file', dataMid: 'id?' },
      reply: 'value',
      role: 'import',
      text: { zh: '导入', en: 'Import' },
      importSteps: { progress: 'importProcess', result: 'importResult' },
      effect: { create: true },
    }),
    importProcess: op('GET', 'importProcess/{id}', 'progress of an import', {
      params: { id: 'id' },
      reply: 'progress',
      role: 'progress',
    }),
    importResult: op('GET', 'importResult/{id}', 'result of an import (rows and their errors)', {
      params: { id: 'id' },
      reply: 'any',
      role: 'result',
    }),
  },
});

export const dataSourceRecord = resource('data-source-record', {
  path: '/lowIncome/dataSourceRecord',
  zh: '数据源记录',
  en: 'Data-source records',
  // "POST lowIncome/dataSourceRecord/page and one (data plus query)".
  list: { style: 'page-post', path: 'page' },
  standard: ['list'],
  // Fields not shown in the spec: an import of reference data (file, counts, state), as such records hold.
  fields: [
    text('sourceName', '数据源名称', 'Data source', {
      kind: 'title',
      samples: [
        '民政低保数据',
        '残联数据',
        '医保数据',
        '社保数据',
        '住房公积金数据',
        '不动产登记数据',
        '车辆登记数据',
        '市场监管登记数据',
      ],
      list: true,
      filter: 'like',
    }),
    text('fileName', '文件名称', 'File', {
      list: true,
      samples: [
        '低保家庭名单.xlsx',
        '低边家庭名单.xlsx',
        '特困供养人员名单.xlsx',
        '残疾人基础信息.xlsx',
        '民政救助对象汇总.xlsx',
        '医保参保人员信息.xlsx',
        '不动产登记信息.xlsx',
        '车辆登记信息.xlsx',
      ],
    }),
    text('fileUrl', '文件地址', 'File address', { kind: 'url' }),
    id('dataMid', '调查表', 'Survey', { ref: 'report-mould' }),
    num('totalCount', '总条数', 'Rows', { list: true, readOnly: true }),
    num('successCount', '成功条数', 'Imported', { list: true, readOnly: true }),
    num('failCount', '失败条数', 'Failed', { readOnly: true }),
    num('status', '导入状态', 'Status', {
      list: true,
      filter: 'equal',
      initial: '0',
      choices: [
        { value: '0', zh: '导入中', en: 'Importing' },
        { value: '1', zh: '已完成', en: 'Done' },
        { value: '2', zh: '失败', en: 'Failed' },
      ],
    }),
    date('createTime', '导入时间', 'Imported at', { list: true, readOnly: true }),
  ],
  operations: {
    detail: op('POST', 'one', 'one data-source record (data in the body, query beside it)', {
      safe: true,
      params: { id: 'id' },
      reply: 'record',
    }),
  },
});

export const invReport = resource('inv-report', {
  path: '/lowIncome/invReport',
  zh: '调查报告',
  en: 'Survey reports',
  // "lowIncome/invReport: page, remove, excelDownload, exportSummary" (no verb: GET, remove POST as §7 says).
  list: { style: 'page', path: 'page' },
  standard: ['list', 'remove'],
  fields: [
    text('reportName', '报告名称', 'Report', {
      kind: 'title',
      samples: ['{name}家庭经济状况调查报告'],
      list: true,
      filter: 'like',
    }),
    id('holderId', '户主', 'Householder', { ref: 'householder' }),
    text('name', '户主姓名', 'Householder name', {
      kind: 'person',
      list: true,
      filter: 'like',
      follows: { ref: 'holderId', field: 'name' },
    }),
    text('idCard', '身份证号', 'ID card', { kind: 'idcard', list: true }),
    text('area', '区域', 'Area', { kind: 'area', list: true }),
    // publishReport's mname: the template the report was published with.
    text('mname', '报告模板', 'Template', {
      list: true,
      samples: TEMPLATE_NAMES,
    }),
    date('publishTime', '发布时间', 'Published', { list: true, readOnly: true }),
  ],
  operations: {
    // The spec names the calls and nothing more: GET, filters given go to the query.
    excelDownload: download('GET', 'excelDownload', 'survey reports as a spreadsheet'),
    exportSummary: download('GET', 'exportSummary', 'summary of the reports as a spreadsheet'),
  },
});

const personFields = [
  text('name', '姓名', 'Name', { kind: 'person', list: true, filter: 'like', required: true }),
  text('idCard', '身份证号', 'ID card', { kind: 'idcard', list: true, filter: 'equal', required: true }),
  num('sex', '性别', 'Sex', { list: true, choices: sexChoices }),
  num('age', '年龄', 'Age', { list: true }),
];

export const otherMasses = resource('other-masses', {
  path: '/lowIncome/otherMasses',
  zh: '其他群众',
  en: 'Other residents',
  // "lowIncome/otherMasses: POST page (data, query), POST submit, GET remove (id), GET one (id), GET export (idList)".
  list: { style: 'page-post', path: 'page' },
  standard: ['list', 'submit'],
  fields: [
    ...personFields,
    text('phone', '联系电话', 'Phone', { kind: 'phone', list: true }),
    text('area', '所属区域', 'Area', { kind: 'area' }),
    text('address', '居住地址', 'Address', { kind: 'address' }),
    text('difficultyType', '困难类型', 'Hardship', {
      list: true,
      samples: ['因病致困', '因残致困', '因学致困', '失业致困', '独居老人', '意外事故', '赡养人无力赡养'],
    }),
    long('remark', '备注', 'Remark', { kind: 'content' }),
  ],
  operations: {
    detail: op('GET', 'one', 'one resident (id)', { params: { id: 'id' }, reply: 'record' }),
    // A GET that removes one record: never retried.
    remove: op('GET', 'remove', 'remove one resident (id)', {
      safe: false,
      params: { id: 'id' },
      reply: 'flag',
      role: 'row',
      text: { zh: '删除', en: 'Delete' },
      effect: { target: 'id', remove: true },
    }),
    export: download('GET', 'export', 'residents as a spreadsheet (idList: the chosen ones)', {
      params: { idList: 'ids?' },
    }),
  },
});

// lowIncome/nbxtlowincomefamily, nbxtlowincomefamilyfile, nbxtlowincomefamilymember: standard CRUD
// (fields not shown in the spec; §2.2 describes applicant and supporter families, members and photos).

export const lowIncomeFamily = resource('low-income-family', {
  path: '/lowIncome/nbxtlowincomefamily',
  zh: '家庭信息',
  en: 'Families',
  fields: [
    id('holderId', '户主', 'Householder', { ref: 'householder', required: true }),
    text('familyName', '家庭名称', 'Family', {
      kind: 'title',
      samples: [
        '{holderName}家庭',
        '{holderName}的赡养人家庭{k}',
        '王氏家庭',
        '李氏家庭',
        '张氏家庭',
        '陈氏家庭',
      ],
      list: true,
      filter: 'like',
      required: true,
    }),
    num('familyType', '家庭类型', 'Family type', {
      list: true,
      filter: 'equal',
      required: true,
      choices: [
        { value: '1', zh: '申请人家庭', en: 'Applicant family' },
        { value: '2', zh: '赡养人家庭', en: 'Supporter family' },
      ],
    }),
    text('area', '所属区域', 'Area', { kind: 'area', list: true }),
    text('address', '家庭住址', 'Address', { kind: 'address' }),
    num('numberOfFamily', '家庭人数', 'Members', { list: true, readOnly: true }),
    num('totalIncome', '家庭总收入', 'Total income', { kind: 'money', list: true }),
  ],
  operations: {
    // "POST lowIncome/InitiatingInvestigation/nbxtLowIncomeFamily takes data as a param": the family as
    // JSON text in the query.
    initiate: op(
      'POST',
      '/lowIncome/InitiatingInvestigation/nbxtLowIncomeFamily',
      'start the investigation of a family (data: the family as JSON)',
      {
        args: 'none',
        params: { data: 'string@query' },
        reply: 'flag',
        effect: {
          none: 'starts the family’s investigation in the low-income system; the family is unchanged',
        },
      },
    ),
  },
});

export const lowIncomeFamilyFile = resource('low-income-family-file', {
  path: '/lowIncome/nbxtlowincomefamilyfile',
  zh: '家庭附件',
  en: 'Family files',
  fields: [
    id('familyId', '家庭', 'Family', { ref: 'low-income-family', required: true }),
    // Named as the photo group it belongs to.
    text('fileName', '附件名称', 'File', {
      list: true,
      filter: 'like',
      required: true,
      samples: {
        by: 'fileType',
        values: {
          sign: ['户主签名.png', '申请人签名.png'],
          housingExterior: ['住房外景.jpg', '房屋正面照.jpg'],
          housingInterior: ['客厅内景.jpg', '卧室内景.jpg', '厨房内景.jpg'],
          tuitionInvoice: ['学费发票.jpg', '秋季学期学费发票.pdf'],
          vehicleTaxInvoice: ['车辆购置税发票.jpg'],
          medicalInvoice: ['门诊医疗发票.jpg', '住院医疗发票.jpg'],
          medicalRecord: ['出院小结.jpg', '门诊病历.jpg', '诊断证明书.jpg'],
          other: ['户口簿.jpg', '残疾人证.jpg', '收入证明.pdf'],
        },
      },
    }),
    // The photo groups of §3.3 appendixs.
    text('fileType', '附件类型', 'Kind', {
      list: true,
      filter: 'equal',
      choices: [
        { value: 'sign', zh: '签名', en: 'Signature' },
        { value: 'housingExterior', zh: '住房外景', en: 'Housing exterior' },
        { value: 'housingInterior', zh: '住房内景', en: 'Housing interior' },
        { value: 'tuitionInvoice', zh: '学费发票', en: 'Tuition invoice' },
        { value: 'vehicleTaxInvoice', zh: '车辆购置税发票', en: 'Vehicle purchase tax invoice' },
        { value: 'medicalInvoice', zh: '医疗发票', en: 'Medical invoice' },
        { value: 'medicalRecord', zh: '病历', en: 'Medical record' },
        { value: 'other', zh: '其他', en: 'Other' },
      ],
    }),
    text('url', '附件地址', 'Address', { kind: 'image', list: true, required: true }),
    text('remark', '备注', 'Remark'),
    date('createTime', '上传时间', 'Uploaded', { list: true, readOnly: true }),
  ],
});

export const lowIncomeFamilyMember = resource('low-income-family-member', {
  path: '/lowIncome/nbxtlowincomefamilymember',
  zh: '家庭成员',
  en: 'Family members',
  fields: [
    id('familyId', '家庭', 'Family', { ref: 'low-income-family', required: true }),
    // §3.3 familyMembers: name, appellation, idCard, sex, age.
    ...personFields,
    text('appellation', '与户主关系', 'Relation', {
      list: true,
      required: true,
      samples: ['配偶', '儿子', '女儿', '父亲', '母亲', '孙子', '孙女', '儿媳', '女婿', '兄弟', '姐妹'],
    }),
    text('disability', '残疾情况', 'Disability', {
      samples: [
        '无',
        '无',
        '无',
        '视力残疾二级',
        '肢体残疾三级',
        '听力残疾四级',
        '智力残疾三级',
        '精神残疾二级',
      ],
    }),
    num('income', '个人收入', 'Income', { kind: 'money', readOnly: true }),
    text('phone', '联系电话', 'Phone', { kind: 'phone' }),
  ],
});

export const lowIncomeTenantSetting = resource('low-income-tenant-setting', {
  // Path assumed under lowIncome like its siblings; the spec gives only "nbxtLowIncomeTenantSetting remove".
  path: '/lowIncome/nbxtLowIncomeTenantSetting',
  zh: '授权设置',
  en: 'Authorization settings',
  // §3.4 Authorization setting: fromTenantId, toTenantId, type, leader. Standard list/detail/submit are
  // assumed (BladeX CRUD); the spec shows only its remove.
  fields: [
    // Tenant ids (text codes such as 000000), not record ids: shown by the tenant's name.
    text('fromTenantId', '授权租户', 'From tenant', {
      ref: 'tenant',
      refKey: 'tenantId',
      list: true,
      filter: 'equal',
      required: true,
    }),
    text('toTenantId', '被授权租户', 'To tenant', {
      ref: 'tenant',
      refKey: 'tenantId',
      list: true,
      filter: 'equal',
      required: true,
    }),
    // The spec lists the field and no value of it (nor does a project it follows).
    num('type', '授权类型', 'Type', { list: true, unnamedCodes: true }),
    text('leader', '负责人', 'Leader', { kind: 'person', list: true }),
    date('createTime', '创建时间', 'Created', { list: true, readOnly: true }),
  ],
  operations: {
    remove: op('POST', 'remove', 'remove settings (ids, selectFlag)', {
      args: 'none',
      params: { ids: 'ids@query', selectFlag: 'string?@query' },
      reply: 'flag',
      effect: { target: 'ids', remove: true },
    }),
  },
});

const screenText = (zh: string, en: string) => ({ text: { zh, en } });

/** A button of a screen opening another for the record in hand (ScreenLink). */
const recordLink = (path: string, zh: string, en: string, more: Partial<ScreenLink> = {}): ScreenLink => ({
  path,
  on: 'record',
  text: { zh, en },
  ...more,
});

/** The ways on from one householder: survey, its version, its data source, its reports. */
const SURVEY = recordLink('/lowIncome/questionnaire/:id', '调查', 'Survey');
const VERSION = recordLink('/lowIncome/lowIncomeVersionDetail', '版本详情', 'Version detail');
const DATA_SOURCE = recordLink('/lowIncome/dataSourceView', '数据源', 'Data source');
const REPORTS = recordLink('/lowIncome/invReport', '报告', 'Reports', { param: 'holderId' });

export const household = module({
  name: 'household',
  text: { zh: '低收入家庭调查', en: 'Household survey' },
  icon: 'IconHome',
  resources: [
    reportMould,
    householder,
    dataSourceRecord,
    invReport,
    otherMasses,
    lowIncomeFamily,
    lowIncomeFamilyFile,
    lowIncomeFamilyMember,
    lowIncomeTenantSetting,
  ],
  screens: [
    // forms-and-survey.md §2.1, /lowIncome routes.
    {
      path: '/lowIncome/lowIncomeAddModel',
      view: 'form',
      resource: 'report-mould',
      // Saved, it goes back to the template list.
      ...screenText('新增报告模板', 'Add report template'),
    },
    {
      path: '/lowIncome/lowIncomeDataList',
      view: 'list',
      resource: 'householder',
      menu: true,
      links: [SURVEY, VERSION],
      ...screenText('户主数据', 'Household data'),
    },
    {
      path: '/lowIncome/HouseholdDetail',
      view: 'detail',
      resource: 'householder',
      related: [
        { resource: 'low-income-family', field: 'holderId' },
        { resource: 'inv-report', field: 'holderId' },
      ],
      links: [
        SURVEY,
        VERSION,
        recordLink('/lowIncome/questionnaireView', '查看问卷', 'View questionnaire'),
        recordLink('/lowIncome/questionnaireModify', '编辑问卷', 'Edit questionnaire'),
        DATA_SOURCE,
      ],
      ...screenText('户主详情', 'Household detail'),
    },
    {
      path: '/lowIncome/lowIncomeReportDetail',
      view: 'detail',
      resource: 'inv-report',
      links: [recordLink('/lowIncome/reportPrint', '打印', 'Print')],
      ...screenText('户主报告详情', 'Household report'),
    },
    {
      path: '/lowIncome/lowIncomeVersionDetail',
      view: 'detail',
      resource: 'householder',
      links: [SURVEY, REPORTS, DATA_SOURCE],
      ...screenText('版本详情', 'Version detail'),
    },
    {
      path: '/lowIncome/otherPoorPeopleDetail',
      view: 'detail',
      resource: 'other-masses',
      ...screenText('其他群众详情', 'Other resident'),
    },
    // The questionnaire (§2.2: collapsible sections, member tags, reference panel) is its own screen.
    {
      path: '/lowIncome/questionnaire/:id',
      view: 'custom',
      custom: 'questionnaire',
      resource: 'householder',
      // Saved, the survey goes on to its version detail.
      links: [VERSION],
      ...screenText('调查问卷', 'Questionnaire'),
    },
    {
      path: '/lowIncome/questionnaireModify',
      view: 'custom',
      custom: 'questionnaireModify',
      resource: 'householder',
      // Saved, the survey goes on to its version detail.
      links: [VERSION],
      ...screenText('编辑问卷', 'Edit questionnaire'),
    },
    {
      path: '/lowIncome/questionnaireView',
      view: 'custom',
      custom: 'questionnaireView',
      resource: 'householder',
      ...screenText('查看问卷', 'View questionnaire'),
    },
    {
      path: '/lowIncome/dataSourcesModify',
      view: 'form',
      resource: 'householder',
      ...screenText('编辑数据源', 'Edit data source'),
    },
    {
      path: '/lowIncome/dataSourceNew',
      view: 'form',
      resource: 'householder',
      ...screenText('新增数据源', 'New data source'),
    },
    {
      path: '/lowIncome/dataSourceRecord',
      view: 'list',
      resource: 'data-source-record',
      menu: true,
      // A householder's data source lists the records of its survey.
      queryFilters: ['dataMid'],
      links: [
        {
          path: '/lowIncome/dataSourceNew',
          on: 'toolbar',
          text: { zh: '新增数据源', en: 'New data source' },
        },
      ],
      ...screenText('数据源记录', 'Data-source records'),
    },
    {
      path: '/lowIncome/dataSourceRecordView',
      view: 'detail',
      resource: 'data-source-record',
      ...screenText('数据源记录详情', 'Data-source record'),
    },
    {
      path: '/lowIncome/dataSourceView',
      view: 'detail',
      resource: 'householder',
      links: [
        recordLink('/lowIncome/dataSourceRecord', '数据源记录', 'Data-source records', {
          key: 'dataMid',
          param: 'dataMid',
        }),
        recordLink('/lowIncome/dataSourcesModify', '编辑数据源', 'Edit data source'),
      ],
      ...screenText('数据源详情', 'Data source'),
    },
    {
      path: '/lowIncome/lowIncomeSearch',
      view: 'list',
      resource: 'householder',
      menu: true,
      // A search: the terms come in the address (?name=…&idCard=…), unlike the data list.
      queryFilters: ['name', 'idCard'],
      ...screenText('查询', 'Search'),
    },
    {
      path: '/lowIncome/reportPrint',
      view: 'custom',
      custom: 'reportPrint',
      resource: 'inv-report',
      ...screenText('报告打印', 'Print report'),
    },
    // Entries without a route of their own in the spec.
    {
      path: '/lowIncome/reportMould',
      view: 'list',
      resource: 'report-mould',
      menu: true,
      links: [
        { path: '/lowIncome/lowIncomeAddModel', on: 'toolbar', text: { zh: '新增', en: 'Add' } },
        recordLink('/lowIncome/lowIncomeAddModel', '编辑', 'Edit'),
      ],
      ...screenText('报告模板', 'Report templates'),
    },
    {
      path: '/lowIncome/invReport',
      view: 'list',
      resource: 'inv-report',
      menu: true,
      // A householder's reports (版本详情 → 报告).
      queryFilters: ['holderId'],
      ...screenText('调查报告', 'Survey reports'),
    },
    {
      path: '/lowIncome/otherMasses',
      view: 'list',
      resource: 'other-masses',
      menu: true,
      ...screenText('其他群众', 'Other residents'),
    },
    {
      path: '/lowIncome/nbxtlowincomefamily',
      view: 'list',
      resource: 'low-income-family',
      menu: true,
      ...screenText('家庭信息', 'Families'),
    },
    {
      path: '/lowIncome/familyDetail',
      view: 'detail',
      resource: 'low-income-family',
      related: [
        { resource: 'low-income-family-member', field: 'familyId' },
        { resource: 'low-income-family-file', field: 'familyId' },
      ],
      ...screenText('家庭详情', 'Family detail'),
    },
    {
      path: '/lowIncome/nbxtlowincomefamilymember',
      view: 'list',
      resource: 'low-income-family-member',
      menu: true,
      ...screenText('家庭成员', 'Family members'),
    },
    {
      path: '/lowIncome/nbxtlowincomefamilyfile',
      view: 'list',
      resource: 'low-income-family-file',
      menu: true,
      ...screenText('家庭附件', 'Family files'),
    },
    {
      path: '/lowIncome/nbxtLowIncomeTenantSetting',
      view: 'list',
      resource: 'low-income-tenant-setting',
      menu: true,
      ...screenText('授权设置', 'Authorization settings'),
    },
  ],
});
