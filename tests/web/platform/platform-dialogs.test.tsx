// @vitest-environment happy-dom
import { createHash } from 'node:crypto';
import type { Holder } from '@nbxt/core/resources/grants.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ButtonPermissions } from '../../../web/src/kit/permissions.tsx';
import type { Recorded } from '../../core/fake-gateway.ts';
import { type Answer, fakeGateway, renderWith, setupTexts } from '../kit/harness.tsx';
import { page } from '../kit/synthetic.ts';
import { ADMIN, confirm, NOBODY, offered, query, rowAction } from './screen-actions.ts';

/**
 * More of the platform's custom screens' own actions through the kit's harness (platform-actions.test.tsx
 * has the first): what each sends (method, path, query, body), what it shows after, and, where the action
 * needs a grant, that a role without it is not offered the action and nothing is sent.
 */

beforeAll(setupTexts);
// Whole screens with their dialogs: a minute each on a shared machine.
vi.setConfig({ testTimeout: 60_000 });
// The worker's other files keep their own (isolate: false shares the worker).
afterAll(() => vi.resetConfig());
afterEach(cleanup);

/** An empty answer of the shape the call asks for: a forest or list for tree calls, else a page. */
function emptyAnswer(req: Recorded): unknown {
  return /(tree|select|keys)$/i.test(req.url.pathname) ? [] : page([]);
}

function show(
  Screen: ComponentType<{ title?: string }>,
  routes: Record<string, Answer>,
  holder: Holder = ADMIN,
  wrap: (node: ReactNode) => ReactNode = (node) => node,
) {
  const gateway = fakeGateway(routes, { signedIn: true, otherwise: emptyAnswer });
  renderWith(gateway, <ButtonPermissions holder={holder}>{wrap(<Screen title="T" />)}</ButtonPermissions>);
  return gateway;
}

/** Tick a row's checkbox (the list's selection). */
async function select(rowText: string) {
  const row = (await screen.findByText(rowText)).closest('tr')!;
  await userEvent.click(within(row).getByRole('checkbox'));
}

describe('system: users', () => {
  const routes: Record<string, Answer> = {
    'GET /blade-user/page': page([{ id: '5', account: 'zhangsan', realName: '张三' }]),
    'POST /blade-user/reset-password': null,
  };

  it('resets the selected users\u2019 passwords after confirming (POST reset-password?userIds)', async () => {
    const { default: UserScreen } = await import('../../../web/src/screens/UserScreen.tsx');
    const g = show(UserScreen, routes);
    await select('张三');
    await userEvent.click(screen.getByRole('button', { name: '密码重置' }));
    expect(g.sent('POST /blade-user/reset-password')).toEqual([]);
    await confirm();
    expect(await screen.findByText('操作成功')).toBeTruthy();
    expect(g.sent('POST /blade-user/reset-password').map(query)).toEqual([{ userIds: '5' }]);
  });

  it('offers no 密码重置 to a role without its grant, and sends nothing', async () => {
    const { default: UserScreen } = await import('../../../web/src/screens/UserScreen.tsx');
    const g = show(UserScreen, routes, NOBODY);
    await screen.findByText('张三');
    expect(screen.queryByRole('button', { name: '密码重置' })).toBeNull();
    expect(g.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});

describe('system: tenants', () => {
  const routes: Record<string, Answer> = {
    'GET /blade-system/tenant/list': page([
      { id: '2', tenantId: '100001', tenantName: '演示租户', accountNumber: 10, datasourceId: '' },
    ]),
    'GET /blade-develop/datasource/list': page([{ id: '9', name: '主库' }]),
    'POST /blade-system/tenant/setting': null,
    'POST /blade-system/tenant/datasource': null,
  };

  it('sets quota and expiry of the selected tenants (POST setting?ids&accountNumber)', async () => {
    const { default: TenantScreen } = await import('../../../web/src/screens/TenantScreen.tsx');
    const g = show(TenantScreen, routes);
    await select('演示租户');
    await userEvent.click(screen.getByRole('button', { name: '授权配置' }));
    const dialog = await screen.findByRole('dialog');
    const quota = within(dialog).getByDisplayValue('-1');
    await userEvent.clear(quota);
    await userEvent.type(quota, '50');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功')).toBeTruthy();
    expect(g.sent('POST /blade-system/tenant/setting').map(query)).toEqual([
      { ids: '2', accountNumber: '50' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("binds a data source to a tenant (POST datasource?tenantId&datasourceId) from the row's action", async () => {
    const { default: TenantScreen } = await import('../../../web/src/screens/TenantScreen.tsx');
    const g = show(TenantScreen, routes);
    await rowAction('演示租户', '数据源配置');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('100001 · 演示租户')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /数据源管理/ }));
    await userEvent.click(await screen.findByRole('option', { name: '主库', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功')).toBeTruthy();
    expect(g.sent('POST /blade-system/tenant/datasource').map(query)).toEqual([
      { tenantId: '100001', datasourceId: '9' },
    ]);
  });

  it('offers neither to a role without their grants, and sends nothing', async () => {
    const { default: TenantScreen } = await import('../../../web/src/screens/TenantScreen.tsx');
    const g = show(TenantScreen, routes, NOBODY);
    await screen.findByText('演示租户');
    expect(screen.queryByRole('button', { name: '授权配置' })).toBeNull();
    expect(await offered('演示租户', '数据源配置')).toBe(false);
    expect(g.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});

describe('system: top menus', () => {
  const routes = (grant: Answer): Record<string, Answer> => ({
    'GET /blade-system/topmenu/list': page([{ id: '4', name: '工作台', code: 'desk' }]),
    'GET /blade-system/menu/grant-top-tree': {
      menu: [{ id: '10', title: '系统管理', children: [{ id: '11', title: '用户管理' }] }],
    },
    'GET /blade-system/menu/top-tree-keys': { menu: ['11'] },
    'GET /blade-system/menu/list': [],
    'POST /blade-system/topmenu/grant': grant,
  });

  it("grants menus: reads the tree and the top menu's keys, sends the checked ids in the body", async () => {
    const { default: TopMenuScreen } = await import('../../../web/src/screens/TopMenuScreen.tsx');
    const g = show(TopMenuScreen, routes(null));
    await rowAction('工作台', '菜单配置');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('用户管理');
    expect(query(g.sent('GET /blade-system/menu/top-tree-keys')[0])).toEqual({ topMenuIds: '4' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功')).toBeTruthy();
    const [sent] = g.sent('POST /blade-system/topmenu/grant');
    expect(JSON.parse(sent!.body!)).toEqual({ topMenuIds: ['4'], menuIds: expect.arrayContaining(['11']) });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no 菜单配置 to a role without its grant, and sends nothing', async () => {
    const { default: TopMenuScreen } = await import('../../../web/src/screens/TopMenuScreen.tsx');
    const g = show(TopMenuScreen, routes(null), NOBODY);
    expect(await offered('工作台', '菜单配置')).toBe(false);
    expect(g.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});

describe('system: regions', () => {
  it('loads the tree a level at a time (GET lazy-tree?parentCode) and lists the picked region\u2019s children', async () => {
    const { default: RegionScreen } = await import('../../../web/src/screens/RegionScreen.tsx');
    const g = show(RegionScreen, {
      'GET /blade-system/region/lazy-tree': (req: Recorded) =>
        req.url.searchParams.get('parentCode') === '00'
          ? [{ id: '33', title: '浙江省', hasChildren: true }]
          : [{ id: '3301', title: '杭州市', hasChildren: false }],
      'GET /blade-system/region/list': page([{ id: '3301', code: '3301', name: '杭州市' }]),
    });
    const tree = await screen.findByRole('navigation', { name: '行政区划' });
    await userEvent.click(await within(tree).findByText('浙江省'));
    expect(await within(tree).findByText('杭州市')).toBeTruthy();
    expect(g.sent('GET /blade-system/region/lazy-tree').map(query)).toEqual([
      { parentCode: '00' },
      { parentCode: '33' },
    ]);
    await waitFor(() =>
      expect(g.sent('GET /blade-system/region/list').map(query).at(-1)).toMatchObject({
        parentCode_equal: '33',
      }),
    );
  });
});

describe('desk: notices', () => {
  const routes: Record<string, Answer> = {
    'GET /blade-desk/notice/list': page([
      { id: '8', title: '停水通知', category: '1', releaseTime: '2024-05-01' },
    ]),
    'GET /blade-desk/notice/detail': {
      id: '8',
      title: '停水通知',
      category: '1',
      releaseTime: '2024-05-01',
      content: '<p>明日<strong>停水</strong></p>',
    },
  };

  it('previews a notice: reads its detail (GET detail?id) and shows the body rendered', async () => {
    const { default: NoticeScreen } = await import('../../../web/src/screens/NoticeScreen.tsx');
    const g = show(NoticeScreen, routes);
    await rowAction('停水通知', '预览');
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByText('停水')).tagName).toMatch(/^(B|STRONG)$/);
    // The allow-list itself (no script survives) is tested where DOMPurify works (tests/web/rich-text.test.tsx:
    // happy-dom keeps scripts through it); here, the body is shown as HTML, not as its source text.
    expect(within(dialog).queryByText(/<strong>/)).toBeNull();
    expect(g.sent('GET /blade-desk/notice/detail').map(query)).toEqual([{ id: '8' }]);
    expect(g.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('offers add and edit to a role with the grant, and only the preview to one without it', async () => {
    const { default: NoticeScreen } = await import('../../../web/src/screens/NoticeScreen.tsx');
    show(NoticeScreen, routes);
    expect(await screen.findByRole('button', { name: '新增' })).toBeTruthy();
    expect(await offered('停水通知', '编辑')).toBe(true);
    cleanup();
    const g = show(NoticeScreen, routes, NOBODY);
    await screen.findByText('停水通知');
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(await offered('停水通知', '编辑')).toBe(false);
    expect(await offered('停水通知', '预览')).toBe(true);
    expect(g.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});

describe('profile', () => {
  const routes: Record<string, Answer> = {
    'GET /blade-user/info': { id: '1', realName: '管理员', name: 'admin', email: 'a@example.com', phone: '' },
    'POST /blade-user/update-info': null,
    'POST /blade-user/update-password': null,
  };
  /** MD5 hex by Node's own hash (not core's), as Saber sends each password. */
  const md5 = (text: string) => createHash('md5').update(text).digest('hex');

  it('saves the personal info (POST update-info with the fields in the body) and says 更新成功', async () => {
    const { default: ProfileScreen } = await import('../../../web/src/screens/ProfileScreen.tsx');
    const g = show(ProfileScreen, routes);
    const name = await screen.findByDisplayValue('管理员');
    await userEvent.clear(name);
    await userEvent.type(name, '张主任');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('更新成功')).toBeTruthy();
    const [sent] = g.sent('POST /blade-user/update-info');
    expect(JSON.parse(sent!.body!)).toMatchObject({
      realName: '张主任',
      name: 'admin',
      email: 'a@example.com',
    });
  });

  it('changes the password: each typed password sent as its MD5 hex (POST update-password)', async () => {
    const { default: ProfileScreen } = await import('../../../web/src/screens/ProfileScreen.tsx');
    const g = show(ProfileScreen, routes);
    await userEvent.click(await screen.findByRole('tab', { name: '修改密码' }));
    await userEvent.type(await screen.findByLabelText(/原密码/), 'old-pass1');
    await userEvent.type(screen.getByLabelText(/新密码/), 'new-pass2');
    await userEvent.type(screen.getByLabelText(/确认密码/), 'new-pass2');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('更新成功')).toBeTruthy();
    expect(g.sent('POST /blade-user/update-password').map(query)).toEqual([
      { oldPassword: md5('old-pass1'), newPassword: md5('new-pass2'), newPassword1: md5('new-pass2') },
    ]);
  });

  it("refuses two different new passwords with the spec's text and sends nothing", async () => {
    const { default: ProfileScreen } = await import('../../../web/src/screens/ProfileScreen.tsx');
    const g = show(ProfileScreen, routes);
    await userEvent.click(await screen.findByRole('tab', { name: '修改密码' }));
    await userEvent.type(await screen.findByLabelText(/原密码/), 'old-pass1');
    await userEvent.type(screen.getByLabelText(/新密码/), 'new-pass2');
    await userEvent.type(screen.getByLabelText(/确认密码/), 'new-pass3');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('两次密码输入不一致')).toBeTruthy();
    expect(g.sent('POST /blade-user/update-password')).toEqual([]);
    // Corrected, the message goes before any second try; emptied, the field says so at once.
    const repeat = screen.getByLabelText(/确认密码/);
    await userEvent.clear(repeat);
    expect(await screen.findByText('请再次输入新密码')).toBeTruthy();
    expect(screen.queryByText('两次密码输入不一致')).toBeNull();
    await userEvent.type(repeat, 'new-pass2');
    await waitFor(() => expect(screen.queryByText('请再次输入新密码')).toBeNull());
    expect(screen.queryByText('两次密码输入不一致')).toBeNull();
    expect(repeat.getAttribute('aria-invalid')).not.toBe('true');
    expect(g.sent('POST /blade-user/update-password')).toEqual([]);
  });
});
