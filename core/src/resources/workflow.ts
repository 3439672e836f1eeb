import { FLOW_STATUS, PROCESS_PROGRESS } from '../workflow/constants.ts';
import { op, resource, text, typed } from './define.ts';
import type { FieldSpec, OperationSpec } from './types.ts';

/**
 * The task calls of /blade-flow/work, each on the list whose tasks it takes: a task waiting to be claimed
 * is claimed, a task of one's own to do is completed.
 */
const claimTask = op('POST', 'claim-task', 'claim a task', {
  args: 'query',
  params: { taskId: 'id' },
  effect: {
    handler: 'workflow/routes.ts: the task’s assignee (it leaves the claim list)',
    target: 'taskId',
    shows: { given: { taskId: '@work-claim.taskId' }, read: 'list', grows: -1 },
  },
});
const completeTask = op(
  'POST',
  'complete-task',
  'complete a task (flag ok to agree; a comment is required)',
  {
    params: { taskId: 'id', processInstanceId: 'string?', flag: 'string?', comment: 'string?' },
    effect: {
      handler: 'workflow/routes.ts: the task completed (it leaves the to-do list), the process moved on',
      target: 'taskId',
      shows: {
        // A leave request the signed-in user approves puts a task on their list.
        after: 'flow-leave startProcess',
        given: {
          taskId: '@work-todo.taskId',
          processInstanceId: '@work-todo.processInstanceId',
          flag: '=ok',
          comment: '~',
        },
        read: 'list',
        grows: -1,
      },
    },
  },
);

/**
 * Workflow resources (platform.md §7.5), after BladeX's flow module: process models, deployed process
 * definitions (the manager), running instances (follow), the five work lists, the leave process and the
 * process history and diagram. Records are Flowable-backed: ids are Flowable's strings (UUIDs,
 * `Leave:1:…` for definitions), not snowflakes.
 */

const num = typed('number');
const date = typed('datetime');

/**
 * Seed hints: the processes the sandbox deploys (fixtures/sandbox/workflow.json: key, name, the `flow`
 * category of dict-biz and the user tasks), each value drawn by the process another field names.
 */
const PROCESSES = {
  Leave: { name: '请假流程', category: 'flow_1', steps: ['审批'] },
  Expense: { name: '报销流程', category: 'flow_2', steps: ['部门审核', '财务审核'] },
} as const;
type Process = (typeof PROCESSES)[keyof typeof PROCESSES];
const processList = Object.entries(PROCESSES);
const PROCESS_NAMES = processList.map(([, p]) => p.name);
/** Samples by the process named in field `by`, keyed by its key (`key: true`) or its name. */
const byProcess = (by: string, pick: (p: Process, key: string) => readonly string[], key = false) => ({
  by,
  values: Object.fromEntries(processList.map(([k, p]) => [key ? k : p.name, pick(p, k)])),
});

const flowFields = {
  category: () =>
    text('category', '流程分类', 'Category', {
      filter: 'equal',
      samples: byProcess('categoryName', (p) => [p.category]),
    }),
  categoryName: () => text('categoryName', '流程分类', 'Category', { list: true, samples: PROCESS_NAMES }),
  processDefinitionName: () =>
    text('processDefinitionName', '流程名称', 'Process', {
      list: true,
      filter: 'equal',
      samples: byProcess('categoryName', (p) => [p.name]),
    }),
  processDefinitionVersion: () => num('processDefinitionVersion', '流程版本', 'Version', { list: true }),
  taskName: () =>
    text('taskName', '当前步骤', 'Step', {
      list: true,
      samples: byProcess('processDefinitionName', (p) => p.steps),
    }),
  assigneeName: () => text('assigneeName', '办理人', 'Assignee', { list: true }),
  createTime: () => date('createTime', '申请时间', 'Requested', { list: true }),
  processInstanceId: () => text('processInstanceId', '流程实例', 'Process instance'),
  businessId: () => text('businessId', '业务编号', 'Business ID', { kind: 'code' }),
  /** `samples`: the states a list's tasks are in. */
  status: (samples: FieldSpec['samples']) =>
    text('status', '状态', 'Status', { dict: 'console.flowStatus', samples }),
};

export const flowModel = resource('flow-model', {
  path: '/blade-flow/model',
  zh: '模型管理',
  en: 'Process models',
  naturalKey: 'modelKey',
  standard: ['list', 'remove'],
  fields: [
    text('modelKey', '模型主键', 'Model key', {
      list: true,
      filter: 'like',
      samples: Object.keys(PROCESSES),
    }),
    text('name', '模型名称', 'Name', {
      list: true,
      filter: 'like',
      samples: byProcess('modelKey', (p) => [p.name], true),
    }),
    text('description', '模型描述', 'Description', { list: true }),
    num('version', '版本', 'Version', { list: true }),
    date('created', '创建时间', 'Created', { list: true }),
    date('lastUpdated', '更新时间', 'Updated', { list: true }),
  ],
  operations: {
    deploy: op('POST', 'deploy', 'deploy a model (tenantIds comma-joined; none: all tenants)', {
      args: 'query',
      params: { modelId: 'id', category: 'string', tenantIds: 'string?' },
      effect: {
        handler: 'workflow/routes.ts: adds the deployment',
        target: 'modelId',
        shows: {
          given: { modelId: '@flow-model', category: '@flow-manager.category' },
          // A new process, or a new version of the model's process.
          read: 'flow-manager list',
          changes: ['version'],
        },
      },
    }),
  },
});

export const flowManager = resource('flow-manager', {
  path: '/blade-flow/manager',
  zh: '流程管理',
  en: 'Process deployments',
  naturalKey: 'key',
  standard: ['list'],
  fields: [
    text('tenantId', '租户编号', 'Tenant', { list: true }),
    text('name', '流程名称', 'Name', { list: true, samples: PROCESS_NAMES }),
    text('key', '流程标识', 'Key', { list: true, samples: byProcess('name', (_, k) => [k]) }),
    text('category', '流程分类', 'Category', {
      filter: 'equal',
      samples: byProcess('name', (p) => [p.category]),
    }),
    text('categoryName', '流程分类', 'Category', { list: true, samples: byProcess('name', (p) => [p.name]) }),
    num('version', '流程版本', 'Version', { list: true }),
    num('suspensionState', '状态', 'State', { list: true, dict: 'console.suspension' }),
    text('deploymentId', '部署编号', 'Deployment'),
    text('resourceName', '资源名称', 'Resource', {
      samples: byProcess('name', (_, k) => [`${k}.bpmn20.xml`]),
    }),
    date('deploymentTime', '部署时间', 'Deployed', { list: true }),
  ],
  operations: {
    changeState: op('POST', 'change-state', 'activate or suspend a process (state active|suspend)', {
      args: 'query',
      params: { processId: 'id', state: 'string' },
      effect: {
        handler: 'workflow/routes.ts: the process’s state',
        target: 'processId',
        shows: {
          after: 'deployUpload',
          given: { processId: '@flow-manager[key^=effects]', state: '=suspend' },
          read: 'list',
          holds: { id: '@flow-manager[key^=effects]', suspensionState: '=2' },
        },
      },
    }),
    // The console sends several files as parts of one name (workflow/deployUploadParts).
    deployUpload: op(
      'POST',
      'deploy-upload',
      'deploy BPMN files (tenantIds comma-joined; none: all tenants)',
      {
        args: 'multipart',
        params: { category: 'string', tenantIds: 'string?', files: 'file' },
        effect: {
          handler: 'workflow/routes.ts: adds the deployments',
          shows: {
            given: {
              category: '@flow-manager.category',
              // A process of a fresh key (effects1, effects2…) each time.
              files: 'file:=<definitions><process id="~" name="效果流程"></process></definitions>',
            },
            read: 'list',
            grows: 1,
          },
        },
      },
    ),
    deleteDeployment: op('POST', 'delete-deployment', 'delete deployments', {
      args: 'query',
      params: { deploymentIds: 'ids' },
      effect: {
        handler: 'workflow/routes.ts: removes the deployments',
        target: 'deploymentIds',
        shows: {
          after: 'deployUpload',
          given: { deploymentIds: '@flow-manager[key^=effects].deploymentId' },
          read: 'list',
          grows: -1,
        },
      },
    }),
  },
});

export const flowFollow = resource('flow-follow', {
  path: '/blade-flow/follow',
  zh: '流程跟踪',
  en: 'Running processes',
  idField: 'processInstanceId',
  standard: ['list'],
  fields: [
    text('processInstanceId', '实例编号', 'Instance', { list: true, filter: 'equal' }),
    text('processDefinitionKey', '流程标识', 'Key', {
      list: true,
      filter: 'equal',
      samples: Object.keys(PROCESSES),
    }),
    text('name', '流程名称', 'Name', {
      list: true,
      samples: byProcess('processDefinitionKey', (p) => [p.name], true),
    }),
    text('categoryName', '流程分类', 'Category', {
      list: true,
      samples: byProcess('processDefinitionKey', (p) => [p.name], true),
    }),
    text('startUser', '发起人', 'Started by', { list: true }),
    date('startTime', '开始时间', 'Started', { list: true }),
    num('suspensionState', '状态', 'State', { list: true, dict: 'console.suspension' }),
  ],
  operations: {
    deleteProcessInstance: op('POST', 'delete-process-instance', 'end a running process', {
      args: 'query',
      params: { processInstanceId: 'id', deleteReason: 'string?' },
      effect: { target: 'processInstanceId', remove: true },
    }),
  },
});

const workList = <const N extends string>(
  name: N,
  listPath: string,
  zh: string,
  en: string,
  extra: ReturnType<typeof text>[],
  states: FieldSpec['samples'],
  operations: Record<string, OperationSpec> = {},
) =>
  resource(name, {
    path: '/blade-flow/work',
    zh,
    en,
    idField: 'taskId',
    list: { style: 'page', path: listPath },
    standard: ['list'],
    fields: [
      flowFields.categoryName(),
      flowFields.category(),
      flowFields.processDefinitionName(),
      ...extra,
      flowFields.processInstanceId(),
      flowFields.businessId(),
      flowFields.status(states),
    ],
    operations,
  });

/** Process definitions the user may start (FlowProcess records, not tasks). */
export const workStart = resource('work-start', {
  path: '/blade-flow/work',
  zh: '发起事务',
  en: 'Start a process',
  list: { style: 'page', path: 'start-list' },
  standard: ['list'],
  fields: [
    flowFields.categoryName(),
    flowFields.category(),
    text('name', '流程名称', 'Name', { list: true, samples: byProcess('categoryName', (p) => [p.name]) }),
    text('key', '流程标识', 'Key', { list: true, samples: byProcess('categoryName', (_, k) => [k]) }),
    num('version', '流程版本', 'Version', { list: true }),
    text('tenantId', '租户编号', 'Tenant'),
    date('deploymentTime', '部署时间', 'Deployed', { list: true }),
  ],
});

export const workClaim = workList(
  'work-claim',
  'claim-list',
  '待签事务',
  'To claim',
  [flowFields.taskName(), flowFields.processDefinitionVersion(), flowFields.createTime()],
  [FLOW_STATUS.claim],
  { claimTask },
);
export const workTodo = workList(
  'work-todo',
  'todo-list',
  '待办事务',
  'To do',
  [
    flowFields.taskName(),
    flowFields.processDefinitionVersion(),
    flowFields.assigneeName(),
    flowFields.createTime(),
  ],
  [FLOW_STATUS.todo],
  { completeTask },
);
/** Whether the process of a sent or handled task has ended; its tasks are then finished. */
const processIsFinished = () =>
  text('processIsFinished', '流程进度', 'Progress', {
    list: true,
    dict: 'console.progress',
    samples: Object.values(PROCESS_PROGRESS),
  });
const SENT_OR_DONE = {
  by: 'processIsFinished',
  values: {
    [PROCESS_PROGRESS.finished]: [FLOW_STATUS.finish],
    [PROCESS_PROGRESS.unfinished]: [FLOW_STATUS.todo],
  },
};
export const workSend = workList(
  'work-send',
  'send-list',
  '已发事务',
  'Sent',
  [
    flowFields.taskName(),
    flowFields.createTime(),
    date('endTime', '结束时间', 'Ended', { list: true }),
    processIsFinished(),
  ],
  SENT_OR_DONE,
);
export const workDone = workList(
  'work-done',
  'done-list',
  '办结事务',
  'Done',
  [
    flowFields.taskName(),
    flowFields.createTime(),
    date('historyTaskEndTime', '办理时间', 'Handled', { list: true }),
    processIsFinished(),
  ],
  SENT_OR_DONE,
);

/** The leave process of blade-desk: start it, read one request with its flow. */
export const flowLeave = resource('flow-leave', {
  path: '/blade-desk/process/leave',
  zh: '请假流程',
  en: 'Leave requests',
  standard: [],
  fields: [
    text('processDefinitionId', '流程定义', 'Process definition', {
      samples: [
        'Leave:1:2c5e8f3a-7b1d-4e6f-9a0c-3d2b1e4f5a61',
        'Leave:2:8e1f4a7c-2d3b-4c5e-8f9a-6b7c0d1e2f35',
      ],
    }),
    text('processInstanceId', '流程实例', 'Process instance'),
    text('taskUser', '审批用户', 'Approver', { required: 'workflow.leave.taskUserRequired' }),
    date('startTime', '开始时间', 'Start', { required: 'workflow.leave.startTimeRequired', list: true }),
    date('endTime', '结束时间', 'End', {
      required: 'workflow.leave.endTimeRequired',
      list: true,
      notBefore: 'startTime',
    }),
    typed('text')('reason', '请假理由', 'Reason', { required: 'workflow.leave.reasonRequired', list: true }),
    date('applyTime', '申请时间', 'Applied', { list: true }),
  ],
  operations: {
    startProcess: op(
      'POST',
      'start-process',
      'start a leave request (ProcessLeave JSON; an id updates one)',
      {
        params: { processDefinitionId: { type: 'id', ref: 'flow-manager', required: false } },
        effect: {
          handler: 'workflow/routes.ts: adds the leave request and its process',
          target: 'processDefinitionId',
          shows: {
            given: {
              processDefinitionId: '@work-start[key=Leave]',
              startTime: '=2026-11-02',
              endTime: '=2026-11-03',
              reason: '~',
            },
            read: 'work-send list',
            grows: 1,
          },
        },
      },
    ),
    detail: op('GET', 'detail', 'a leave request with its flow', {
      params: { businessId: 'id' },
      reply: 'record',
    }),
  },
});

/** History and diagram of one process instance. */
export const flowProcess = resource('flow-process', {
  path: '/blade-flow/process',
  zh: '流程历史',
  en: 'Process history',
  standard: [],
  fields: [
    text('historyActivityName', '步骤', 'Step', {
      list: true,
      samples: ['开始', ...new Set(processList.flatMap(([, p]) => p.steps)), '结束'],
    }),
    text('assigneeName', '办理人', 'By', { list: true }),
    date('createTime', '开始时间', 'Started', { list: true }),
    date('endTime', '结束时间', 'Ended', { list: true }),
    text('historyActivityDurationTime', '用时', 'Took', {
      list: true,
      samples: ['12分钟', '45分钟', '2小时10分钟', '5小时32分钟', '1天3小时', '2天6小时'],
    }),
    typed('text')('comment', '批复意见', 'Comment', {
      list: true,
      samples: ['同意', '同意，请按时返岗', '情况属实，同意', '票据齐全，同意报销', '不同意，请补充相关材料'],
    }),
  ],
  operations: {
    historyFlowList: op('GET', 'history-flow-list', 'steps of a process instance', {
      params: { processInstanceId: { type: 'id', ref: 'flow-follow' } },
      reply: 'records',
    }),
    diagramView: op('GET', 'diagram-view', 'process diagram image', {
      params: { processInstanceId: { type: 'id', ref: 'flow-follow' } },
      download: 'file',
    }),
  },
});

export const workflowResources = [
  flowModel,
  flowManager,
  flowFollow,
  workStart,
  workClaim,
  workTodo,
  workSend,
  workDone,
  flowLeave,
  flowProcess,
];
