import { op, resource, text } from '../resources/define.ts';
import { choices, day, ENABLED, id, long, num, time } from './common-fields.ts';
import { statusChange, TASK_TITLES } from './task-definitions.ts';

/**
 * Launched tasks and their execution (business-modules.md §7 Task system: "taskLaunch, …, taskExecuteLog,
 * taskLaunchLog, taskLaunchMember, taskExecuteMember: standard" and "taskExecute: page, detail,
 * markComplete, submit, changeExecutor."). Verbs, arguments and fields are not shown beyond the names.
 */

const base = '/taskSystem';

const EXECUTE_STATES = choices(
  ['0', '待执行', 'To do'],
  ['1', '执行中', 'In progress'],
  ['2', '已完成', 'Done'],
  ['3', '已逾期', 'Overdue'],
);

const logFields = (operations: readonly string[]) => [
  text('operatorName', '操作人', 'By', { kind: 'person', list: true, filter: 'like' }),
  text('operateType', '操作类型', 'Action', { list: true, samples: operations }),
  long('content', '操作内容', 'What changed', { kind: 'content', list: true }),
  time('operateTime', '操作时间', 'At', { list: true }),
];

export const taskLaunch = resource('task-launch', {
  path: `${base}/taskLaunch`,
  zh: '任务发起',
  en: 'Launched tasks',
  fields: [
    text('launchName', '任务标题', 'Title', {
      kind: 'title',
      list: true,
      filter: 'like',
      required: true,
      samples: TASK_TITLES,
    }),
    id('interfaceId', '任务定义', 'Task definition', { ref: 'task-interface', required: true }),
    id('groupId', '任务分组', 'Group', { ref: 'task-group', filter: 'equal' }),
    text('launcher', '发起人', 'Launched by', { kind: 'person', list: true }),
    time('launchTime', '发起时间', 'Launched', { list: true, readOnly: true }),
    day('deadline', '截止日期', 'Due', { list: true, required: true, notBefore: 'launchTime' }),
    // The users it is launched to: one execution each (the members are filed with the launch).
    text('memberIds', '执行人员', 'Members', { ref: 'user', multiple: true, required: true }),
    long('content', '任务要求', 'Instructions', { kind: 'content' }),
    num('executeCount', '执行数', 'Assigned', { readOnly: true }),
    num('finishCount', '完成数', 'Finished', { list: true, readOnly: true }),
    num('status', '状态', 'Status', { list: true, filter: 'equal', initial: '1', choices: ENABLED }),
  ],
  operations: { statusChange: statusChange('launched task') },
});

export const taskLaunchMember = resource('task-launch-member', {
  path: `${base}/taskLaunchMember`,
  zh: '任务执行对象',
  en: 'Launch members',
  fields: [
    id('launchId', '发起任务', 'Launch', { ref: 'task-launch', filter: 'equal', required: true }),
    id('userId', '成员', 'Member', { ref: 'user', required: true }),
    text('realName', '姓名', 'Name', {
      kind: 'person',
      list: true,
      filter: 'like',
      follows: { ref: 'userId', field: 'realName' },
    }),
    text('deptName', '部门', 'Department', { list: true }),
    num('memberType', '成员类型', 'Kind', {
      list: true,
      choices: choices(['1', '执行人', 'Executor'], ['2', '抄送人', 'Copied']),
    }),
  ],
});

export const taskLaunchLog = resource('task-launch-log', {
  path: `${base}/taskLaunchLog`,
  zh: '任务修改记录',
  en: 'Launch changes',
  fields: [
    id('launchId', '发起任务', 'Launch', { ref: 'task-launch', filter: 'equal', required: true }),
    ...logFields(['发起任务', '修改任务', '启用任务', '停用任务', '添加成员', '移除成员']),
  ],
});

export const taskExecute = resource('task-execute', {
  path: `${base}/taskExecute`,
  zh: '任务执行',
  en: 'Task executions',
  list: { style: 'page', path: 'page' },
  standard: ['list', 'detail', 'submit'],
  fields: [
    id('launchId', '发起任务', 'Launch', { ref: 'task-launch', filter: 'equal', required: true }),
    text('taskName', '任务名称', 'Task', {
      kind: 'title',
      list: true,
      filter: 'like',
      follows: { ref: 'launchId', field: 'launchName' },
    }),
    id('executor', '执行人', 'Executor', { ref: 'user', required: true }),
    text('executorName', '执行人姓名', 'Executor', {
      kind: 'person',
      list: true,
      follows: { ref: 'executor', field: 'realName' },
    }),
    day('deadline', '截止日期', 'Due', { list: true }),
    time('finishTime', '完成时间', 'Finished', {
      list: true,
      readOnly: true,
      onlyWhen: { field: 'status', values: ['2'] },
    }),
    long('result', '执行结果', 'Result', { kind: 'content' }),
    num('status', '执行状态', 'Status', {
      list: true,
      filter: 'equal',
      initial: '0',
      choices: EXECUTE_STATES,
    }),
  ],
  operations: {
    // §4 "A task execution can be marked complete and its executor changed" (arguments chosen: id; ids, executor).
    markComplete: op('POST', 'markComplete', 'mark an execution complete', {
      args: 'none',
      params: { id: 'id@query' },
      reply: 'flag',
      role: 'row',
      when: { field: 'status', in: ['0', '1', '3'] },
      text: { zh: '标记完成', en: 'Mark complete' },
      effect: { target: 'id', sets: { status: '=2' } },
    }),
    changeExecutor: op('POST', 'changeExecutor', 'hand executions to another executor', {
      args: 'none',
      params: { ids: 'ids@query', executor: 'id@query' },
      reply: 'flag',
      role: 'rows',
      text: { zh: '更换执行人', en: 'Change executor' },
      effect: { target: 'ids', sets: { executor: 'executor' } },
    }),
  },
});

export const taskExecuteMember = resource('task-execute-member', {
  path: `${base}/taskExecuteMember`,
  zh: '任务协作人',
  en: 'Execution members',
  fields: [
    id('executeId', '任务执行', 'Execution', { ref: 'task-execute', filter: 'equal', required: true }),
    id('userId', '成员', 'Member', { ref: 'user', required: true }),
    text('realName', '姓名', 'Name', {
      kind: 'person',
      list: true,
      filter: 'like',
      follows: { ref: 'userId', field: 'realName' },
    }),
    num('status', '状态', 'Status', { list: true, initial: '0', choices: EXECUTE_STATES }),
  ],
});

export const taskExecuteLog = resource('task-execute-log', {
  path: `${base}/taskExecuteLog`,
  zh: '任务执行记录',
  en: 'Execution log',
  fields: [
    id('executeId', '任务执行', 'Execution', { ref: 'task-execute', filter: 'equal', required: true }),
    ...logFields(['接收任务', '开始执行', '提交结果', '标记完成', '变更执行人', '退回任务']),
  ],
});

export const taskRunResources = [
  taskLaunch,
  taskLaunchMember,
  taskLaunchLog,
  taskExecute,
  taskExecuteMember,
  taskExecuteLog,
];
