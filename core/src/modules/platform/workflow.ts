import { module } from '../types.ts';
import { customScreen } from './screens.ts';

/**
 * Workflow (platform.md §7.5): the work lists, the flow administration, and the leave process's pages
 * opened from a work list (patterns with parameters, platform.md §2.2: no menu lists them).
 */
export const workflow = module({
  name: 'workflow',
  text: { zh: '流程', en: 'Workflow' },
  resources: [],
  screens: [
    customScreen('/work/start', 'work-start', '发起事务', 'Start a process'),
    customScreen('/work/claim', 'work-claim', '待签事务', 'To claim'),
    customScreen('/work/todo', 'work-todo', '待办事务', 'To do'),
    customScreen('/work/send', 'work-send', '已发事务', 'Sent'),
    customScreen('/work/done', 'work-done', '办结事务', 'Done'),
    customScreen('/flow/model', 'flow-model', '模型管理', 'Process models'),
    customScreen('/flow/manager', 'flow-manager', '流程管理', 'Process deployments'),
    customScreen('/flow/follow', 'flow-follow', '流程跟踪', 'Running processes'),
    customScreen(
      '/work/process/leave/form/:processDefinitionId',
      'leave-form',
      '请假申请',
      'Leave request',
      undefined,
      true,
    ),
    customScreen(
      '/work/process/leave/handle/:taskId/:processInstanceId/:businessId',
      'leave-handle',
      '请假审批',
      'Leave approval',
      undefined,
      true,
    ),
    customScreen(
      '/work/process/leave/detail/:processInstanceId/:businessId',
      'leave-detail',
      '请假详情',
      'Leave details',
      undefined,
      true,
    ),
  ],
});
