import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLERK } from '../../scripts/sandbox/button-permissions.ts';
import { type ConsoleSession, chromiumAvailable, startSignedIn } from './browser.ts';

const run = chromiumAvailable('button permissions end-to-end');
const SHOTS = '/tmp/signin-shots';

describe.runIf(run)('a non-admin user sees only the buttons its role grants, in headless Chromium', () => {
  let ctx: ConsoleSession;
  let page: Page;
  const errors: string[] = [];
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const firstRow = () => page.locator('tbody tr').first();

  beforeAll(async () => {
    const { account, password } = CLERK;
    ({ ctx, page } = await startSignedIn(errors, { shots: SHOTS, account, password }));
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('parameters: add and view (granted) show; edit and delete (not granted) do not', async () => {
    await page.goto(`${ctx.server.url}/system/param`);
    await firstRow().waitFor();
    await page.locator('[data-pass="first"]').first().waitFor({ state: 'detached' });
    await page.screenshot({ path: `${SHOTS}/permissions-param.png` });
    expect(await button('新增').count()).toBe(1);
    expect(await firstRow().getByRole('button', { name: '查看' }).count()).toBe(1);
    expect(await firstRow().getByRole('button', { name: '编辑' }).count()).toBe(0);
    expect(await button('删除').count()).toBe(0);
  });

  it('customers: edit and transfer (granted) show; add and delete do not', async () => {
    await page.goto(`${ctx.server.url}/crm/nbxtCrmCustomer`);
    await firstRow().waitFor();
    await page.locator('[data-pass="first"]').first().waitFor({ state: 'detached' });
    await page.screenshot({ path: `${SHOTS}/permissions-crm.png` });
    expect(await firstRow().getByRole('button', { name: '编辑' }).count()).toBe(1);
    expect(await button('新增').count()).toBe(0);
    expect(await button('删除').count()).toBe(0);
  });

  it('a hidden action called directly with the user token is refused by the sandbox', async () => {
    const token = await page.evaluate(() => localStorage.getItem('nbxt-access-token'));
    expect(token).toBeTruthy();
    const response = await fetch(`${ctx.server.url}/api/blade-system/param/remove?ids=1123598819738675201`, {
      method: 'POST',
      headers: { Authorization: `Basic ${btoa('saber:saber_secret')}`, 'Blade-Auth': `bearer ${token}` },
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { msg: string }).msg).toBe('请求未授权');
    expect(errors).toEqual([]);
  });
});
