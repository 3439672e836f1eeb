import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPlainPassword } from '../../scripts/sandbox/auth.ts';
import { ManualClock } from '../helpers/manual-clock.ts';
import { type Api, basic, md5, openApi } from './helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await openApi();
});
afterAll(async () => {
  await api.sandbox.close();
});

describe('sign-in (POST /blade-auth/oauth/token)', () => {
  it('answers a bare token object with every field of the contract', async () => {
    const res = await api.signIn();
    expect(res.status).toBe(200);
    const json = await res.json();
    for (const key of [
      'access_token',
      'refresh_token',
      'token_type',
      'expires_in',
      'tenant_id',
      'user_id',
      'dept_id',
      'post_id',
      'role_id',
      'oauth_id',
      'account',
      'user_name',
      'nick_name',
      'real_name',
      'role_name',
      'avatar',
      'detail',
      'license',
    ]) {
      expect(json, key).toHaveProperty(key);
    }
    expect(json).not.toHaveProperty('code');
    expect(json.token_type).toBe('bearer');
    expect(json.expires_in).toBe(3600);
    expect(json.tenant_id).toBe('000000');
    expect(json.user_id).toMatch(/^\d{19}$/);
    expect(json.role_name).toBe('administrator');
  });

  it('refuses a wrong password with HTTP 200 and error_description', async () => {
    const res = await api.signIn('000000', 'admin', 'wrong');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: false,
      error_code: 2004,
      error_description: '用户名或密码不正确',
    });
  });

  it('expects the MD5 of the password, not the password itself', async () => {
    const q = new URLSearchParams({
      tenantId: '000000',
      username: 'admin',
      password: 'admin',
      grant_type: 'password',
      scope: 'all',
    });
    const res = await api.fetch(`/api/blade-auth/oauth/token?${q}`, {
      method: 'POST',
      headers: { Authorization: basic() },
    });
    expect((await res.json()).error_code).toBe(2004);
  });

  it('stores passwords hashed again, never as typed or as the wire MD5', async () => {
    expect(hashPlainPassword('admin')).not.toBe(md5('admin'));
    expect(hashPlainPassword('admin')).toMatch(/^[0-9a-f]{40}$/);
  });

  it('refuses an unknown user, an unknown tenant and a bad client', async () => {
    expect(await (await api.signIn('000000', 'nobody', 'x')).json()).toEqual({
      success: false,
      error_code: 2001,
      error_description: '用户不存在',
    });
    expect((await (await api.signIn('999999', 'admin', 'admin')).json()).error_code).toBe(2006);
    const badSecret = await api.signIn('000000', 'admin', 'admin', basic('saber', 'nope'));
    expect(badSecret.status).toBe(200);
    expect(await badSecret.json()).toEqual({
      success: false,
      error_code: 3001,
      error_description: '客户端认证失败',
    });
    expect(
      (await (await api.signIn('000000', 'admin', 'admin', basic('ghost', 'x'))).json()).error_code,
    ).toBe(3000);
    const q = new URLSearchParams({
      tenantId: '000000',
      username: 'admin',
      password: md5('admin'),
      grant_type: 'password',
    });
    const noClient = await api.fetch(`/blade-auth/oauth/token?${q}`, { method: 'POST' });
    expect((await noClient.json()).error_code).toBe(3001);
  });

  it('takes the Tenant-Id header over the tenantId parameter', async () => {
    const q = new URLSearchParams({
      tenantId: '000000',
      username: 'wangwu',
      password: md5('123456'),
      grant_type: 'password',
    });
    const res = await api.fetch(`/blade-auth/oauth/token?${q}`, {
      method: 'POST',
      headers: { Authorization: basic(), 'Tenant-Id': '100001' },
    });
    const json = await res.json();
    expect(json.tenant_id).toBe('100001');
    expect(json.account).toBe('wangwu');
  });

  it('accepts a form body but never a JSON body', async () => {
    const params = {
      tenantId: '000000',
      username: 'admin',
      password: md5('admin'),
      grant_type: 'password',
      scope: 'all',
    };
    const form = await api.fetch('/blade-auth/oauth/token', {
      method: 'POST',
      headers: { Authorization: basic(), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params).toString(),
    });
    expect((await form.json()).access_token).toBeTruthy();
    const json = await api.fetch('/blade-auth/oauth/token', {
      method: 'POST',
      headers: { Authorization: basic(), 'Content-Type': 'application/json' },
      body: JSON.stringify(params),
    });
    expect((await json.json()).error_description).toBeTruthy();
  });

  it('refuses an unsupported grant type', async () => {
    const q = new URLSearchParams({ username: 'admin', password: md5('admin'), grant_type: 'implicit' });
    const res = await api.fetch(`/blade-auth/oauth/token?${q}`, {
      method: 'POST',
      headers: { Authorization: basic() },
    });
    expect((await res.json()).error_code).toBe(4000);
  });

  it('signs in with the captcha grant only with the right code, once', async () => {
    const captcha = await (await api.fetch('/api/blade-auth/oauth/captcha')).json();
    expect(captcha.image).toMatch(/^data:image\//);
    const code = (await api.control('GET', `/__sandbox/captcha?key=${captcha.key}`)).code as string;
    const q = new URLSearchParams({
      tenantId: '000000',
      username: 'admin',
      password: md5('admin'),
      grant_type: 'captcha',
      scope: 'all',
    });
    const attempt = (c: string) =>
      api.fetch(`/blade-auth/oauth/token?${q}`, {
        method: 'POST',
        headers: { Authorization: basic(), 'Captcha-Key': captcha.key, 'Captcha-Code': c },
      });
    expect((await (await attempt(code)).json()).access_token).toBeTruthy();
    expect((await (await attempt(code)).json()).error_description).toBe('验证码不正确');
  });
});

describe('tokens', () => {
  it('requires Blade-Auth: 401 缺失令牌 without one, 401 请求未授权 for a bad one, no success key', async () => {
    const missing = await api.fetch('/api/blade-system/param/list', { headers: { Authorization: basic() } });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ code: 401, msg: '缺失令牌,鉴权失败', data: null });
    const bad = await api.fetch('/api/blade-system/param/list', {
      headers: { Authorization: basic(), 'Blade-Auth': 'bearer nope' },
    });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ code: 401, msg: '请求未授权', data: null });
  });

  it('never accepts a token in the query string', async () => {
    const { access_token } = await api.token();
    const res = await api.fetch(
      `/api/blade-system/param/list?blade-auth=bearer%20${access_token}&access_token=${access_token}`,
      {
        headers: { Authorization: basic() },
      },
    );
    expect(res.status).toBe(401);
  });

  it('compares the bearer prefix case-insensitively and also wants the Basic header', async () => {
    const { access_token } = await api.token();
    const upper = await api.fetch('/blade-system/param/list', {
      headers: { Authorization: basic(), 'Blade-Auth': `Bearer ${access_token}` },
    });
    expect(upper.status).toBe(200);
    const noBasic = await api.fetch('/blade-system/param/list', {
      headers: { 'Blade-Auth': `bearer ${access_token}` },
    });
    expect(noBasic.status).toBe(401);
  });

  it('expires access tokens after the configured time', async () => {
    const clock = new ManualClock();
    const short = await openApi({ accessTokenTtlSeconds: 60, clock });
    try {
      const { access_token } = await short.token();
      expect((await short.call(access_token, 'GET', '/blade-system/param/list')).status).toBe(200);
      clock.advance(59_999);
      expect((await short.call(access_token, 'GET', '/blade-system/param/list')).status).toBe(200);
      clock.advance(1);
      const expired = await short.call(access_token, 'GET', '/blade-system/param/list');
      expect(expired.status).toBe(401);
      expect(expired.json.msg).toBe('请求未授权');
    } finally {
      await short.sandbox.close();
    }
  });

  it('issues a new pair for the refresh grant and refuses a bad refresh token', async () => {
    const first = await api.token();
    const q = new URLSearchParams({
      grant_type: 'refresh_token',
      scope: 'all',
      refresh_token: first.refresh_token,
      tenantId: '000000',
    });
    const res = await api.fetch(`/api/blade-auth/oauth/token?${q}`, {
      method: 'POST',
      headers: { Authorization: basic(), 'Tenant-Id': '000000' },
    });
    const second = await res.json();
    expect(second.access_token).toBeTruthy();
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.user_id).toBe(first.user_id);
    expect((await api.call(second.access_token, 'GET', '/blade-system/param/list')).status).toBe(200);
    q.set('refresh_token', 'garbage');
    const bad = await api.fetch(`/api/blade-auth/oauth/token?${q}`, {
      method: 'POST',
      headers: { Authorization: basic() },
    });
    expect(bad.status).toBe(200);
    expect(await bad.json()).toEqual({
      success: false,
      error_code: 2010,
      error_description: '令牌刷新错误或无效',
    });
  });

  it('serves user-info and revokes the token on logout', async () => {
    const { access_token } = await api.token();
    const info = await api.call(access_token, 'GET', '/api/blade-auth/oauth/user-info');
    expect(info.json.data).toMatchObject({ account: 'admin', tenantId: '000000', roleName: 'administrator' });
    await api.call(access_token, 'GET', '/api/blade-auth/oauth/logout');
    expect((await api.call(access_token, 'GET', '/blade-system/param/list')).status).toBe(401);
  });
});
