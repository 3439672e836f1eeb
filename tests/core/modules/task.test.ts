import { describe, expect, it } from 'vitest';
import { task } from '../../../core/src/modules/task.ts';
import { allOperations, buildRequest } from '../../../core/src/resources/operations.ts';
import { registry } from '../../../core/src/resources/registry.ts';

/** What business-modules.md §2/§4/§6/§7 Task system state, as the declarations show it. */

const entry = (name: string) => {
  const spec = registry[name];
  if (!spec) throw new Error(`no entry ${name}`);
  return spec;
};

describe('task system routes', () => {
  it('declares every /taskSystem route of §2', () => {
    const routes = [
      'taskDesign',
      'launchTaskDetails',
      'launchTaskList',
      'updateRecord',
      'launchTask',
      'taskRecord',
      'modifyRecord',
      'toFinish',
      'finishDetails',
      'authorizeEdit',
    ].map((r) => `/taskSystem/${r}`);
    const paths = new Set(task.screens.map((s) => s.path));
    for (const route of routes) expect(paths.has(route), route).toBe(true);
  });

  it('shows a launched task with its members, executions and change log', () => {
    const details = task.screens.find((s) => s.path === '/taskSystem/launchTaskDetails');
    expect(details?.view).toBe('detail');
    expect(details?.related?.map((r) => r.resource)).toEqual([
      'task-launch-member',
      'task-execute',
      'task-launch-log',
    ]);
  });
});

describe('task system calls', () => {
  it('pages task roles and role users with a POST: current and size in the query, filters in the body', () => {
    for (const name of ['task-role', 'task-role-user']) {
      const request = buildRequest(entry(name), 'list', { current: 1, size: 20, roleName: '巡查' });
      expect(request, name).toMatchObject({
        method: 'POST',
        safe: true,
        query: { current: '1', size: '20' },
      });
      expect(request.json, name).toEqual({ roleName: '巡查' });
    }
    expect(Object.keys(allOperations(entry('task-role'))).sort()).toEqual(['list', 'remove', 'submit']);
  });

  it('toggles the status of groups, definitions and launches (§4) by id in the path', () => {
    for (const name of ['task-group', 'task-interface', 'task-launch']) {
      const request = buildRequest(entry(name), 'statusChange', { id: '9', status: 0 });
      expect(request, name).toMatchObject({ method: 'POST', safe: false, query: { status: '0' } });
      expect(request.path, name).toMatch(/\/statusChange\/9$/);
    }
  });

  it('marks an execution complete and changes the executor of several', () => {
    const execute = entry('task-execute');
    expect(execute.operations.markComplete?.effect).toEqual({ target: 'id', sets: { status: '=2' } });
    const change = buildRequest(execute, 'changeExecutor', { ids: ['1', '2'], executor: '7' });
    expect(change.query).toEqual({ ids: '1,2', executor: '7' });
    expect(Object.keys(allOperations(execute)).sort()).toEqual([
      'changeExecutor',
      'detail',
      'list',
      'markComplete',
      'submit',
    ]);
  });

  it('saves an authorisation with fromTenantId, type, leader and toTenantId, and lists from me and to me', () => {
    const authorize = entry('task-authorize');
    const request = buildRequest(authorize, 'save', {
      fromTenantId: '000000',
      type: 1,
      leader: '张伟',
      toTenantId: '000001',
    });
    expect(request.json).toEqual({ fromTenantId: '000000', type: 1, leader: '张伟', toTenantId: '000001' });
    expect(() => buildRequest(authorize, 'save', { fromTenantId: '000000', type: 1 })).toThrow(/toTenantId/);
    expect(authorize.operations.listFromMe?.method).toBe('GET');
    expect(authorize.operations.listToMe?.method).toBe('GET');
  });

  it('reads and clears the projects of a role by roleId; the definitions come as a tree', () => {
    const project = entry('task-role-project');
    expect(buildRequest(project, 'clear', { roleId: '3' })).toMatchObject({
      method: 'POST',
      path: '/taskSystem/taskRoleProject/clear',
      query: { roleId: '3' },
    });
    expect(buildRequest(project, 'detail', { roleId: '3' })).toMatchObject({
      method: 'GET',
      query: { roleId: '3' },
    });
    expect(entry('task-interface').operations.tree).toMatchObject({
      method: 'POST',
      safe: true,
      reply: 'tree',
    });
  });
});
