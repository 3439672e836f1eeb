import { describe, expect, it } from 'vitest';
import { applyPlan } from '../../../core/src/desired-state/apply.ts';
import type { DeleteStep, GrantStep, UpdateStep } from '../../../core/src/desired-state/model.ts';
import {
  HIDDEN_VALUE,
  PlanError,
  plan,
  planSummary,
  pruneTenants,
} from '../../../core/src/desired-state/plan.ts';
import { readState, rolesWithGrants, scopeOf } from '../../../core/src/desired-state/read.ts';
import { validateDocuments } from '../../../core/src/desired-state/schema.ts';
import { toDocuments } from '../../../core/src/desired-state/state.ts';
import type { MemoryBackend } from './memory-backend.ts';
import { kind, seededWorld } from './world.ts';

const desiredOf = (documents: unknown[]) => {
  const { nodes, issues } = validateDocuments([{ file: 'm.yaml', documents }], '000000');
  if (issues.length > 0) throw new Error(JSON.stringify(issues));
  return nodes;
};

async function planFor(backend: MemoryBackend, documents: unknown[], prune?: Parameters<typeof plan>[2]) {
  const desired = desiredOf(documents);
  const state = await readState(backend, scopeOf(desired, prune?.prune), {
    grants: rolesWithGrants(desired),
  });
  const withCatalog =
    desired.some((n) => n.grants) && !state.catalog ? { ...state, catalog: await backend.catalog() } : state;
  return { desired, plan: plan(desired, withCatalog, prune) };
}

describe('plan', () => {
  it('matches a param by its exact key: one field changes, the LIKE look-alike is untouched', async () => {
    const b = seededWorld();
    const { plan: p } = await planFor(b, [{ kind: 'Param', paramKey: 'app.title', paramValue: 'nbxt 2' }]);
    expect(p.steps).toHaveLength(1);
    const step = p.steps[0] as UpdateStep;
    expect(step).toMatchObject({
      action: 'update',
      id: '11',
      changes: [{ field: 'paramValue', from: 'nbxt', to: 'nbxt 2' }],
    });
    expect(step.record).toMatchObject({
      id: '11',
      paramKey: 'app.title',
      paramName: '标题',
      paramValue: 'nbxt 2',
    });
  });

  it('is empty when the desired state matches, with 1 and "1" and missing vs empty text alike', async () => {
    const b = seededWorld();
    const { plan: p } = await planFor(b, [
      { kind: 'Param', paramKey: 'app.legacy', paramValue: '1', remark: '' },
      {
        kind: 'Dict',
        code: 'yes_no',
        dictValue: '是否',
        children: [{ dictKey: '0', sort: 1 }, { dictKey: '1' }],
      },
    ]);
    expect(p.steps).toEqual([]);
    expect(p.unchanged).toBe(4);
  });

  it('creates a dictionary parent before its items, the items pointing at the parent by reference', async () => {
    const b = seededWorld();
    const { plan: p } = await planFor(b, [
      {
        kind: 'Dict',
        code: 'area',
        dictValue: '区域',
        sort: 5,
        children: [
          { dictKey: '01', dictValue: '东区' },
          { dictKey: '02', dictValue: '西区' },
        ],
      },
    ]);
    expect(p.steps.map((s) => `${s.action} ${s.path.join('/')}`)).toEqual([
      'create area',
      'create area/01',
      'create area/02',
    ]);
    expect(p.steps[0]).toMatchObject({ record: { code: 'area', dictKey: '-1', parentId: '0', isSealed: 0 } });
    expect(p.steps[1]).toMatchObject({
      record: { code: 'area', dictKey: '01', sort: 1 },
      refs: { parentId: { path: ['area'] } },
    });
    expect(p.steps[2]).toMatchObject({ record: { sort: 2 } });
    const result = await applyPlan(b, p);
    expect(result.failed).toBeUndefined();
    const submits = b.writeCalls().map((c) => c.body as Record<string, unknown>);
    const parentId = b.tables.get('dict\u0000')!.find((r) => r.code === 'area' && r.parentId === '0')!.id;
    expect(submits[1]!.parentId).toBe(parentId);
    expect(submits[2]!.parentId).toBe(parentId);
  });

  it('gives a new dictionary node without sort one more than the highest sort of its siblings', async () => {
    const b = seededWorld();
    b.seed(kind('Dict'), null, [
      { id: '24', parentId: '0', code: 'sex', dictKey: '-1', dictValue: '性别', sort: 7, isSealed: 0 },
    ]);
    const { plan: p } = await planFor(b, [
      { kind: 'Dict', code: 'colour', dictValue: '颜色', children: [{ dictKey: 'r', dictValue: '红' }] },
      { kind: 'Dict', code: 'size', dictValue: '尺寸', sort: 20 },
      { kind: 'Dict', code: 'shape', dictValue: '形状' },
      {
        kind: 'Dict',
        code: 'yes_no',
        children: [{ dictKey: '0' }, { dictKey: '1' }, { dictKey: '2', dictValue: '未知' }],
      },
    ]);
    const sorts = Object.fromEntries(
      p.steps.map((s) => [s.path.join('/'), (s as { record?: { sort?: unknown } }).record?.sort]),
    );
    expect(sorts).toEqual({ colour: 8, 'colour/r': 1, size: 20, shape: 21, 'yes_no/2': 3 });
  });

  it('deletes the items a listed tree leaves out, deepest first, and nothing else', async () => {
    const b = seededWorld();
    const { plan: p } = await planFor(b, [{ kind: 'Dict', code: 'yes_no', children: [{ dictKey: '1' }] }]);
    expect(p.steps).toMatchObject([{ action: 'delete', id: '22', pruned: false, path: ['yes_no', '0'] }]);
    const { plan: keep } = await planFor(b, [{ kind: 'Dict', code: 'yes_no', dictValue: '是否' }]);
    expect(keep.steps).toEqual([]);
  });

  it('moves an item found under another parent by updating its parentId, never create plus delete', async () => {
    const b = seededWorld();
    const { plan: p } = await planFor(b, [
      { kind: 'Dict', code: 'yes_no', children: [{ dictKey: '0', children: [{ dictKey: '1' }] }] },
    ]);
    expect(p.steps).toEqual([
      expect.objectContaining({
        action: 'update',
        id: '23',
        path: ['yes_no', '0', '1'],
        changes: [{ field: 'parent', from: 'yes_no', to: 'yes_no/0' }],
        refs: { parentId: expect.objectContaining({ id: '22' }) },
      }),
    ]);
    expect((await applyPlan(b, p)).failed).toBeUndefined();
    expect(b.tables.get('dict\u0000')!.find((r) => r.id === '23')).toMatchObject({
      parentId: '22',
      dictKey: '1',
    });
    // Back to the root, its former parent dropped: the item moves first, then the emptied parent goes.
    const { plan: back } = await planFor(b, [{ kind: 'Dict', code: 'yes_no', children: [{ dictKey: '1' }] }]);
    expect(back.steps.map((s) => `${s.action} ${s.path.join('/')}`)).toEqual([
      'update yes_no/1',
      'delete yes_no/0',
    ]);
    expect((await applyPlan(b, back)).failed).toBeUndefined();
    const { plan: done } = await planFor(b, [{ kind: 'Dict', code: 'yes_no', children: [{ dictKey: '1' }] }]);
    expect(done.steps).toEqual([]);
  });

  it('grants by codes: IDs resolved from the catalogue, lists left out keep their value, roles before grants', async () => {
    const b = seededWorld();
    const { plan: p } = await planFor(b, [
      { kind: 'Role', roleAlias: 'hr', grants: { menus: ['desk', 'param'] } },
      {
        kind: 'Role',
        roleAlias: 'clerk',
        roleName: '办事员',
        parent: 'hr',
        grants: { menus: ['notice'], apiScopes: ['param_list'] },
      },
    ]);
    expect(p.steps.map((s) => `${s.action} ${s.path[0]}`)).toEqual([
      'create clerk',
      'grant hr',
      'grant clerk',
    ]);
    const hr = p.steps[1] as GrantStep;
    expect(hr).toMatchObject({
      role: { id: '32' },
      menuIds: ['1001', '1004'],
      dataScopeIds: ['2001'],
      apiScopeIds: [],
    });
    expect(hr.changes).toEqual([
      {
        field: 'grants.menus',
        from: ['desk', 'notice'],
        to: ['desk', 'param'],
        added: ['param'],
        removed: ['notice'],
      },
    ]);
    expect(p.steps[0]).toMatchObject({ refs: { parentId: { path: ['hr'], id: '32' } } });
    const result = await applyPlan(b, p);
    expect(result.failed).toBeUndefined();
    const clerkId = b.tables.get('role\u0000000000')!.find((r) => r.roleAlias === 'clerk')!.id as string;
    expect(b.grants.get(clerkId)).toEqual({ menu: ['1002'], dataScope: [], apiScope: ['3001'] });
    expect(b.grants.get('32')).toEqual({ menu: ['1001', '1004'], dataScope: ['2001'], apiScope: [] });
    // Read back: the same desired is now in sync.
    const again = await planFor(b, [
      { kind: 'Role', roleAlias: 'hr', grants: { menus: ['param', 'desk'] } },
      {
        kind: 'Role',
        roleAlias: 'clerk',
        roleName: '办事员',
        parent: 'hr',
        grants: { menus: ['notice'], apiScopes: ['param_list'] },
      },
    ]);
    expect(again.plan.steps).toEqual([]);
  });

  it('resolves only the grant lists a document gives: a shared scope code blocks only the list naming it', async () => {
    const b = seededWorld();
    b.catalogData = {
      ...b.catalogData,
      dataScopes: [...b.catalogData.dataScopes, { id: '2009', code: 'user_own' }],
    };
    const { plan: menusOnly } = await planFor(b, [
      { kind: 'Role', roleAlias: 'hr', grants: { menus: ['desk', 'param'] } },
    ]);
    expect(menusOnly.steps).toMatchObject([
      { action: 'grant', menuIds: ['1001', '1004'], dataScopeIds: ['2001'], apiScopeIds: [] },
    ]);
    const error = await planFor(b, [
      { kind: 'Role', roleAlias: 'hr', grants: { menus: ['desk'], dataScopes: ['user_own'] } },
    ]).catch((e: unknown) => e);
    expect((error as PlanError).problems).toEqual([
      'Role 000000/hr (m.yaml document 1): data-scope code user_own names several objects',
    ]);
  });

  it('refuses unknown codes, missing parents and creates without required fields, naming the document', async () => {
    const b = seededWorld();
    const error = await planFor(b, [
      { kind: 'Role', roleAlias: 'hr', grants: { menus: ['nope'] } },
      { kind: 'Role', roleAlias: 'x', roleName: 'X', parent: 'ghost' },
      { kind: 'Param', paramKey: 'new.key', paramValue: 'v' },
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlanError);
    expect((error as PlanError).problems).toEqual([
      'Param new.key (m.yaml document 3): paramName is required to create it',
      'Role 000000/hr (m.yaml document 1): unknown menu code nope',
      'Role 000000/x (m.yaml document 2): parent role ghost does not exist',
    ]);
  });

  it('updates an existing tenant by tenantId but never creates one: the server would choose another ID', async () => {
    const b = seededWorld();
    b.seed(kind('Tenant'), null, [{ id: '61', tenantId: '100001', tenantName: '示例街道', linkman: '张三' }]);
    const { plan: p } = await planFor(b, [{ kind: 'Tenant', tenantId: '100001', linkman: '李四' }]);
    expect(p.steps).toMatchObject([
      { action: 'update', id: '61', record: { tenantId: '100001', linkman: '李四' } },
    ]);
    const error = await planFor(b, [{ kind: 'Tenant', tenantId: '100002', tenantName: '新街道' }]).catch(
      (e: unknown) => e,
    );
    expect((error as PlanError).problems).toEqual([
      expect.stringMatching(
        /^Tenant 100002 \(m\.yaml document 1\): not found, and apply cannot create it: BladeX gives a new tenant a tenantId of its own; create it first \(nbxt tenant submit/,
      ),
    ]);
  });

  it('refuses to re-parent roles into a cycle', async () => {
    const b = seededWorld();
    const error = await planFor(b, [{ kind: 'Role', roleAlias: 'user', parent: 'hr' }]).catch(
      (e: unknown) => e,
    );
    expect((error as PlanError).problems).toEqual([
      'Role 000000/user (m.yaml document 1): parent role hr would make a cycle',
    ]);
  });

  it("keeps only the tenant's own rows when a list shows several tenants", async () => {
    const b = seededWorld();
    b.seed(kind('Role'), '000000', [
      { id: '39', tenantId: '100001', parentId: '0', roleName: '别的', roleAlias: 'user' },
    ]);
    const { plan: p } = await planFor(b, [{ kind: 'Role', roleAlias: 'user', roleName: '用户' }]);
    expect(p.steps).toEqual([]);
  });

  it('prunes only the kind, tenant and selector asked for', async () => {
    const b = seededWorld();
    const desired = [{ kind: 'Param', paramKey: 'app.title', paramValue: 'nbxt' }];
    const all = await planFor(b, desired, { prune: { kind: 'Param', tenants: [null] } });
    expect(all.plan.steps.map((s) => (s as DeleteStep).id).sort()).toEqual(['12', '13']);
    expect(all.plan.steps.every((s) => s.action === 'delete' && s.pruned)).toBe(true);
    const scoped = await planFor(b, desired, {
      prune: { kind: 'Param', tenants: [null], selector: { field: 'paramKey', value: 'app.*' } },
    });
    expect(scoped.plan.steps.map((s) => (s as DeleteStep).id)).toEqual(['13']);
    const exact = await planFor(b, desired, {
      prune: { kind: 'Param', tenants: [null], selector: { field: 'paramKey', value: 'app' } },
    });
    expect(exact.plan.steps).toEqual([]);
    // A dictionary pruned goes with its items, children first; other kinds are never touched.
    const dicts = await planFor(b, desired, { prune: { kind: 'Dict', tenants: [null] } });
    expect(dicts.plan.steps.map((s) => `${s.action} ${s.path.join('/')}`)).toEqual([
      'delete yes_no/0',
      'delete yes_no/1',
      'delete yes_no',
    ]);
    const roles = await planFor(b, [], { prune: { kind: 'Role', tenants: ['100001'] } });
    expect(roles.plan.steps).toEqual([]);
  });

  it('prunes only in the tenants the documents of the kind name, and none when there is no such document', () => {
    const desired = desiredOf([
      { kind: 'DictBiz', tenant: '100001', code: 'patrol' },
      { kind: 'DictBiz', tenant: '100002', code: 'patrol' },
      { kind: 'Param', paramKey: 'app.title' },
      { kind: 'Role', roleAlias: 'user' },
    ]);
    expect(pruneTenants('DictBiz', desired)).toEqual(['100001', '100002']);
    expect(pruneTenants('Param', desired)).toEqual([null]);
    expect(pruneTenants('Role', desired)).toEqual(['000000']);
    expect(pruneTenants('Dict', desired)).toEqual([]);
    expect(pruneTenants('DictBiz', [])).toEqual([]);
  });

  it('refuses to prune the tenant signed in to, the administrator role and a role the user holds', async () => {
    const b = seededWorld();
    b.seed(kind('Role'), '000000', [
      { id: '30', tenantId: '000000', parentId: '0', roleName: '超级管理员', roleAlias: 'administrator' },
    ]);
    b.seed(kind('Tenant'), null, [
      { id: '60', tenantId: '000000', tenantName: '管理组' },
      { id: '61', tenantId: '100001', tenantName: '示例街道' },
    ]);
    const signedIn = { tenants: ['000000'], roles: [{ tenant: '000000', ids: ['32'], aliases: [] }] };
    const roles = await planFor(b, [{ kind: 'Role', roleAlias: 'user' }], {
      prune: { kind: 'Role', tenants: ['000000'] },
      signedIn,
    }).catch((e: unknown) => e);
    expect((roles as PlanError).problems).toEqual([
      'prune refuses to delete Role 000000/hr, a role you hold; list it in the desired state or narrow the selector',
      'prune refuses to delete Role 000000/administrator, the administrator role; list it in the desired state or narrow the selector',
    ]);
    const tenants = await planFor(b, [{ kind: 'Tenant', tenantId: '100001' }], {
      prune: { kind: 'Tenant', tenants: [null] },
      signedIn,
    }).catch((e: unknown) => e);
    expect((tenants as PlanError).problems).toEqual([
      'prune refuses to delete Tenant 000000, the tenant you are signed in to; list it in the desired state or narrow the selector',
    ]);
    // Kept in the desired state, they are not in the way.
    const kept = await planFor(
      b,
      [
        { kind: 'Role', roleAlias: 'user' },
        { kind: 'Role', roleAlias: 'hr' },
        { kind: 'Role', roleAlias: 'administrator' },
      ],
      { prune: { kind: 'Role', tenants: ['000000'] }, signedIn },
    );
    expect(kept.plan.steps).toEqual([]);
  });

  it('deletes child roles before their parents', async () => {
    const b = seededWorld();
    const { plan: p } = await planFor(b, [], { prune: { kind: 'Role', tenants: ['000000'] } });
    expect(p.steps.map((s) => s.path[0])).toEqual(['hr', 'user']);
    const result = await applyPlan(b, p);
    expect(result.failed).toBeUndefined();
  });

  it('get output applied unchanged is a no-op', async () => {
    const b = seededWorld();
    const state = await readState(
      b,
      [
        { kind: 'Param', tenant: null },
        { kind: 'Dict', tenant: null },
        { kind: 'Role', tenant: '000000' },
      ],
      { grants: true },
    );
    const docs = toDocuments(state.nodes);
    expect(docs.find((d) => d.roleAlias === 'hr')).toEqual({
      kind: 'Role',
      roleAlias: 'hr',
      roleName: '人事',
      sort: 2,
      parent: 'user',
      grants: { menus: ['desk', 'notice'], dataScopes: ['user_own'], apiScopes: [] },
    });
    expect(docs.find((d) => d.code === 'yes_no')).toEqual({
      kind: 'Dict',
      code: 'yes_no',
      dictValue: '是否',
      sort: 1,
      isSealed: 0,
      remark: '',
      children: [
        { dictKey: '0', dictValue: '否', sort: 1, isSealed: 0, remark: '' },
        { dictKey: '1', dictValue: '是', sort: 2, isSealed: 0, remark: '' },
      ],
    });
    const desired = desiredOf(docs);
    expect(plan(desired, state).steps).toEqual([]);
    expect(planSummary(plan(desired, state)).unchanged).toBe(desired.length);
  });
});

describe('secrets', () => {
  it('get leaves secret fields out, the output stays in sync, and a document may still set them unseen', async () => {
    const b = seededWorld();
    b.seed(kind('Client'), null, [
      { id: '51', clientId: 'saber', clientSecret: 'saber_secret', scope: 'all', accessTokenValidity: 3600 },
    ]);
    b.seed(kind('Oss'), '000000', [
      { id: '52', ossCode: 'minio', endpoint: 'http://x', accessKey: 'ak-1', secretKey: 'sk-1', status: 1 },
    ]);
    const state = await readState(
      b,
      [
        { kind: 'Client', tenant: null },
        { kind: 'Oss', tenant: '000000' },
      ],
      { grants: true },
    );
    const docs = toDocuments(state.nodes);
    expect(docs).toEqual([
      { kind: 'Client', clientId: 'saber', scope: 'all', accessTokenValidity: 3600 },
      { kind: 'Oss', ossCode: 'minio', endpoint: 'http://x', status: 1 },
    ]);
    expect(plan(desiredOf(docs), state).steps).toEqual([]);
    const { plan: p } = await planFor(b, [{ kind: 'Client', clientId: 'saber', clientSecret: 'rotated' }]);
    expect(p.steps).toMatchObject([
      {
        action: 'update',
        record: { id: '51', clientSecret: 'rotated' },
        changes: [{ field: 'clientSecret', from: HIDDEN_VALUE, to: HIDDEN_VALUE }],
      },
    ]);
    expect(JSON.stringify(p.steps[0]!.changes)).not.toMatch(/rotated|saber_secret/);
  });
});

describe('applyPlan', () => {
  it('stops at the first failure, reports applied and not applied, and a re-run completes', async () => {
    const b = seededWorld();
    const desired = [
      { kind: 'Param', paramKey: 'app.title', paramValue: 'A' },
      { kind: 'Param', paramKey: 'app.legacy', paramValue: 'B' },
      { kind: 'Dict', code: 'colour', dictValue: '颜色', children: [{ dictKey: 'r', dictValue: '红' }] },
    ];
    const first = await planFor(b, desired);
    expect(first.plan.steps).toHaveLength(4);
    b.failAt = 1;
    const events: string[] = [];
    const result = await applyPlan(b, first.plan, (e) => {
      events.push(`${e.phase} ${e.step.path.join('/')}`);
    });
    expect(result.applied.map((s) => s.path.join('/'))).toEqual(['app.title']);
    expect(result.failed?.step.path).toEqual(['app.legacy']);
    expect(String(result.failed?.error)).toContain('服务器异常');
    expect(result.notApplied.map((s) => s.path.join('/'))).toEqual(['colour', 'colour/r']);
    expect(events).toEqual(['start app.title', 'done app.title', 'start app.legacy', 'failed app.legacy']);
    b.failAt = undefined;
    const second = await planFor(b, desired);
    expect(second.plan.steps.map((s) => s.path.join('/'))).toEqual(['app.legacy', 'colour', 'colour/r']);
    expect((await applyPlan(b, second.plan)).failed).toBeUndefined();
    const third = await planFor(b, desired);
    expect(third.plan.steps).toEqual([]);
  });
});
