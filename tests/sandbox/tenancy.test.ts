import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_AREAS } from '../../core/src/modules/business-areas.ts';
import { ADMIN_ROLE, type Api, basic, openApi, TENANT2_ADMIN_ROLE } from './helpers.ts';

let api: Api;
let root: string; // 000000 admin (administrator)
let street: string; // 100001 admin (role alias admin)
beforeAll(async () => {
  api = await openApi();
  root = (await api.token('000000', 'admin', 'admin')).access_token;
  street = (await api.token('100001', 'admin', 'admin')).access_token;
});
afterAll(async () => {
  await api.sandbox.close();
});

describe('tenant isolation', () => {
  it('lists only the rows of the token tenant', async () => {
    const rootUsers = (await api.call(root, 'GET', '/blade-user/page')).json.data.records;
    const streetUsers = (await api.call(street, 'GET', '/blade-user/page')).json.data.records;
    expect(new Set(rootUsers.map((u: { tenantId: string }) => u.tenantId))).toEqual(new Set(['000000']));
    expect(streetUsers.map((u: { account: string }) => u.account).sort()).toEqual([
      'admin',
      'clerk',
      'wangwu',
    ]);
    const roles = (await api.call(street, 'GET', '/blade-system/role/list')).json.data;
    expect(roles.map((r: { roleAlias: string }) => r.roleAlias)).toEqual(['admin', 'clerk']);
    expect(roles[0].children.map((r: { roleAlias: string }) => r.roleAlias)).toEqual(['user']);
  });

  it('stamps new rows with the token tenant and cannot reach another tenant rows', async () => {
    await api.call(street, 'POST', '/blade-desk/notice/submit', {
      title: '街道通知',
      category: 1,
      tenantId: '000000',
    });
    const mine = (await api.call(street, 'GET', '/blade-desk/notice/list?title=街道通知')).json.data.records;
    expect(mine).toHaveLength(1);
    expect(mine[0].tenantId).toBe('100001');
    expect((await api.call(root, 'GET', '/blade-desk/notice/list?title=街道通知')).json.data.total).toBe(0);
    const rootNotice = (await api.call(root, 'GET', '/blade-desk/notice/list')).json.data.records[0];
    expect(
      (await api.call(street, 'GET', `/blade-desk/notice/detail?id=${rootNotice.id}`)).json.data,
    ).toBeNull();
    const update = await api.call(street, 'POST', '/blade-desk/notice/submit', {
      id: rootNotice.id,
      title: 'hijack',
    });
    expect(update.json.success).toBe(false);
    const remove = await api.call(street, 'POST', `/blade-desk/notice/remove?ids=${rootNotice.id}`);
    expect(remove.json.success).toBe(false);
    expect(
      (await api.call(root, 'GET', `/blade-desk/notice/detail?id=${rootNotice.id}`)).json.data.title,
    ).toBe(rootNotice.title);
  });

  it('lets only an administrator submit or remove tenants', async () => {
    const refused = await api.call(street, 'POST', '/blade-system/tenant/submit', { tenantName: '越权' });
    expect(refused.status).toBe(401);
    expect(refused.json.code).toBe(401);
    const added = await api.call(root, 'POST', '/blade-system/tenant/submit', { tenantName: '新街道' });
    expect(added.json.success).toBe(true);
    const row = (await api.call(root, 'GET', '/blade-system/tenant/list?tenantName_equal=新街道')).json.data
      .records[0];
    expect(row.tenantId).toMatch(/^\d{6}$/);
    expect((await api.call(street, 'POST', `/blade-system/tenant/remove?ids=${row.id}`)).status).toBe(401);
    expect((await api.call(root, 'POST', `/blade-system/tenant/remove?ids=${row.id}`)).json.success).toBe(
      true,
    );
  });
});

describe('role grant and menus', () => {
  it('stores a grant and reports it through role-tree-keys', async () => {
    const grantTree = (await api.call(root, 'GET', '/blade-system/menu/grant-tree')).json.data;
    expect(Object.keys(grantTree).sort()).toEqual(['apiScope', 'dataScope', 'menu']);
    const system = grantTree.menu.find((n: { title: string }) => n.title === '系统管理');
    const menuIds = [system.id, system.children[0].id];
    const dataScopeIds = ['1123598827738675201'];
    const apiScopeIds = ['1123598828738675201'];
    const hr = '1123598816738675202'; // role 'user': no seeded user holds it
    const res = await api.call(root, 'POST', '/blade-system/role/grant', {
      roleIds: [hr],
      menuIds,
      dataScopeIds,
      apiScopeIds,
    });
    expect(res.json).toMatchObject({ code: 200, success: true });
    const keys = (await api.call(root, 'GET', `/blade-system/menu/role-tree-keys?roleIds=${hr}`)).json.data;
    expect(keys.menu.sort()).toEqual([...menuIds].sort());
    expect(keys.dataScope).toEqual(dataScopeIds);
    expect(keys.apiScope).toEqual(apiScopeIds);
  });

  it('refuses a non-administrator granting another tenant role with a 500', async () => {
    const res = await api.call(street, 'POST', '/blade-system/role/grant', {
      roleIds: [ADMIN_ROLE],
      menuIds: [],
    });
    expect(res.status).toBe(500);
    expect(res.json).toMatchObject({ code: 500, msg: '无权操作非本租户的角色' });
    const own = await api.call(street, 'POST', '/blade-system/role/grant', {
      roleIds: [TENANT2_ADMIN_ROLE],
      menuIds: ['1123598815738675201'],
    });
    expect(own.json.success).toBe(true);
  });

  it('serves routes (category 1 forest), buttons and top menus of the user role', async () => {
    const routes = (await api.call(root, 'GET', '/blade-system/menu/routes')).json.data;
    const system = routes.find((m: { code: string }) => m.code === 'system');
    expect(system.children.map((c: { path: string }) => c.path)).toContain('/system/param');
    const flat = (nodes: { category: number; children?: unknown[] }[]): { category: number }[] =>
      nodes.flatMap((n) => [n, ...flat((n.children ?? []) as never)]);
    expect(flat(routes).every((m) => m.category === 1)).toBe(true);
    const buttons = (await api.call(root, 'GET', '/blade-system/menu/buttons')).json.data;
    const codes = flat(buttons).map((b) => (b as { code?: string }).code);
    expect(codes).toContain('param_add');
    expect(codes).toContain('owntenant_edit');
    const user = (await api.token('000000', 'hr', '123456')).access_token;
    const userRoutes = (await api.call(user, 'GET', '/blade-system/menu/routes')).json.data;
    expect(userRoutes.map((m: { code: string }) => m.code).sort()).toEqual(['desk', 'system']);
    const top = (await api.call(root, 'GET', '/blade-system/menu/top-menu')).json.data;
    // The platform's, with the business areas between the workbench and the settings.
    expect(top.map((t: { name: string }) => t.name)).toEqual([
      '工作台',
      ...BUSINESS_AREAS.map((area) => area.text.zh),
      '系统设置',
      '资源',
    ]);
    const underTop = (await api.call(root, 'GET', `/blade-system/menu/routes?topMenuId=${top[0].id}`)).json
      .data;
    expect(underTop.map((m: { code: string }) => m.code)).toEqual(['desk']);
  });

  it('serves role trees, tenant info and user info', async () => {
    const tree = (await api.call(root, 'GET', '/blade-system/role/tree?tenantId=100001')).json.data;
    expect(tree[0]).toMatchObject({
      title: '租户管理员',
      key: TENANT2_ADMIN_ROLE,
      value: TENANT2_ADMIN_ROLE,
    });
    const own = (await api.call(street, 'GET', '/blade-system/role/tree?tenantId=000000')).json.data;
    expect(own[0].title).toBe('租户管理员');
    const byId = (await api.call(root, 'GET', `/blade-system/role/tree-by-id?roleId=${TENANT2_ADMIN_ROLE}`))
      .json.data;
    expect(byId[0].children[0].title).toBe('网格员');
    const info = await api.fetch('/api/blade-system/tenant/info?domain=street.example.com');
    expect((await info.json()).data).toMatchObject({ tenantId: '100001' });
    const me = (await api.call(street, 'GET', '/blade-user/info')).json.data;
    expect(me).toMatchObject({ account: 'admin', tenantId: '100001' });
    expect(me).not.toHaveProperty('password');
  });

  it('grants roles to users and resets passwords to the initial one', async () => {
    const wangwu = '1123598821738675204';
    const grant = await api.call(
      street,
      'POST',
      `/blade-user/grant?userIds=${wangwu}&roleIds=${TENANT2_ADMIN_ROLE}`,
    );
    expect(grant.json.success).toBe(true);
    const reset = await api.call(street, 'POST', `/blade-user/reset-password?userIds=${wangwu}`);
    expect(reset.json.success).toBe(true);
    const signedIn = await api.token('100001', 'wangwu', '123456');
    expect(signedIn.role_name).toBe('admin');
  });
});

describe('more administration', () => {
  it('creates a new tenant with its own admin who can sign in with the initial password', async () => {
    // As TenantServiceImpl.saveTenant does, a new tenant gets a generated tenantId: the one submitted is ignored.
    await api.call(root, 'POST', '/blade-system/tenant/submit', {
      tenantName: '第三街道',
      tenantId: '100777',
    });
    const created = (await api.call(root, 'GET', '/blade-system/tenant/list?tenantName_equal=第三街道')).json
      .data.records;
    expect(created).toHaveLength(1);
    const tenantId = created[0].tenantId as string;
    expect(tenantId).toMatch(/^\d{6}$/);
    expect(tenantId).not.toBe('100777');
    const admin = await api.token(tenantId, 'admin', '123456');
    expect(admin.tenant_id).toBe(tenantId);
    const routes = (await api.call(admin.access_token, 'GET', '/blade-system/menu/routes')).json.data;
    expect(routes.map((m: { code: string }) => m.code).sort()).toEqual(['desk', 'system']);
    const roles = (await api.call(admin.access_token, 'GET', '/blade-system/role/list')).json.data;
    expect(roles.map((r: { roleAlias: string }) => r.roleAlias)).toEqual(['admin']);
  });

  it('wants id arrays in a grant body, not comma-joined strings', async () => {
    const res = await api.call(root, 'POST', '/blade-system/role/grant', {
      roleIds: TENANT2_ADMIN_ROLE,
      menuIds: [],
    });
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe('消息不能读取');
  });

  it('refuses to remove a tree node that still has children', async () => {
    const parent = '1123598816738675202'; // role 'user', parent of 'hr'
    const res = await api.call(root, 'POST', `/blade-system/role/remove?ids=${parent}`);
    expect(res.json).toMatchObject({ success: false, msg: '请先删除子节点!' });
  });

  it('stores an uploaded file and serves it back', async () => {
    const form = new FormData();
    form.append('file', new Blob(['hello sandbox'], { type: 'text/plain' }), '说明.txt');
    const res = await api.fetch('/api/blade-resource/oss/endpoint/put-file', {
      method: 'POST',
      headers: { Authorization: basic(), 'Blade-Auth': `bearer ${root}` },
      body: form,
    });
    const data = (await res.json()).data;
    expect(data).toMatchObject({ originalName: '说明.txt' });
    expect(data.attachId).toMatch(/^\d{19}$/);
    expect(await (await api.fetch(data.link)).text()).toBe('hello sandbox');
    const attach = (await api.call(root, 'GET', `/blade-resource/attach/detail?id=${data.attachId}`)).json
      .data;
    expect(attach.attachSize).toBe(13);
  });
});
