import { describe, expect, it } from 'vitest';
import { translate } from '../../../core/src/i18n/index.ts';
import { getResource } from '../../../core/src/resources/registry.ts';
import {
  businessKeyOf,
  flowCategoryOf,
  LANDING_AFTER_APPROVAL,
  leaveRoutes,
  parseBusinessKey,
  taskUserOf,
  userIdOfTaskUser,
  WORK_LISTS,
  workList,
} from '../../../core/src/workflow/constants.ts';
import {
  deploymentIdsOf,
  deployUploadParts,
  modelDeployArgs,
  validateDeployUpload,
} from '../../../core/src/workflow/deploy.ts';
import { flowRouteMap, processPagePath } from '../../../core/src/workflow/routes.ts';

const file = (name: string) => ({ name });

describe('deploy-upload parts', () => {
  it('gives category, comma-joined tenant ids and one files part per file, in order', () => {
    const a = file('leave.bpmn20.xml');
    const b = file('expense.BPMN20.XML');
    const built = deployUploadParts({
      category: 'flow_1',
      tenantIds: ['000000', ' 100001 ', ''],
      files: [a, b],
    });
    expect(built).toEqual({
      ok: true,
      parts: [
        ['category', 'flow_1'],
        ['tenantIds', '000000,100001'],
        ['files', a],
        ['files', b],
      ],
    });
    const shared = deployUploadParts({ category: 'flow_1', files: [a] });
    expect(shared.ok && shared.parts[1]).toEqual(['tenantIds', '']);
  });

  it('requires a category and at least one .bpmn20.xml file', () => {
    expect(
      validateDeployUpload({ category: '', files: [] }).map((p) => [p.field, translate(p.message)]),
    ).toEqual([
      ['category', '请选择流程类型'],
      ['files', '请上传流程文件'],
    ]);
    expect(
      validateDeployUpload({ category: 'flow_1', files: [file('leave.xml')] }).map((p) => p.message),
    ).toEqual(['workflow.deploy.fileType']);
    expect(deployUploadParts({ category: null, files: [file('a.bpmn20.xml')] }).ok).toBe(false);
  });
});

describe('model deploy and deployment removal', () => {
  it('model/deploy takes the model, a category of the flow dictionary and comma-joined tenants', () => {
    expect(
      modelDeployArgs({ modelId: 'm1', category: flowCategoryOf('2'), tenantIds: ['000000', '100001'] }),
    ).toEqual({
      ok: true,
      args: { modelId: 'm1', category: 'flow_2', tenantIds: '000000,100001' },
    });
    expect(modelDeployArgs({ modelId: 'm1', category: 'flow_1' })).toMatchObject({ args: { tenantIds: '' } });
    const missing = modelDeployArgs({ modelId: 'm1', category: '' });
    expect(missing.ok ? [] : missing.problems.map((p) => translate(p.message))).toEqual(['请选择流程类型']);
  });

  it('deletes each deployment of the selected processes once', () => {
    expect(
      deploymentIdsOf([
        { deploymentId: 'd1' },
        { deploymentId: 'd2' },
        { deploymentId: 'd1' },
        { deploymentId: null },
        {},
      ]),
    ).toEqual(['d1', 'd2']);
  });
});

describe('flow routes', () => {
  const routes = flowRouteMap([
    { code: 'flow', dictKey: '1', remark: 'leave' },
    { code: 'flow', dictKey: 2, remark: '' },
    { code: 'flow', dictKey: '-1', remark: undefined },
  ]);

  it('maps <code>_<dictKey> to the remark, skipping items without one', () => {
    expect(routes).toEqual({ flow_1: 'leave' });
  });

  it('builds the form, handle and detail paths of platform.md §2.2', () => {
    const row = { taskId: 't/1', processInstanceId: 'p1', businessId: '42', id: 'Leave:1:x' };
    expect(processPagePath(routes, 'flow_1', 'form', row)).toBe('/work/process/leave/form/Leave%3A1%3Ax');
    expect(processPagePath(routes, 'flow_1', 'handle', row)).toBe('/work/process/leave/handle/t%2F1/p1/42');
    expect(processPagePath(routes, 'flow_1', 'detail', row)).toBe('/work/process/leave/detail/p1/42');
    expect(processPagePath(routes, 'flow_2', 'detail', row)).toBeUndefined();
    expect(processPagePath(routes, 'flow_1', 'handle', { processInstanceId: 'p1' })).toBeUndefined();
    expect(leaveRoutes.handle('t/1', 'p1', '42')).toBe('/work/process/leave/handle/t%2F1/p1/42');
    expect(leaveRoutes.detail('p1', '42')).toBe('/work/process/leave/detail/p1/42');
    expect(leaveRoutes.form('Leave:1:x')).toBe('/work/process/leave/form/Leave%3A1%3Ax');
    expect(LANDING_AFTER_APPROVAL).toBe('/work/start');
  });
});

describe('flow constants', () => {
  it('reads and builds business keys and task users', () => {
    expect(businessKeyOf('blade_process_leave', '42')).toBe('blade_process_leave:42');
    expect(parseBusinessKey('blade_process_leave:42')).toEqual({ table: 'blade_process_leave', id: '42' });
    expect(parseBusinessKey('nokey')).toBeUndefined();
    expect(parseBusinessKey(':1')).toBeUndefined();
    expect(parseBusinessKey(null)).toBeUndefined();
    expect(userIdOfTaskUser(taskUserOf('1123598821738675201'))).toBe('1123598821738675201');
    expect(userIdOfTaskUser('someone')).toBeUndefined();
  });

  it('names a registry entry for each work list, listing from its BladeX path', () => {
    expect(WORK_LISTS.map((l) => l.key)).toEqual(['start', 'claim', 'todo', 'send', 'done']);
    for (const list of WORK_LISTS) {
      const spec = getResource(list.resource);
      expect(spec, list.resource).toBeDefined();
      expect(`${spec!.path}/${spec!.list.path}`).toBe(list.path);
      expect(spec!.list.style).toBe('page');
    }
    expect(workList('todo').path).toBe('/blade-flow/work/todo-list');
  });
});

describe('workflow registry entries (platform.md §7.5)', () => {
  it('declare the calls of the model, manager and follow screens', () => {
    const model = getResource('flow-model')!;
    expect(model.path).toBe('/blade-flow/model');
    expect(model.standard).toEqual(['list', 'remove']);
    expect(model.operations.deploy).toMatchObject({ method: 'POST', path: 'deploy', args: 'query' });
    const manager = getResource('flow-manager')!;
    expect(Object.keys(manager.operations).sort()).toEqual([
      'changeState',
      'deleteDeployment',
      'deployUpload',
    ]);
    expect(manager.operations.changeState).toMatchObject({ method: 'POST', safe: false, args: 'query' });
    const follow = getResource('flow-follow')!;
    expect(follow.operations.deleteProcessInstance?.path).toBe('delete-process-instance');
    // Each task call on the list whose tasks it takes: claim from work-claim, complete from work-todo.
    const claim = getResource('work-claim')!;
    expect(claim.operations.claimTask).toMatchObject({ method: 'POST', path: 'claim-task', args: 'query' });
    expect(claim.operations.completeTask).toBeUndefined();
    const todo = getResource('work-todo')!;
    expect(todo.operations.claimTask).toBeUndefined();
    expect(todo.operations.completeTask).toMatchObject({
      method: 'POST',
      path: 'complete-task',
      args: 'body',
    });
    const leave = getResource('flow-leave')!;
    expect(leave.path).toBe('/blade-desk/process/leave');
    expect(leave.operations.startProcess).toMatchObject({ method: 'POST', args: 'body' });
    expect(leave.operations.detail).toMatchObject({ method: 'GET', args: 'query' });
    const process = getResource('flow-process')!;
    expect(process.operations.historyFlowList?.path).toBe('history-flow-list');
    expect(process.operations.diagramView).toMatchObject({ method: 'GET', download: 'file' });
  });

  it('label every entry in both languages', () => {
    for (const name of [
      'flow-model',
      'flow-manager',
      'flow-follow',
      'work-start',
      'work-todo',
      'flow-leave',
    ]) {
      const spec = getResource(name)!;
      expect(translate(spec.label, 'zh')).toBe(spec.text.zh);
      expect(translate(spec.label, 'en')).toBe(spec.text.en);
    }
    expect(translate('resource.work-todo')).toBe('待办事务');
    for (const f of getResource('flow-leave')!.fields.filter((f) => f.required))
      expect(translate(f.required!)).not.toBe(f.required);
  });
});
