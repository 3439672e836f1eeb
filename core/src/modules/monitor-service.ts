import { op, resource, text } from '../resources/define.ts';
import { choices, day, id, long, num, time } from './common-fields.ts';

/**
 * Monitoring departments, the visual data of the monitoring screen, complaints and appeals
 * (business-modules.md §4 and §7 Monitoring).
 */

export const monitorDeptCategory = resource('monitor-dept-category', {
  path: '/monitorDeptCategory',
  zh: '部门类别',
  en: 'Department categories',
  // "monitorDeptCategory standard"
  fields: [
    text('categoryName', '类别名称', 'Category', {
      list: true,
      filter: 'like',
      required: true,
      samples: [
        '行业主管部门',
        '综合执法部门',
        '属地管理部门',
        '应急管理部门',
        '市场监管部门',
        '消防救援部门',
        '卫生健康部门',
        '生态环境部门',
      ],
    }),
    num('sort', '排序', 'Order', { list: true }),
    long('remark', '备注', 'Remark'),
  ],
});

export const monitorDepartment = resource('monitor-department', {
  path: '/monitorDepartment',
  zh: '监管部门',
  en: 'Supervising departments',
  // "GET monitorDepartment/chooseDept/{id}; monitorDepartment page (POST), detail, remove, submit"
  list: { style: 'page-post', path: 'page' },
  fields: [
    text('deptName', '部门名称', 'Department', { list: true, filter: 'like', required: true }),
    id('categoryId', '部门类别', 'Category', {
      ref: 'monitor-dept-category',
      filter: 'equal',
      required: true,
    }),
    text('leader', '负责人', 'Head', { kind: 'person', list: true }),
    text('phone', '联系电话', 'Phone', { kind: 'phone', list: true }),
    num('sort', '排序', 'Order', { list: true }),
  ],
  operations: {
    // The departments one may choose under a category (the id is the category's).
    chooseDept: op('GET', 'chooseDept/{id}', 'the departments of a category, to choose from', {
      reply: 'records',
      role: 'lookup',
    }),
  },
});

/** One row per assistant and day: what the monitoring screen counts. */
export const monitorVisualData = resource('monitor-visual-data', {
  path: '/visualData',
  zh: '监督数据',
  en: 'Monitoring figures',
  // "POST visualData/assistDaily, getIndex; GET dashboard." (arguments not shown: none declared)
  standard: [],
  fields: [
    day('statDate', '统计日期', 'Day', { list: true }),
    text('assistantName', '助理', 'Assistant', { kind: 'person', list: true }),
    num('warningCount', '预警数', 'Warnings', { list: true }),
    num('handledCount', '已处理数', 'Handled', { list: true }),
    num('complaintCount', '投诉数', 'Complaints', { list: true }),
    num('tenantCount', '监测单位数', 'Monitored tenants'),
  ],
  operations: {
    assistDaily: op('POST', 'assistDaily', 'the assistants’ daily work, by day', {
      safe: true,
      reply: 'chart',
      role: 'chart',
      text: { zh: '助理日报', en: 'Assistants by day' },
      chart: {
        x: 'statDate',
        series: {
          warningCount: { zh: '预警数', en: 'Warnings', sum: 'warningCount' },
          handledCount: { zh: '已处理数', en: 'Handled', sum: 'handledCount' },
        },
      },
    }),
    getIndex: op('POST', 'getIndex', 'the monitoring indexes', {
      safe: true,
      reply: 'figures',
      role: 'statistics',
      text: { zh: '监督指标', en: 'Indexes' },
      figures: {
        warnings: { zh: '预警总数', en: 'Warnings', sum: 'warningCount' },
        handled: { zh: '已处理', en: 'Handled', sum: 'handledCount' },
        complaints: { zh: '投诉总数', en: 'Complaints', sum: 'complaintCount' },
      },
    }),
    dashboard: op('GET', 'dashboard', 'the monitoring screen’s totals', {
      reply: 'figures',
      role: 'statistics',
      text: { zh: '监督概况', en: 'Overview' },
      figures: {
        tenants: { zh: '监测单位', en: 'Monitored tenants', sum: 'tenantCount' },
        warnings: { zh: '预警总数', en: 'Warnings', sum: 'warningCount' },
        assistantDays: { zh: '助理工作日', en: 'Assistant-days' },
      },
    }),
  },
});

/**
 * §4: "handle sends operate 1 with a new status; reply sends operate 2 with status 3 and replyContent."
 * Only status 3 (replied) is shown; the others are chosen here.
 */
export const COMPLAINT_STATES = choices(
  ['1', '待处理', 'New'],
  ['2', '处理中', 'In hand'],
  ['3', '已回复', 'Replied'],
  ['4', '不予受理', 'Declined'],
);

export const monitorComplaint = resource('monitor-complaint', {
  path: '/complaints/nbxtMonitorComplaints',
  zh: '投诉处理',
  en: 'Complaints',
  // "POST complaints/nbxtMonitorComplaints/page; GET detail; POST handleAndReply."
  list: { style: 'page-post', path: 'page' },
  standard: ['list', 'detail'],
  fields: [
    text('title', '投诉主题', 'Subject', {
      kind: 'title',
      samples: [
        '小区垃圾清运不及时',
        '夜间施工噪音扰民',
        '物业乱收停车费',
        '楼道堆放杂物无人清理',
        '餐馆油烟扰民',
        '电梯频繁故障',
        '路灯损坏长期未修',
        '商户占道经营',
      ],
      list: true,
      filter: 'like',
    }),
    text('complainant', '投诉人', 'Complainant', { kind: 'person', list: true }),
    text('phone', '联系电话', 'Phone', { kind: 'phone', list: true }),
    text('tenantName', '被投诉单位', 'About', { kind: 'company', list: true, filter: 'like' }),
    long('content', '投诉内容', 'Complaint', { kind: 'content' }),
    text('images', '图片', 'Photos', { kind: 'image' }),
    time('complaintTime', '投诉时间', 'Received', { list: true }),
    num('status', '状态', 'Status', { list: true, filter: 'equal', initial: '1', choices: COMPLAINT_STATES }),
    long('replyContent', '回复内容', 'Reply', { kind: 'content' }),
  ],
  operations: {
    // One call for both actions: handle (operate 1, a new status) and reply (operate 2, status 3,
    // replyContent); the complaint's own pages offer them (/monitor/complainDetail, replyDetail).
    handleAndReply: op('POST', 'handleAndReply', 'handle (operate 1) or reply to (operate 2) a complaint', {
      params: { id: 'id', operate: 'integer', status: 'integer', replyContent: 'string?' },
      reply: 'flag',
      text: { zh: '处理/回复', en: 'Handle or reply' },
      effect: { target: 'id', sets: { status: 'status', replyContent: 'replyContent' } },
    }),
  },
});

export const monitorAppealSuggest = resource('monitor-appeal-suggest', {
  path: '/appealSuggest/monitorAppealSuggest',
  zh: '申诉建议',
  en: 'Appeals and suggestions',
  // "POST appealSuggest/monitorAppealSuggest/page."
  list: { style: 'page-post', path: 'page' },
  standard: ['list'],
  fields: [
    num('type', '类型', 'Kind', {
      list: true,
      filter: 'equal',
      choices: choices(['1', '申诉', 'Appeal'], ['2', '建议', 'Suggestion']),
    }),
    text('title', '标题', 'Subject', {
      kind: 'title',
      samples: [
        '对考核扣分结果的申诉',
        '关于增设社区充电桩的建议',
        '对整改认定结果的申诉',
        '关于优化办事流程的建议',
        '对处罚决定的申诉',
        '关于加强小区绿化养护的建议',
      ],
      list: true,
      filter: 'like',
    }),
    long('content', '内容', 'Content', { kind: 'content' }),
    text('tenantName', '提交单位', 'From', { kind: 'company', list: true }),
    text('submitter', '提交人', 'Submitted by', { kind: 'person', list: true }),
    time('submitTime', '提交时间', 'Submitted', { list: true }),
  ],
});

export const serviceResources = [
  monitorDeptCategory,
  monitorDepartment,
  monitorVisualData,
  monitorComplaint,
  monitorAppealSuggest,
];
