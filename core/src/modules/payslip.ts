import { op, resource, text, typed } from '../resources/define.ts';
import { module } from './types.ts';

/**
 * Payslips sent through text messages (business-modules.md §7 Payslips): institutions and their
 * packages, payslip batches uploaded as spreadsheets (one `uuid` per batch), the rows of a batch, and
 * salary statistics. Every `payslip/formdata` call is a POST except the GETs the spec lists apart. Where
 * the spec gives no argument names (send, upload, edit) they are BladeX-typical choices.
 *
 * The send rule (business-modules.md §4, §5): a send is always preceded by `validateRestQuota` with the
 * batch's send count, and happens only when that check passes: the send's `guard` (the console and the
 * CLI run the check first, and send nothing when it fails).
 */

const num = typed('number');
const id = typed('id');
const datetime = typed('datetime');
const date = typed('date');

const sendStatuses = [
  { value: '0', zh: '未发送', en: 'Not sent' },
  { value: '1', zh: '已发送', en: 'Sent' },
  { value: '2', zh: '发送失败', en: 'Failed' },
  { value: '3', zh: '已撤回', en: 'Revoked' },
] as const;

export const payslipMechanism = resource('payslip-mechanism', {
  path: '/payslip/nbxtpayslipmechanism',
  zh: '工资条机构',
  en: 'Payslip institutions',
  fields: [
    text('mechanismName', '机构名称', 'Institution', {
      list: true,
      filter: 'like',
      required: true,
      kind: 'company',
    }),
    text('creditCode', '统一社会信用代码', 'Social credit code', { kind: 'code' }),
    text('contactPerson', '联系人', 'Contact', { list: true, kind: 'person', required: true }),
    text('contactPhone', '联系电话', 'Phone', { list: true, kind: 'phone', required: true }),
    text('address', '地址', 'Address', { kind: 'address' }),
    num('restQuota', '剩余条数', 'Messages left', { list: true, readOnly: true }),
    datetime('expireTime', '到期时间', 'Expires', { list: true, readOnly: true }),
    text('status', '状态', 'Status', {
      list: true,
      filter: 'equal',
      readOnly: true,
      initial: '1',
      choices: [
        { value: '1', zh: '正常', en: 'Active' },
        { value: '0', zh: '已注销', en: 'Cancelled' },
      ],
    }),
  ],
  operations: {
    // "An institution can be cancelled through an update call": the console's use of update.
    update: op('POST', 'update', 'update an institution (entity body); cancels one with status 0', {
      params: { id: 'id' },
      reply: 'flag',
      role: 'row',
      when: { field: 'status', in: ['1'] },
      text: { zh: '注销', en: 'Cancel' },
      effect: { target: 'id', sets: { status: '=0' } },
    }),
    getMyPackage: op('GET', 'getMyPackage', 'the package of the signed-in tenant (quota, expiry)', {
      args: 'none',
      reply: 'record',
      role: 'lookup',
    }),
    redeemTrial: op('POST', 'redeemTrial', 'take the free trial package', {
      args: 'none',
      reply: 'flag',
      role: 'toolbar',
      scope: { zh: '本租户的短信额度', en: 'this tenant’s SMS quota' },
      text: { zh: '领取试用', en: 'Redeem trial' },
      effect: {
        handler: 'payslip.ts: the trial’s messages added to the tenant’s quota, once',
        shows: { read: 'payslip-formdata checkQuota', args: { tenantId: '=000000' }, changes: ['value'] },
      },
    }),
  },
});

/** Batches: one row per uploaded spreadsheet, named by `uuid` in the batch calls. */
export const payslipFormdata = resource('payslip-formdata', {
  path: '/payslip/formdata',
  zh: '工资条',
  en: 'Payslips',
  list: { style: 'page-post', path: 'payrollRecords' },
  standard: ['list'],
  fields: [
    text('monthOfPayslip', '工资月份', 'Month', {
      list: true,
      filter: 'equal',
      kind: 'month',
      required: true,
      // A batch's payroll month has begun: no upload for a month ahead.
      begun: true,
    }),
    text('uuid', '批次', 'Batch', { list: true, kind: 'code', readOnly: true }),
    text('title', '工资条标题', 'Title', {
      list: true,
      filter: 'like',
      kind: 'title',
      samples: ['{year}年{month}月工资', '{year}年{month}月工资条', '{year}年{month}月绩效工资'],
    }),
    num('sendCount', '发送数', 'Sent', { list: true, readOnly: true }),
    datetime('createTime', '上传时间', 'Uploaded', { list: true, readOnly: true }),
    text('deleted', '已删除', 'Deleted', {
      readOnly: true,
      choices: [
        { value: '0', zh: '否', en: 'No' },
        { value: '1', zh: '是', en: 'Yes' },
      ],
    }),
  ],
  operations: {
    // The upload answers the import's id, whose progress importProcess/{id} reports.
    upload: op('POST', 'upload', 'upload a payslip spreadsheet (multipart: file, monthOfPayslip)', {
      args: 'multipart',
      params: { file: 'file', monthOfPayslip: 'string?' },
      reply: 'value',
      role: 'import',
      text: { zh: '上传工资条', en: 'Upload payslips' },
      importSteps: { progress: 'importProcess' },
      effect: { create: true },
    }),
    importProcess: op('GET', 'importProcess/{id}', 'progress of a payslip upload', {
      args: 'none',
      params: { id: 'id' },
      reply: 'progress',
      role: 'progress',
    }),
    // Quota check before every send (sendCount: how many messages the send will use). R.status: passes
    // or not; what a failure looks like is not shown. A read: nothing changes.
    validateRestQuota: op(
      'POST',
      'validateRestQuota',
      'whether the remaining quota covers sendCount messages',
      {
        safe: true,
        args: 'none',
        params: { sendCount: 'integer@query' },
        reply: 'flag',
        role: 'lookup',
      },
    ),
    // Offered on a batch row; validateRestQuota with the batch's sendCount runs first (the guard).
    send: op('POST', 'send', 'send a batch’s payslips by SMS (uuid); only after validateRestQuota passes', {
      args: 'none',
      params: { uuid: 'string@query' },
      reply: 'flag',
      role: 'row',
      text: { zh: '发送', en: 'Send' },
      guard: { operation: 'validateRestQuota', args: { sendCount: 'sendCount' } },
      // The quota left is shown before sending (the tenant's checkQuota), not only in a failure.
      confirmShows: {
        operation: 'checkQuota',
        args: { tenantId: '$tenantId' },
        text: { zh: '剩余短信条数', en: 'Messages left' },
      },
      effect: {
        handler: 'payslip.ts: the batch’s rows sent, the quota used',
        // The batch goes by its uuid, not its id (no target: the console sends the row's uuid, rowArgs).
        shows: {
          unknown: 'uuid',
          given: { uuid: '@payslip-formdata.uuid' },
          read: 'checkQuota',
          args: { tenantId: '=000000' },
          changes: ['value'],
        },
      },
    }),
    // A batch goes by uuid, not id: no generic effect (the sandbox finds records by id).
    remove: op('POST', 'remove', 'remove a batch and its rows (uuid)', {
      args: 'none',
      params: { uuid: 'string@query' },
      reply: 'flag',
      role: 'row',
      text: { zh: '删除', en: 'Remove' },
      effect: { target: 'uuid', by: 'uuid', remove: true },
    }),
    report: op('POST', 'report', 'payslip report as a spreadsheet (filters in the body)', {
      safe: true,
      download: 'export',
    }),
    checkQuota: op('GET', 'checkQuota', 'the remaining quota of a tenant (tenantId)', {
      args: 'none',
      params: { tenantId: 'string' },
      reply: 'value',
      role: 'lookup',
    }),
    getSmsTtl: op('GET', 'getSmsTtl/{id}', 'seconds before a payslip’s SMS link expires', {
      args: 'none',
      params: { id: 'id' },
      reply: 'value',
      role: 'lookup',
    }),
  },
});

/** The rows of a batch: one payslip per person (payrollRecordsDetail; uuid names the batch). */
export const payslipDetail = resource('payslip-detail', {
  path: '/payslip/formdata',
  zh: '工资条明细',
  en: 'Payslip rows',
  // POST payrollRecordsDetail with current and size in the query, the batch (uuid) and filters in the body.
  list: { style: 'page-post', path: 'payrollRecordsDetail' },
  standard: ['list'],
  fields: [
    text('uuid', '批次', 'Batch', { filter: 'equal', kind: 'code', readOnly: true }),
    text('name', '姓名', 'Name', { list: true, filter: 'like', kind: 'person', required: true }),
    // The payslip goes to it by SMS (§5: checked as a mobile before it is saved or sent).
    text('phoneNumber', '手机号码', 'Phone', { list: true, filter: 'like', kind: 'mobile', required: true }),
    text('monthOfPayslip', '工资月份', 'Month', { kind: 'month' }),
    num('netSalary', '实发工资', 'Net pay', { list: true, kind: 'money' }),
    typed('text')('salaryItems', '工资项目', 'Pay items', { kind: 'content' }),
    text('sendStatus', '发送状态', 'Sent', {
      list: true,
      filter: 'equal',
      readOnly: true,
      initial: '0',
      choices: sendStatuses,
    }),
    datetime('sendTime', '发送时间', 'Sent at', { list: true, readOnly: true }),
  ],
  operations: {
    statistics: op('POST', 'statistics', 'figures of a batch (uuid)', {
      safe: true,
      args: 'none',
      params: { uuid: 'string@query' },
      reply: 'figures',
      role: 'statistics',
      figures: {
        total: { zh: '总人数', en: 'People' },
        sent: { zh: '已发送', en: 'Sent', where: { sendStatus: '1' } },
        failed: { zh: '发送失败', en: 'Failed', where: { sendStatus: '2' } },
        revoked: { zh: '已撤回', en: 'Revoked', where: { sendStatus: '3' } },
      },
    }),
    // Resulting states are not shown (§4): the values are this module's own.
    resend: op('POST', 'resend', 'send one payslip again (id)', {
      args: 'none',
      params: { id: 'id@query' },
      reply: 'flag',
      role: 'row',
      when: { field: 'sendStatus', in: ['2', '3'] },
      text: { zh: '重新发送', en: 'Resend' },
      effect: { target: 'id', sets: { sendStatus: '=1' } },
    }),
    payrollRecordsRevoke: op('POST', 'payrollRecordsRevoke', 'revoke one sent payslip (id)', {
      args: 'none',
      params: { id: 'id@query' },
      reply: 'flag',
      role: 'row',
      when: { field: 'sendStatus', in: ['1'] },
      text: { zh: '撤回', en: 'Revoke' },
      effect: { target: 'id', sets: { sendStatus: '=3' } },
    }),
    payrollRecordsEdit: op('POST', 'payrollRecordsEdit', 'correct one payslip row (entity body with id)', {
      params: { id: 'id' },
      reply: 'flag',
      role: 'row',
      edits: true,
      text: { zh: '编辑', en: 'Edit' },
      effect: {
        target: 'id',
        sets: {
          name: 'name',
          phoneNumber: 'phoneNumber',
          monthOfPayslip: 'monthOfPayslip',
          netSalary: 'netSalary',
          salaryItems: 'salaryItems',
        },
      },
    }),
  },
});

/** Salary statistics by person and year (POST salaryStat: body year; query current, size). */
export const payslipSalaryStat = resource('payslip-salary-stat', {
  path: '/payslip/formdata',
  zh: '薪资统计',
  en: 'Salary statistics',
  list: { style: 'page-post', path: 'salaryStat' },
  standard: ['list'],
  fields: [
    typed('number')('year', '年度', 'Year', { list: true, filter: 'equal', kind: 'year', required: true }),
    text('name', '姓名', 'Name', { list: true, filter: 'like', kind: 'person' }),
    text('phoneNumber', '手机号码', 'Phone', { list: true, filter: 'like', kind: 'phone' }),
    num('monthCount', '发放月数', 'Months paid', { list: true, readOnly: true }),
    num('totalSalary', '年度实发合计', 'Year’s net pay', { list: true, kind: 'money', readOnly: true }),
  ],
  operations: {
    salary: op('GET', 'salary', 'payslip rows of a year (year plus filters)', {
      params: { year: 'integer' },
      reply: 'records',
      role: 'lookup',
    }),
    salaryStatRecord: op('GET', 'salaryStatRecord', 'one person’s payslips of a year (year, phoneNumber)', {
      args: 'none',
      params: { year: 'integer', phoneNumber: 'string' },
      reply: 'records',
      role: 'lookup',
    }),
  },
});

// "payslip package month: standard" with no path shown: BladeX's generated name beside nbxtpayslipmechanism.
export const payslipPackageMonth = resource('payslip-package-month', {
  path: '/payslip/nbxtpayslippackagemonth',
  zh: '套餐月份',
  en: 'Package months',
  fields: [
    id('mechanismId', '机构', 'Institution', { ref: 'payslip-mechanism', required: true }),
    text('packageName', '套餐名称', 'Package', {
      list: true,
      filter: 'like',
      required: true,
      kind: 'title',
      samples: ['基础套餐', '标准套餐', '专业套餐', '企业套餐', '年度优惠套餐', '体验套餐'],
    }),
    text('month', '月份', 'Month', { list: true, filter: 'equal', kind: 'month', required: true }),
    num('quota', '短信条数', 'Messages', { list: true, required: true }),
    num('usedCount', '已用条数', 'Used', { list: true, readOnly: true }),
    num('price', '价格', 'Price', { list: true, kind: 'money' }),
    date('startDate', '生效日期', 'Starts'),
    date('endDate', '到期日期', 'Ends', { notBefore: 'startDate' }),
  ],
});

export const payslip = module({
  name: 'payslip',
  text: { zh: '工资条', en: 'Payslips' },
  icon: 'IconReceipt',
  resources: [payslipMechanism, payslipFormdata, payslipDetail, payslipSalaryStat, payslipPackageMonth],
  screens: [
    {
      path: '/payslip/payslipFormdata',
      view: 'list',
      resource: 'payslip-formdata',
      text: { zh: '工资条发放', en: 'Payslip batches' },
      menu: true,
      opens: { path: '/payslip/payslipRecordDetail', key: 'uuid' },
    },
    // The batch named by the address's uuid: its statistics and rows with resend and revoke.
    {
      path: '/payslip/payslipRecordDetail',
      view: 'list',
      resource: 'payslip-detail',
      text: { zh: '发放明细', en: 'Batch detail' },
      queryFilters: ['uuid'],
    },
    {
      path: '/payslip/payslipSalaryStat',
      view: 'list',
      resource: 'payslip-salary-stat',
      text: { zh: '薪资统计', en: 'Salary statistics' },
      menu: true,
    },
    {
      path: '/payslip/payslipMechanism',
      view: 'list',
      resource: 'payslip-mechanism',
      text: { zh: '工资条机构', en: 'Payslip institutions' },
      menu: true,
    },
    {
      path: '/payslip/payslipPackageMonth',
      view: 'list',
      resource: 'payslip-package-month',
      text: { zh: '套餐月份', en: 'Package months' },
      menu: true,
    },
  ],
});
