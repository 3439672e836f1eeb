import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLERK } from '../../scripts/sandbox/button-permissions.ts';
import {
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  consolePage,
  journal,
  startConsole,
  until,
} from './browser.ts';

const run = chromiumAvailable('sign-in modes end-to-end');
const SHOTS = '/tmp/signin-shots';

describe.runIf(run)('captcha, phone-code and corporate-chat sign-in, in headless Chromium', () => {
  let ctx: ConsoleSession;
  const errors: string[] = [];
  const control = async (path: string, init?: RequestInit) =>
    (await fetch(`${ctx.server.url}/__sandbox/${path}`, init)).json() as Promise<Record<string, string>>;

  /** A zh page; `captchaMode` serves index.html as a site built with NBXT_CAPTCHA=on. */
  async function newPage(captchaMode = false): Promise<Page> {
    const page = await consolePage(ctx, errors, { viewport: { width: 1280, height: 860 } });
    if (captchaMode)
      await page.route(
        (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
        async (route) => {
          const response = await route.fetch();
          const html = await response.text();
          await route.fulfill({
            response,
            body: html.replace(
              'name="nbxt-captcha-mode" content="off"',
              'name="nbxt-captcha-mode" content="on"',
            ),
          });
        },
      );
    return page;
  }

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    ctx = await startConsole();
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('captcha mode: a wrong code is refused with the server text and a new picture comes; the right one signs in', async () => {
    const page = await newPage(true);
    const captchaKey = async () => {
      const reply = await page.waitForResponse((r) => r.url().endsWith('/api/blade-auth/oauth/captcha'));
      return ((await reply.json()) as { key: string }).key;
    };
    const firstKey = captchaKey();
    await page.goto(`${ctx.server.url}/login`);
    const key1 = await firstKey;
    const picture = page.getByRole('img', { name: '验证码图片，点击换一张' });
    await picture.waitFor();
    await page.getByLabel('账号').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('admin');
    await page.getByLabel('验证码', { exact: true }).fill('wxyz');
    await page.screenshot({ path: `${SHOTS}/captcha-form.png` });
    await clearJournal(ctx.server);
    const secondKey = captchaKey();
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('alert').filter({ hasText: '验证码不正确' }).waitFor();
    const key2 = await secondKey;
    expect(key2).not.toBe(key1);
    const [refused] = await journal(ctx.server, '/blade-auth/oauth/token');
    expect(refused).toMatchObject({
      method: 'POST',
      captchaKeyHeader: key1,
      captchaCodeHeader: 'wxyz',
      query: { grant_type: 'captcha', username: 'admin', tenantId: '000000', scope: 'all' },
    });
    await page.screenshot({ path: `${SHOTS}/captcha-refused.png` });

    const { code } = await control(`captcha?key=${key2}`);
    await page.getByLabel('密码', { exact: true }).fill('admin');
    await page.getByLabel('验证码', { exact: true }).fill(code!);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL('**/home');
    const accepted = (await journal(ctx.server, '/blade-auth/oauth/token')).at(-1);
    expect(accepted).toMatchObject({
      captchaKeyHeader: key2,
      captchaCodeHeader: code,
      query: { grant_type: 'captcha' },
    });
    await page.close();
  });

  it('phone code: sends the code to the phone, then signs in with the user_phone grant', async () => {
    const page = await newPage();
    await page.goto(`${ctx.server.url}/login`);
    await page.getByText('短信登录').click();
    await page.getByLabel('手机号').fill(CLERK.phone);
    await clearJournal(ctx.server);
    await page.getByRole('button', { name: '发送验证码' }).click();
    await page.getByText('验证码已发送').waitFor();
    const [sent] = await journal(ctx.server, '/blade-resource/sms/endpoint/send-validate');
    expect(sent).toMatchObject({ method: 'POST', query: { phone: CLERK.phone }, bladeAuth: false });
    const { id, value } = await control(`sms?phone=${CLERK.phone}`);
    await page.getByLabel('短信验证码').fill(value!);
    await page.screenshot({ path: `${SHOTS}/phone-form.png` });
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL('**/home');
    const [signIn] = await journal(ctx.server, '/blade-auth/oauth/token');
    expect(signIn).toMatchObject({
      method: 'POST',
      query: { grant_type: 'user_phone', phone: CLERK.phone, codeId: id, code: value, tenantId: '000000' },
    });
    await page.close();
  });

  it('a corporate-chat callback address signs in once; replayed, its code is not sent again', async () => {
    const page = await newPage();
    const { code } = await control('wecom-code', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: 'admin' }),
    });
    await clearJournal(ctx.server);
    const callback = `${ctx.server.url}/?code=${code}&state=authLogin_000000`;
    await page.goto(callback);
    await until(async () => (await journal(ctx.server, '/blade-system/menu/routes')).length > 0);
    await page
      .getByRole('button', { name: /管理员/ })
      .first()
      .waitFor();
    const submitted = () => journal(ctx.server, '/wx/cp/cpLoginAuthCode');
    expect(await submitted()).toHaveLength(1);
    expect((await submitted())[0]).toMatchObject({
      method: 'POST',
      query: { authCode: code, state: 'authLogin_000000' },
    });

    // The same address again in this tab (reload, back button): the code is not submitted again.
    await page.goto(callback);
    await until(async () => new URL(page.url()).pathname === '/home');
    await until(async () => (await journal(ctx.server, '/blade-system/menu/routes')).length > 1);
    await page.screenshot({ path: `${SHOTS}/wecom-replayed.png` });
    expect(await submitted()).toHaveLength(1);
    await page.close();
  });

  it('an install callback fetches the permanent code once', async () => {
    const page = await newPage();
    await page.goto(`${ctx.server.url}/login`);
    await clearJournal(ctx.server);
    await page.goto(`${ctx.server.url}/?auth_code=install-1&state=auth_000000`);
    await page.getByText('已安装到企业微信').waitFor();
    await page.reload();
    await until(async () => (await journal(ctx.server, '/wx/cp/getPermanentCode')).length >= 1);
    const calls = await journal(ctx.server, '/wx/cp/getPermanentCode');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'GET', query: { authCode: 'install-1', state: 'auth_000000' } });
    expect(errors).toEqual([]);
    await page.close();
  });
});
