import { taskDefinitionResources } from './task-definitions.ts';
import { taskRunResources } from './task-runs.ts';
import { module, type ScreenSpec } from './types.ts';

/**
 * Task system (business-modules.md §2 Task system, §6, §7). The spec names its routes, not what each
 * shows: launch pages show launched tasks, record pages the executions, the two change records the logs.
 */

const screen = (
  path: string,
  view: ScreenSpec['view'],
  resource: string,
  zh: string,
  en: string,
  more: Partial<ScreenSpec> = {},
) => ({ path, view, resource, text: { zh, en }, ...more }) satisfies ScreenSpec;

const screens: ScreenSpec[] = [
  screen('/taskSystem/taskDesign', 'list', 'task-interface', '任务设计', 'Task design', { menu: true }),
  screen('/taskSystem/launchTaskList', 'list', 'task-launch', '发起任务列表', 'Launched tasks', {
    menu: true,
    links: [{ path: '/taskSystem/launchTask', on: 'toolbar', text: { zh: '发起任务', en: 'Launch a task' } }],
  }),
  screen('/taskSystem/launchTask', 'form', 'task-launch', '发起任务', 'Launch a task'),
  screen('/taskSystem/launchTaskDetails', 'detail', 'task-launch', '发起任务详情', 'Launched task', {
    related: [
      { resource: 'task-launch-member', field: 'launchId' },
      { resource: 'task-execute', field: 'launchId' },
      { resource: 'task-launch-log', field: 'launchId' },
    ],
    links: [
      {
        path: '/taskSystem/updateRecord',
        on: 'record',
        param: 'launchId',
        text: { zh: '任务修改记录', en: 'Launch changes' },
      },
    ],
  }),
  screen('/taskSystem/updateRecord', 'list', 'task-launch-log', '任务修改记录', 'Launch changes', {
    queryFilters: ['launchId'],
  }),
  screen('/taskSystem/taskRecord', 'list', 'task-execute', '任务记录', 'Task records', {
    menu: true,
    links: [{ path: '/taskSystem/toFinish', on: 'record', text: { zh: '去完成', en: 'Complete' } }],
  }),
  screen('/taskSystem/modifyRecord', 'list', 'task-execute-log', '执行修改记录', 'Execution changes', {
    queryFilters: ['executeId'],
  }),
  // The executor's page of one execution: fill in the result and submit.
  screen('/taskSystem/toFinish', 'form', 'task-execute', '去完成', 'Complete a task'),
  screen('/taskSystem/finishDetails', 'detail', 'task-execute', '完成详情', 'Completed task', {
    related: [
      { resource: 'task-execute-member', field: 'executeId' },
      { resource: 'task-execute-log', field: 'executeId' },
    ],
    links: [
      {
        path: '/taskSystem/modifyRecord',
        on: 'record',
        param: 'executeId',
        text: { zh: '执行修改记录', en: 'Execution changes' },
      },
    ],
  }),
  screen('/taskSystem/authorizeEdit', 'form', 'task-authorize', '授权编辑', 'Edit authorisation'),
  // Entries with no spec route.
  screen('/taskSystem/taskGroup', 'list', 'task-group', '任务分组', 'Task groups', { menu: true }),
  screen('/taskSystem/taskAuthorize', 'list', 'task-authorize', '任务授权', 'Task authorisations', {
    menu: true,
    links: [{ path: '/taskSystem/authorizeEdit', on: 'record', text: { zh: '授权编辑', en: 'Edit' } }],
  }),
  screen('/taskSystem/nbxtTaskTool', 'list', 'nbxt-task-tool', '任务工具', 'Task tools', { menu: true }),
  screen('/taskSystem/taskRole', 'list', 'task-role', '任务角色', 'Task roles', { menu: true }),
  screen('/taskSystem/taskRoleDetail', 'detail', 'task-role', '角色详情', 'Task role', {
    related: [{ resource: 'task-role-user', field: 'roleId' }],
  }),
  // §6 per-role project authorisation: the task-definition tree checked per role, saved or cleared.
  screen('/taskSystem/taskRoleProject', 'custom', 'task-role-project', '项目授权', 'Role projects', {
    custom: 'taskRoleProject',
    menu: true,
  }),
];

export const task = module({
  name: 'task',
  text: { zh: '任务系统', en: 'Task system' },
  icon: 'IconListCheck',
  resources: [...taskDefinitionResources, ...taskRunResources],
  screens,
});
