import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConsoleSession,
  chromiumAvailable,
  consolePage,
  journal,
  SCREENSHOTS,
  screenshot,
  startConsole,
  until,
} from './browser.ts';

const run = chromiumAvailable('guest registration end-to-end');
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe.runIf(run)('a guest signed in through a third party registers, in headless Chromium', () => {
  let ctx: ConsoleSession;
  let page: Page;
  const errors: string[] = [];

  const calls = (path: string) => journal(ctx.server, path);
  /** What a third party's sign-in of `code` answers (straight to the sandbox, as the console would ask). */
  const socialToken = async (code: string) => {
    const q = new URLSearchParams({
      tenantId: '000000',
      source: 'github',
      code,
      state: 's',
      grant_type: 'social',
      scope: 'all',
    });
    const response = await fetch(`${ctx.server.url}/api/blade-auth/oauth/token?${q}`, {
      method: 'POST',
      headers: { Authorization: `Basic ${btoa('saber:saber_secret')}`, 'Tenant-Id': '000000' },
    });
    return (await response.json()) as Record<string, string>;
  };
  /** The latest warning or error notification says this. */
  const notified = (text: string) =>
    page.locator('.mantine-Notification-root', { hasText: text }).first().waitFor();

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    ctx = await startConsole();
    page = await consolePage(ctx, errors);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('shows the registration dialog after a social sign-in, checks in order, registers with the oauthId, logs out', async () => {
    // The third party sends the browser back to /login with source, code and state.
    await page.goto(`${ctx.server.url}/login?source=github&code=octocat&state=e2e-state`);
    const dialog = page.getByRole('dialog', { name: '账号注册' });
    await dialog.waitFor();
    const [signIn] = await calls('/blade-auth/oauth/token');
    expect(signIn?.query).toMatchObject({
      grant_type: 'social',
      source: 'github',
      code: 'octocat',
      state: 'e2e-state',
    });
    await expect.poll(() => dialog.getByLabel('租户编号').inputValue()).toBe('000000');
    await expect.poll(() => dialog.getByLabel('账号名称').inputValue()).toBe('octocat');
    // A guest is offered no menu (not even the console's fallback one), no top menu beside the fixed home
    // item, no shortcut and no notices; the top menus and notices are not even asked for.
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByRole('navigation').getByRole('link').allInnerTexts()).toEqual(['首页']);
    await expect
      .poll(() => page.getByRole('menubar').getByRole('menuitem').allInnerTexts())
      .toEqual(['首页']);
    await expect.poll(() => page.getByText('常用功能').count()).toBe(0);
    await expect.poll(() => page.locator('main a[href^="/system/"]').count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: '消息通知' }).count()).toBe(0);
    expect(await calls('/blade-system/menu/top-menu')).toEqual([]);
    expect(await calls('/blade-desk/notice/list')).toEqual([]);
    await screenshot(page, 'shell-guest-registration');
    // An admin address typed in goes back to the home page (and the dialog).
    await page.goto(`${ctx.server.url}/system/param`);
    await page.waitForURL('**/home');
    await dialog.waitFor();
    expect(await calls('/blade-system/param/list')).toEqual([]);
    // No way around it: Escape leaves the dialog open.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(true);

    // The spec's order: the tenant first, then the account, the passwords, their match.
    await dialog.getByLabel('租户编号').fill('');
    await dialog.getByLabel('账号名称').fill('');
    await dialog.getByRole('button', { name: '提交注册' }).click();
    await notified('请先输入租户编号');
    await expect.poll(() => page.getByText('请先输入账号名称').count()).toBe(0);
    await dialog.getByLabel('租户编号').fill('000000');
    await dialog.getByRole('button', { name: '提交注册' }).click();
    await notified('请先输入账号名称');
    await dialog.getByLabel('账号名称').fill('octocat');
    await dialog.getByRole('button', { name: '提交注册' }).click();
    await notified('请先输入密码');
    await dialog.getByLabel('密码', { exact: true }).fill('secret-1');
    await dialog.getByLabel('确认密码').fill('secret-2');
    await dialog.getByRole('button', { name: '提交注册' }).click();
    await notified('两次密码输入不一致');
    expect(await calls('/blade-user/register-guest')).toEqual([]);

    // A refused registration shows the server's message and leaves the dialog usable.
    await dialog.getByLabel('确认密码').fill('secret-1');
    await dialog.getByLabel('账号名称').fill('admin');
    await dialog.getByRole('button', { name: '提交注册' }).click();
    await notified('当前用户 [admin] 已存在!');
    await dialog.getByLabel('账号名称').fill('octocat');
    await dialog.getByRole('button', { name: '提交注册' }).click();

    const notice = page.getByRole('dialog', { name: '注册提示' });
    await notice.getByText('注册申请已提交,请耐心等待管理员通过!').waitFor();
    await screenshot(page, 'shell-guest-registered');
    await notice.getByRole('button', { name: '确定' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: '登录' }).waitFor();
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith('-access-token'))),
    ).toEqual([]);
    await until(async () => (await calls('/blade-auth/oauth/logout')).length === 1);

    // The registration went with the guest's identity: its next social sign-in is the new account.
    // In a form body with the password as typed (BladeX hashes it itself); nothing in the URL.
    const registration = (await calls('/blade-user/register-guest')).at(-1);
    expect(registration?.query).toEqual({});
    const sent = (registration?.body ?? {}) as Record<string, string>;
    expect(sent).toMatchObject({
      tenantId: '000000',
      name: 'octocat',
      account: 'octocat',
      password: 'secret-1',
    });
    const after = await socialToken('octocat');
    expect(after.oauth_id).toBe(sent.oauthId);
    expect(after.user_id).not.toBe('-1');
    expect(after.account).toBe('octocat');
    expect(errors).toEqual([]);
  });

  it('registers from the public registration page with the same form, without an identity', async () => {
    await page.goto(`${ctx.server.url}/register`);
    await page.getByLabel('租户编号').fill('000000');
    await page.getByLabel('用户姓名').fill('访客');
    await page.getByLabel('账号名称').fill('visitor');
    await page.getByLabel('密码', { exact: true }).fill('pass-1');
    await page.getByLabel('确认密码').fill('pass-1');
    await page.getByRole('button', { name: '提交注册' }).click();
    const notice = page.getByRole('dialog', { name: '注册提示' });
    await notice.getByText('注册申请已提交,请耐心等待管理员通过!').waitFor();
    await notice.getByRole('button', { name: '确定' }).click();
    await page.waitForURL('**/login');
    const sent = (await calls('/blade-user/register-guest')).at(-1);
    expect(sent?.body).toEqual({ tenantId: '000000', name: '访客', account: 'visitor', password: 'pass-1' });
    expect(sent?.query).toEqual({});
    // The new account signs in with what was typed.
    const signIn = await fetch(
      `${ctx.server.url}/api/blade-auth/oauth/token?${new URLSearchParams({
        tenantId: '000000',
        username: 'visitor',
        password: md5('pass-1'),
        grant_type: 'password',
        scope: 'all',
        type: 'account',
      })}`,
      {
        method: 'POST',
        headers: { Authorization: `Basic ${btoa('saber:saber_secret')}`, 'Tenant-Id': '000000' },
      },
    );
    expect(await signIn.json()).toHaveProperty('access_token');
  });

  it('lets a registered identity in without the dialog', async () => {
    await page.goto(`${ctx.server.url}/login?source=github&code=octocat&state=again`);
    await page.waitForURL('**/home');
    await page.getByTestId('user-menu').waitFor();
    await expect.poll(() => page.getByRole('dialog', { name: '账号注册' }).count()).toBe(0);
  });
});
