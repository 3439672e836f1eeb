import { module, type ScreenLink, type ScreenSpec } from '../types.ts';
import { customScreen } from './screens.ts';

const LEAVE_FORM = '/work/process/leave/form/:processDefinitionId';
const LEAVE_HANDLE = '/work/process/leave/handle/:taskId/:processInstanceId/:businessId';
const LEAVE_DETAIL = '/work/process/leave/detail/:processInstanceId/:businessId';

/** A work list whose rows open the leave process's pages (drawn by the list itself; declared for the reachability walk). */
const workList = (screen: ScreenSpec, ...opens: readonly [string, string, string][]): ScreenSpec => ({
  ...screen,
  links: opens.map(([path, zh, en]): ScreenLink => ({ path, on: 'record', text: { zh, en } })),
});
const toDetail: [string, string, string] = [LEAVE_DETAIL, '详情', 'Details'];

/**
 * Workflow (platform.md §7.5): the work lists, the flow administration, and the leave process's pages
 * opened from a work list (patterns with parameters, platform.md §2.2: no menu lists them).
 */
export const workflow = module({
  name: 'workflow',
  text: { zh: '流程', en: 'Workflow' },
  resources: [],
  screens: [
    workList(customScreen('/work/start', 'work-start', '发起事务', 'Start a process'), [
      LEAVE_FORM,
      '发起',
      'Start',
    ]),
    workList(customScreen('/work/claim', 'work-claim', '待签事务', 'To claim'), toDetail),
    workList(
      customScreen('/work/todo', 'work-todo', '待办事务', 'To do'),
      [LEAVE_HANDLE, '处理', 'Handle'],
      toDetail,
    ),
    workList(customScreen('/work/send', 'work-send', '已发事务', 'Sent'), toDetail),
    workList(customScreen('/work/done', 'work-done', '办结事务', 'Done'), toDetail),
    customScreen('/flow/model', 'flow-model', '模型管理', 'Process models'),
    customScreen('/flow/manager', 'flow-manager', '流程管理', 'Process deployments'),
    customScreen('/flow/follow', 'flow-follow', '流程跟踪', 'Running processes'),
    customScreen(LEAVE_FORM, 'leave-form', '请假申请', 'Leave request', undefined, true),
    customScreen(LEAVE_HANDLE, 'leave-handle', '请假审批', 'Leave approval', undefined, true),
    customScreen(LEAVE_DETAIL, 'leave-detail', '请假详情', 'Leave details', undefined, true),
  ],
});
