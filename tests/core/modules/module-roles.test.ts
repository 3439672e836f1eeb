import { describe, expect, it } from 'vitest';
import { moduleRoles } from '../../../core/src/modules/module-roles.ts';
import { buildRequest } from '../../../core/src/resources/operations.ts';
import { registry } from '../../../core/src/resources/registry.ts';

/** forms-and-survey.md §7 Module roles; §2.1 module role routes. */

const spec = (name: string) => registry[name]!;
const request = (name: string, opName: string, args: Record<string, unknown>) => {
  const { operation: _, signal: __, ...rest } = buildRequest(spec(name), opName, args);
  return rest;
};

describe('module roles', () => {
  it('reads each verb of the line: GET list, removeRole/{id}, tenantList, role-tree-keys; POST the rest', () => {
    const ops = spec('module-role').operations;
    expect(Object.fromEntries(Object.entries(ops).map(([name, op]) => [name, op.method]))).toEqual({
      list: 'GET',
      addRole: 'POST',
      removeRole: 'GET',
      addTenant: 'POST',
      tenantList: 'GET',
      removeTenant: 'POST',
      roleTreeKeys: 'GET',
      grant: 'POST',
    });
    expect(ops.removeRole).toMatchObject({ safe: false, effect: { target: 'id', remove: true } });
    expect(request('module-role', 'list', { module: 'lowIncome' }).query).toEqual({ module: 'lowIncome' });
  });

  it('grants menus with roleIds and menuIds in a JSON body; adds tenants with roleId and roleTenantId', () => {
    expect(request('module-role', 'grant', { roleIds: '1,2', menuIds: ['7'] })).toMatchObject({
      method: 'POST',
      path: '/moduleRole/role/grant',
      json: { roleIds: ['1', '2'], menuIds: ['7'] },
    });
    expect(request('module-role', 'addTenant', { roleId: '1', roleTenantId: '000000' })).toMatchObject({
      query: { roleId: '1', roleTenantId: '000000' },
    });
    expect(spec('menu').operations.grantAllMenuTree).toMatchObject({
      method: 'GET',
      path: 'grant-allMenuTree',
      reply: 'tree',
    });
  });

  it('submits module areas with the module beside the data', () => {
    expect(
      request('module-area', 'submit', { module: 'lowIncome', userId: '5', areaCode: '330102' }),
    ).toMatchObject({
      method: 'POST',
      path: '/moduleArea/submit',
      query: { module: 'lowIncome' },
      json: { userId: '5', areaCode: '330102' },
    });
  });

  it('declares the module role and area routes, the module one taking the module from the path', () => {
    const paths = moduleRoles.screens.map((s) => s.path);
    expect(paths).toEqual([
      '/authority/module/moreList',
      '/authority/module/:module',
      '/authorityArea/module/:module',
    ]);
    expect(moduleRoles.screens.filter((s) => s.menu).map((s) => s.path)).toEqual([
      '/authority/module/moreList',
    ]);
  });
});
