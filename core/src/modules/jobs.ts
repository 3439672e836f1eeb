import { op, resource, text, typed } from '../resources/define.ts';
import { module } from './types.ts';

/** Scheduled jobs (business-modules.md §7 Jobs): the first module on the kit. */

const num = typed('number');
const date = typed('datetime');

export const job = resource('job', {
  path: '/job/nbxtjob',
  zh: '定时任务',
  en: 'Scheduled jobs',
  // The list is a POST with taskDataType, current and size in the query (not a page-post with a body).
  standard: ['detail', 'submit', 'remove'],
  fields: [
    text('jobName', '任务名称', 'Job name', { list: true, required: true }),
    // The values are not shown in the spec; the seeded jobs import data (1) and send messages (2).
    text('taskDataType', '任务数据类型', 'Task data type', {
      list: true,
      filter: 'equal',
      required: true,
      choices: [
        { value: '1', zh: '数据导入', en: 'Data import' },
        { value: '2', zh: '消息发送', en: 'Messages' },
      ],
    }),
    typed('cron')('cronExpression', '执行周期', 'Schedule', { list: true, required: true }),
    num('status', '状态', 'Status', {
      list: true,
      initial: '1',
      choices: [
        { value: '0', zh: '停用', en: 'Paused' },
        { value: '1', zh: '启用', en: 'Active' },
      ],
    }),
    date('lastRunTime', '最近执行时间', 'Last run', { list: true, readOnly: true }),
    num('runCount', '执行次数', 'Runs', { list: true, readOnly: true }),
    num('errorCount', '错误数', 'Errors', { list: true, readOnly: true }),
  ],
  operations: {
    // "POST job/nbxtjob/list (taskDataType in the query), doNow/{id}, clearRemove, export/error/{id}":
    // the verb governs the whole comma list.
    list: op('POST', 'list', 'jobs, paged (taskDataType, current, size in the query)', {
      safe: true,
      args: 'none',
      params: { taskDataType: 'string?@query', current: 'integer?@query', size: 'integer?@query' },
      reply: 'page',
    }),
    doNow: op('POST', 'doNow/{id}', 'run a job now (records a run)', {
      args: 'none',
      params: { id: 'id' },
      reply: 'flag',
      role: 'row',
      text: { zh: '立即执行', en: 'Run now' },
      effect: {
        handler: 'jobs.ts: records a run of the job',
        target: 'id',
        shows: { given: { id: '@job' }, read: 'list', changes: ['runCount'] },
      },
    }),
    clearRemove: op('POST', 'clearRemove', 'clear the finished runs of the jobs', {
      args: 'none',
      reply: 'value',
      role: 'toolbar',
      scope: { zh: '全部定时任务的执行记录', en: 'the finished runs of every job' },
      text: { zh: '清除执行记录', en: 'Clear finished runs' },
      effect: {
        handler: 'jobs.ts: removes the finished runs',
        shows: { after: 'doNow', read: 'list', holds: { id: '@job', runCount: '=0' } },
      },
    }),
    exportError: op('POST', 'export/error/{id}', 'the error rows of a job, as a spreadsheet', {
      safe: true,
      args: 'none',
      params: { id: 'id' },
      download: 'export',
      role: 'row',
      text: { zh: '导出错误', en: 'Export errors' },
    }),
  },
});

export const jobs = module({
  name: 'jobs',
  text: { zh: '定时任务', en: 'Scheduled jobs' },
  icon: 'IconCalendarTime',
  resources: [job],
  screens: [
    {
      path: '/job/nbxtjob',
      // The generic list carries it all: its own list call, the type filter, run now and error export
      // per row, clearing finished runs above the list, add and edit with the schedule editor.
      view: 'list',
      resource: 'job',
      text: { zh: '定时任务', en: 'Scheduled jobs' },
      menu: true,
    },
    // Opened by address (a link with `?id=`), not from the menu.
    {
      path: '/job/nbxtjobDetail',
      view: 'detail',
      resource: 'job',
      text: { zh: '任务详情', en: 'Job detail' },
    },
  ],
});
