// @vitest-environment happy-dom
import type { Holder } from '@nbxt/core/resources/grants.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ButtonPermissions } from '../../../web/src/kit/permissions.tsx';
import type { Recorded } from '../../core/fake-gateway.ts';
import { type Answer, fakeGateway, renderWith, setupTexts } from '../kit/harness.tsx';
import { page } from '../kit/synthetic.ts';

/**
 * More of the platform's custom screens' own actions through the kit's harness (platform-actions.test.tsx
 * has the first): what each sends (method, path, query, body), what it shows after, and, where the action
 * needs a grant, that a role without it is not offered the action and nothing is sent.
 */

beforeAll(setupTexts);
afterEach(cleanup);

/** A clerk holding no button and no administrator's role. */
const NOBODY: Holder = { signedIn: true, roleAliases: ['clerk'], holds: () => false };
const ADMIN: Holder = { signedIn: true, roleAliases: ['administrator'], holds: () => true };

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

const query = (r: Recorded | undefined) => Object.fromEntries(r?.url.searchParams ?? []);
const confirm = async () => userEvent.click(await screen.findByRole('button', { name: '确定' }));

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

/** A row's action: its button, else the item of its 更多 menu. */
async function rowAction(rowText: string, label: string) {
  const row = (await screen.findByText(rowText)).closest('tr')!;
  const inline = within(row).queryByRole('button', { name: label });
  if (inline) return userEvent.click(inline);
  await userEvent.click(within(row).getByRole('button', { name: '更多' }));
  const item = (await screen.findAllByText(label)).find((e) => e.closest('[role="menuitem"]'));
  await userEvent.click(item!.closest('[role="menuitem"]')!);
}

/** A row's action is offered: its button, or an item of its 更多 menu. */
async function offered(rowText: string, label: string): Promise<boolean> {
  const row = (await screen.findByText(rowText)).closest('tr')!;
  if (within(row).queryByRole('button', { name: label })) return true;
  const more = within(row).queryByRole('button', { name: '更多' });
  if (!more) return false;
  await userEvent.click(more);
  const found = screen.queryAllByText(label).some((e) => e.closest('[role="menuitem"]'));
  await userEvent.keyboard('{Escape}');
  return found;
}

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
