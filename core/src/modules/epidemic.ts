import { op, resource, text, typed } from '../resources/define.ts';
import { module } from './types.ts';

/**
 * Epidemic (business-modules.md §2 Epidemic, §7 Epidemic): people to follow up, their trips, risk areas,
 * addresses, area imports and SMS notices. The spec shows the calls' names only: argument names below are
 * BladeX-typical choices, and the coded values are the module's own.
 */

const num = typed('number');
const id = typed('id');
const datetime = typed('datetime');
const date = typed('date');
const content = typed('text');

const riskLevels = [
  { value: '1', zh: '低风险', en: 'Low risk' },
  { value: '2', zh: '中风险', en: 'Medium risk' },
  { value: '3', zh: '高风险', en: 'High risk' },
] as const;

/** An upload of a spreadsheet with no progress call in the spec: a toolbar button sending part `file`. */
const spreadsheetImport = (summary: string) =>
  op('POST', 'import', summary, {
    args: 'multipart',
    params: { file: 'file' },
    reply: 'none',
    role: 'toolbar',
    text: { zh: '导入', en: 'Import' },
    effect: { create: true },
  });

export const epidemicInfo = resource('epidemic-info', {
  path: '/epidemic/epidemicInfo',
  zh: '疫情信息',
  en: 'Epidemic records',
  // The screen reads `page` (the spec names it beside the CRUD set); the CRUD `list` is `listAll`.
  list: { style: 'page', path: 'page' },
  fields: [
    text('name', '姓名', 'Name', { list: true, filter: 'like', required: true, kind: 'person' }),
    text('phone', '手机号码', 'Phone', { list: true, filter: 'like', required: true, kind: 'mobile' }),
    text('idCard', '身份证号', 'ID card', { kind: 'idcard' }),
    // Seeded as the colour of the code (绿码, 黄码): free text, the server's wording.
    text('trackCode', '行程码', 'Track code', { list: true }),
    text('sourceArea', '来源地', 'Coming from', { list: true, kind: 'area' }),
    datetime('arriveTime', '抵达时间', 'Arrived', { list: true }),
    text('address', '现居住地址', 'Current address', { kind: 'address' }),
    text('community', '所属社区', 'Community', { kind: 'area' }),
    text('controlStatus', '管控状态', 'Control status', {
      list: true,
      filter: 'equal',
      initial: '0',
      choices: [
        { value: '0', zh: '待核查', en: 'To check' },
        { value: '1', zh: '居家健康监测', en: 'Home monitoring' },
        { value: '2', zh: '集中隔离', en: 'Quarantined' },
        { value: '3', zh: '已解除', en: 'Released' },
      ],
    }),
    content('remark', '备注', 'Remark', { kind: 'content' }),
  ],
  operations: {
    listAll: op('GET', 'list', 'records, paged (the CRUD list; the screen reads page)', {
      params: { current: 'integer?', size: 'integer?' },
      reply: 'page',
      role: 'lookup',
    }),
    // trackCode starts a look-up whose state queryStatus (taskId) reports: not retried automatically.
    trackCode: op('GET', 'trackCode', 'look up the track codes of the records (ids); answers the task id', {
      safe: false,
      params: { ids: 'ids' },
      reply: 'value',
      role: 'rows',
      text: { zh: '查询行程码', en: 'Look up track codes' },
      effect: { none: 'starts a lookup of the track codes; answers its task id' },
    }),
    queryStatus: op('GET', 'queryStatus', 'state of a track-code look-up (taskId)', {
      args: 'none',
      params: { taskId: 'string' },
      reply: 'record',
      role: 'lookup',
    }),
    trackExport: op('GET', 'trackExport', 'track records as a spreadsheet', {
      safe: true,
      download: 'export',
    }),
    // Multipart: a list of people goes up as part `file`, a spreadsheet comes back; read-only. The file is
    // optional here because the CLI adds it after the arguments are checked (export/request.ts).
    companionExport: op(
      'POST',
      'companionExport',
      'companions of the people in the uploaded file (multipart: file)',
      {
        safe: true,
        args: 'multipart',
        params: { file: 'file?' },
        download: 'export',
        role: 'toolbar',
        text: { zh: '同行人员导出', en: 'Export companions' },
      },
    ),
    // The assisted fill-in (/epidemic/modulationManagement/helpFillInForm) submits a record for someone.
    assistSubmit: op('POST', 'assistSubmit', 'submit a record on behalf of a person (entity body)', {
      reply: 'flag',
      effect: { create: true, read: 'list' },
    }),
  },
});

export const epidemicTrip = resource('epidemic-trip', {
  path: '/epidemic/epidemicTrip',
  zh: '行程记录',
  en: 'Trips',
  fields: [
    id('infoId', '人员', 'Person', { ref: 'epidemic-info', required: true }),
    text('name', '姓名', 'Name', {
      list: true,
      filter: 'like',
      kind: 'person',
      follows: { ref: 'infoId', field: 'name' },
    }),
    text('phone', '手机号码', 'Phone', { list: true, kind: 'phone' }),
    text('departure', '出发地', 'From', { list: true, kind: 'area', required: true }),
    text('destination', '目的地', 'To', { list: true, kind: 'area', required: true }),
    date('tripDate', '出行日期', 'Date', { list: true, required: true }),
    text('vehicle', '交通方式', 'Transport', {
      list: true,
      filter: 'equal',
      choices: [
        { value: '1', zh: '飞机', en: 'Plane' },
        { value: '2', zh: '火车', en: 'Train' },
        { value: '3', zh: '汽车', en: 'Coach' },
        { value: '4', zh: '自驾', en: 'Own car' },
        { value: '5', zh: '其他', en: 'Other' },
      ],
    }),
    text('vehicleNo', '车次/航班号', 'Train or flight', { kind: 'code' }),
  ],
});

export const epidemicRiskArea = resource('epidemic-risk-area', {
  path: '/epidemic/epidemicRiskArea',
  zh: '风险地区',
  en: 'Risk areas',
  fields: [
    text('areaName', '地区名称', 'Area', { list: true, filter: 'like', required: true, kind: 'area' }),
    text('riskLevel', '风险等级', 'Risk level', {
      list: true,
      filter: 'equal',
      required: true,
      choices: riskLevels,
    }),
    datetime('startTime', '开始时间', 'From', { list: true }),
    datetime('endTime', '解除时间', 'Until', { list: true, notBefore: 'startTime' }),
    text('status', '状态', 'Status', {
      list: true,
      initial: '1',
      choices: [
        { value: '0', zh: '已解除', en: 'Lifted' },
        { value: '1', zh: '生效中', en: 'In force' },
      ],
    }),
  ],
});

export const epidemicAddress = resource('epidemic-address', {
  path: '/epidemic/epidemicAddress',
  zh: '地址库',
  en: 'Addresses',
  fields: [
    text('address', '详细地址', 'Address', { list: true, filter: 'like', required: true, kind: 'address' }),
    text('community', '所属社区', 'Community', { list: true, filter: 'like', kind: 'area' }),
    text('building', '楼幢', 'Building', { list: true }),
    text('room', '室号', 'Room', { list: true }),
    text('householder', '户主', 'Householder', { list: true, kind: 'person' }),
    text('phone', '联系电话', 'Phone', { kind: 'phone' }),
    num('residentCount', '居住人数', 'Residents'),
  ],
  operations: {
    // "epidemicAddress (also POST import with filePath)": the file was uploaded first (put-file); its
    // address goes in the query as BladeX's @RequestParam would take it.
    import: op('POST', 'import', 'import addresses from an uploaded spreadsheet (filePath)', {
      args: 'none',
      params: {
        filePath: { type: 'string', in: 'query', upload: true, text: { zh: '地址文件', en: 'Address file' } },
      },
      reply: 'none',
      role: 'toolbar',
      text: { zh: '导入', en: 'Import' },
      // Each valid row of the stored spreadsheet is added as an address (imports.ts reads it).
      effect: { create: true },
    }),
  },
});

export const epidemicAreaImport = resource('epidemic-area-import', {
  path: '/epidemic/areaImport',
  zh: '地区导入',
  en: 'Area imports',
  list: { style: 'page', path: 'page' },
  // "areaImport: import, page, save": no detail, remove or submit.
  standard: ['list'],
  fields: [
    text('areaName', '地区名称', 'Area', { list: true, filter: 'like', required: true, kind: 'area' }),
    text('riskLevel', '风险等级', 'Risk level', { list: true, filter: 'equal', choices: riskLevels }),
    text('fileName', '文件名', 'File', {
      list: true,
      samples: [
        '中高风险地区名单.xlsx',
        '风险地区调整名单.xlsx',
        '重点地区人员排查名单.xlsx',
        '省外风险地区汇总.xlsx',
      ],
    }),
    datetime('importTime', '导入时间', 'Imported', { list: true, readOnly: true }),
    text('operator', '操作人', 'By', { list: true, kind: 'person', readOnly: true }),
  ],
  operations: {
    import: spreadsheetImport('import areas from a spreadsheet (multipart: file)'),
    save: op('POST', 'save', 'add an area (entity body)', { reply: 'flag', effect: { upsert: true } }),
  },
});

export const epidemicSms = resource('epidemic-sms', {
  path: '/epidemic/sms',
  zh: '短信通知',
  en: 'SMS notices',
  list: { style: 'page', path: 'page' },
  // "sms: import, submit, remove, page, send".
  standard: ['list', 'submit', 'remove'],
  fields: [
    // business-modules.md §5: not empty, 11 characters, a mainland mobile (core/src/validate/phone.ts).
    text('phone', '手机号码', 'Phone', { list: true, filter: 'like', required: true, kind: 'mobile' }),
    text('name', '姓名', 'Name', { list: true, filter: 'like', kind: 'person' }),
    content('content', '短信内容', 'Message', { list: true, kind: 'content' }),
    text('sendStatus', '发送状态', 'Sent', {
      list: true,
      filter: 'equal',
      readOnly: true,
      initial: '0',
      choices: [
        { value: '0', zh: '未发送', en: 'Not sent' },
        { value: '1', zh: '已发送', en: 'Sent' },
        { value: '2', zh: '发送失败', en: 'Failed' },
      ],
    }),
    datetime('sendTime', '发送时间', 'Sent at', { list: true, readOnly: true }),
  ],
  operations: {
    import: spreadsheetImport('import phone numbers from a spreadsheet (multipart: file)'),
    send: op('POST', 'send', 'send the notice to the chosen numbers (ids)', {
      args: 'none',
      params: { ids: 'ids@query' },
      reply: 'flag',
      role: 'rows',
      when: { field: 'sendStatus', in: ['0', '2'] },
      text: { zh: '发送短信', en: 'Send SMS' },
      effect: { target: 'ids', sets: { sendStatus: '=1' } },
    }),
  },
});

export const epidemic = module({
  name: 'epidemic',
  text: { zh: '疫情防控', en: 'Epidemic' },
  icon: 'IconVirus',
  resources: [epidemicInfo, epidemicTrip, epidemicRiskArea, epidemicAddress, epidemicAreaImport, epidemicSms],
  screens: [
    {
      path: '/epidemic/epidemicInfo',
      view: 'list',
      resource: 'epidemic-info',
      text: { zh: '疫情信息', en: 'Epidemic records' },
      menu: true,
    },
    // The phone numbers SMS notices go to are imported here.
    {
      path: '/epidemic/mobileNumberImport',
      view: 'list',
      resource: 'epidemic-sms',
      text: { zh: '手机号导入', en: 'Phone number import' },
      menu: true,
    },
    {
      path: '/epidemic/areaImport',
      view: 'list',
      resource: 'epidemic-area-import',
      text: { zh: '地区导入', en: 'Area import' },
      menu: true,
    },
    {
      path: '/epidemic/epidemicAddress',
      view: 'list',
      resource: 'epidemic-address',
      text: { zh: '地址库', en: 'Addresses' },
      menu: true,
    },
    // What tells the dispatch list from the records list is not shown: the records still to check.
    {
      path: '/epidemic/dispatchManagement/dispatchList',
      view: 'list',
      resource: 'epidemic-info',
      text: { zh: '派发管理', en: 'Dispatch' },
      menu: true,
      // The records still to check are the ones to dispatch (待核查).
      filters: { controlStatus: '0' },
      links: [
        {
          path: '/epidemic/modulationManagement/helpFillInForm',
          on: 'toolbar',
          text: { zh: '帮助填报', en: 'Fill in for someone' },
        },
      ],
    },
    // Investigations follow the people's trips.
    {
      path: '/epidemic/modulationManagement/modulationList',
      view: 'list',
      resource: 'epidemic-trip',
      text: { zh: '流调管理', en: 'Investigations' },
      menu: true,
    },
    // Custom: the assisted fill-in submits through assistSubmit, not submit (a later issue builds it).
    {
      path: '/epidemic/modulationManagement/helpFillInForm',
      view: 'custom',
      custom: 'helpFillInForm',
      resource: 'epidemic-info',
      text: { zh: '协助填报', en: 'Assisted fill-in' },
    },
    {
      path: '/epidemic/epidemicRiskArea',
      view: 'list',
      resource: 'epidemic-risk-area',
      text: { zh: '风险地区', en: 'Risk areas' },
      menu: true,
    },
  ],
});
