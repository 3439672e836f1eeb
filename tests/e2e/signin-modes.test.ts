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
  reviewShot,
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
  });
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
    await reviewShot(page, { path: `${SHOTS}/captcha-form.png` });
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
    await reviewShot(page, { path: `${SHOTS}/captcha-refused.png` });

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

  it('phone code: sends the code to the phone (then 60 s before another), and signs in with the user_phone grant', async () => {
    const page = await newPage();
    await page.clock.install();
    await page.goto(`${ctx.server.url}/login`);
    await page.getByText('短信登录').click();
    await page.getByLabel('手机号').fill(CLERK.phone);
    await clearJournal(ctx.server);
    await page.getByRole('button', { name: '发送验证码' }).click();
    await page.getByText('验证码已发送').waitFor();
    const sends = () => journal(ctx.server, '/blade-resource/sms/endpoint/send-validate');
    const [sent] = await sends();
    expect(sent).toMatchObject({ method: 'POST', query: { phone: CLERK.phone }, bladeAuth: false });
    // The button counts down 60 seconds and cannot be pressed meanwhile (the page's clock is driven here).
    const waiting = page.getByRole('button', { name: /^\d+ 秒后重新发送$/ });
    const left = async () => Number((await waiting.innerText()).split(' ')[0]);
    expect(await left()).toBeGreaterThanOrEqual(58);
    await expect.poll(() => waiting.isDisabled()).toBe(true);
    await reviewShot(page, { path: `${SHOTS}/phone-countdown.png` });
    await waiting.dispatchEvent('click');
    await page.clock.runFor(30_000);
    await until(async () => (await left()) <= 30);
    expect(await left()).toBeGreaterThan(20);
    await expect.poll(() => waiting.isDisabled()).toBe(true);
    expect(await sends()).toHaveLength(1);
    await page.clock.runFor(31_000);
    await page.getByRole('button', { name: '发送验证码' }).click();
    await until(async () => (await sends()).length === 2);
    await waiting.waitFor();
    const { id, value } = await control(`sms?phone=${CLERK.phone}`);
    await page.getByLabel('短信验证码').fill(value!);
    await reviewShot(page, { path: `${SHOTS}/phone-form.png` });
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL('**/home');
    const [signIn] = await journal(ctx.server, '/blade-auth/oauth/token');
    expect(signIn).toMatchObject({
      method: 'POST',
      query: { grant_type: 'user_phone', phone: CLERK.phone, codeId: id, code: value, tenantId: '000000' },
    });
    await page.close();
  });

  it('the start buttons: a third party through the gateway render call and back with the social grant; the corporate chat through its QR sign-in and back with the auth code', async () => {
    const page = await newPage();
    await page.goto(`${ctx.server.url}/login`);
    const starts = page.getByRole('group', { name: '其他登录方式' });
    await starts.getByRole('button', { name: '企业微信' }).waitFor();
    expect(
      await starts
        .getByRole('button')
        .evaluateAll((all) => all.map((b) => b.getAttribute('aria-label') ?? b.textContent)),
    ).toEqual(['GitHub', 'Gitee', '微信', 'QQ', '钉钉', '企业微信']);
    await reviewShot(page, { path: `${SHOTS}/login-starts.png` });
    await clearJournal(ctx.server);
    await starts.getByRole('button', { name: 'GitHub' }).click();
    // The gateway sends the browser to the provider, which comes back to /login with source, code, state.
    await page.waitForURL('**/home');
    const [render] = await journal(ctx.server, '/blade-auth/oauth/render/github');
    expect(render).toMatchObject({ method: 'GET', query: {}, bladeAuth: false, status: 302 });
    const [token] = await journal(ctx.server, '/blade-auth/oauth/token');
    expect(token).toMatchObject({
      method: 'POST',
      query: { grant_type: 'social', source: 'github', code: 'github-user', tenantId: '000000' },
    });
    expect((token!.query as Record<string, string>)['state']).toMatch(/^[0-9a-f]{16}$/);
    await page.close();

    // The corporate chat: its QR sign-in page (stood in here) sends back the auth code and the state.
    const wecom = await newPage();
    const { code } = await control('wecom-code', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: 'admin' }),
    });
    const asked: URL[] = [];
    await wecom.route('https://login.work.weixin.qq.com/**', async (route) => {
      const url = new URL(route.request().url());
      asked.push(url);
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('auth_code', code!);
      back.searchParams.set('state', url.searchParams.get('state')!);
      await route.fulfill({ status: 302, headers: { Location: back.href } });
    });
    await wecom.goto(`${ctx.server.url}/login`);
    await clearJournal(ctx.server);
    await wecom
      .getByRole('group', { name: '其他登录方式' })
      .getByRole('button', { name: '企业微信' })
      .click();
    await wecom.waitForURL('**/home');
    expect(asked.map((url) => `${url.origin}${url.pathname}`)).toEqual([
      'https://login.work.weixin.qq.com/wwlogin/sso/login',
    ]);
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
      login_type: 'ServiceApp',
      appid: 'nbxt-suite',
      redirect_uri: `${ctx.server.url}/login`,
      state: 'authLogin_000000',
    });
    const submitted = await journal(ctx.server, '/wx/cp/cpLoginAuthCode');
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({
      method: 'POST',
      query: { authCode: code, state: 'authLogin_000000' },
    });
    await wecom
      .getByRole('button', { name: /管理员/ })
      .first()
      .waitFor();
    await wecom.close();
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
    await reviewShot(page, { path: `${SHOTS}/wecom-replayed.png` });
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
