/**
 * Fixed values of BladeX's flow module (blade-flow) that the console, the CLI and the sandbox share:
 * the work lists, task and process states, the agree flag, the business key of the leave process and
 * the console routes of platform.md §2.2.
 */

/** The five work lists of /work/* and the registry entry that serves each one. */
export const WORK_LISTS = [
  { key: 'start', resource: 'work-start', path: '/blade-flow/work/start-list' },
  { key: 'claim', resource: 'work-claim', path: '/blade-flow/work/claim-list' },
  { key: 'todo', resource: 'work-todo', path: '/blade-flow/work/todo-list' },
  { key: 'send', resource: 'work-send', path: '/blade-flow/work/send-list' },
  { key: 'done', resource: 'work-done', path: '/blade-flow/work/done-list' },
] as const;

export type WorkListKey = (typeof WORK_LISTS)[number]['key'];

export function workList(key: WorkListKey): (typeof WORK_LISTS)[number] {
  return WORK_LISTS.find((list) => list.key === key)!;
}

/** `status` of a BladeFlow record: a task to claim, a task to do, or a finished/sent item. */
export const FLOW_STATUS = { claim: 'claim', todo: 'todo', finish: 'finish' } as const;
export type FlowStatus = (typeof FLOW_STATUS)[keyof typeof FLOW_STATUS];

/** `processIsFinished` of a BladeFlow record. */
export const PROCESS_PROGRESS = { finished: 'finished', unfinished: 'unfinished' } as const;

/** `state` of `manager/change-state`. */
export const PROCESS_STATE = { active: 'active', suspend: 'suspend' } as const;
export type ProcessState = (typeof PROCESS_STATE)[keyof typeof PROCESS_STATE];

/** `suspensionState` of a process definition or instance (Flowable's numbers). */
export const SUSPENSION = { active: 1, suspended: 2 } as const;

/** `mode` of the process lists: process definitions shared by every tenant, or one tenant's own. */
export const FLOW_MODE = { common: 1, custom: 2 } as const;

/** Agreeing sends `flag: 'ok'`; rejecting sends no flag at all (platform.md §4). */
export const PASS_FLAG = 'ok';

/** Task users are Flowable user ids built from the BladeX user id. */
export const TASK_USER_PREFIX = 'taskUser_';
export const taskUserOf = (userId: string) => `${TASK_USER_PREFIX}${userId}`;
export function userIdOfTaskUser(taskUser: string | null | undefined): string | undefined {
  return taskUser?.startsWith(TASK_USER_PREFIX) ? taskUser.slice(TASK_USER_PREFIX.length) : undefined;
}

/** Process key and business table of the leave process; a business key is `<table>:<id>`. */
export const LEAVE_PROCESS_KEY = 'Leave';
export const LEAVE_BUSINESS_TABLE = 'blade_process_leave';
export const businessKeyOf = (table: string, id: string) => `${table}:${id}`;
export function parseBusinessKey(key: string | null | undefined): { table: string; id: string } | undefined {
  if (!key) return undefined;
  const at = key.indexOf(':');
  if (at <= 0 || at === key.length - 1) return undefined;
  return { table: key.slice(0, at), id: key.slice(at + 1) };
}

/** The business dictionary of process categories; a category is `flow_<dictKey>` (BladeX's flowCategory). */
export const FLOW_CATEGORY_DICT = 'flow';
export const flowCategoryOf = (dictKey: string) => `${FLOW_CATEGORY_DICT}_${dictKey}`;

/** Files `manager/deploy-upload` accepts as process definitions. */
export const BPMN_SUFFIX = '.bpmn20.xml';

/** Where the console goes after agreeing, rejecting or closing the approval page (platform.md §2.4). */
export const LANDING_AFTER_APPROVAL = '/work/start';

const seg = (value: string) => encodeURIComponent(value);

/** Console routes of the leave process (platform.md §2.2). */
export const leaveRoutes = {
  form: (processDefinitionId: string) => `/work/process/leave/form/${seg(processDefinitionId)}`,
  handle: (taskId: string, processInstanceId: string, businessId: string) =>
    `/work/process/leave/handle/${seg(taskId)}/${seg(processInstanceId)}/${seg(businessId)}`,
  detail: (processInstanceId: string, businessId: string) =>
    `/work/process/leave/detail/${seg(processInstanceId)}/${seg(businessId)}`,
};
