import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, basic, md5, openApi } from './helpers.ts';

describe('guest registration (public, like the registration page)', () => {
  let api: Api;
  beforeAll(async () => {
    api = await openApi();
  });
  afterAll(async () => {
    await api.sandbox.close();
  });

  // As the console sends it: a form body, the password as typed.
  const register = (account: string, password: string) =>
    api.fetch('/api/blade-user/register-guest', {
      method: 'POST',
      headers: { Authorization: basic(), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ tenantId: '000000', name: '访客', account, password }).toString(),
    });

  it('accepts a registration without a token and stores the account', async () => {
    const response = await register('guest1', 'guest-pass');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: 200, success: true });
    const token = await api.token();
    const users = await api.call(token.access_token, 'GET', '/blade-user/page?account_equal=guest1');
    expect(users.json.data.records).toHaveLength(1);
  });

  it('hashes the password as BladeX submit does, so that sign-in (MD5 on the wire) works', async () => {
    await register('guest2', 'secret-2');
    const response = await api.signIn('000000', 'guest2', 'secret-2');
    expect(await response.json()).toHaveProperty('access_token');
    // An MD5 sent as the password would be hashed once more: signing in with the typed one fails.
    await register('guest2md5', md5('secret-3'));
    const refused = await (await api.signIn('000000', 'guest2md5', 'secret-3')).json();
    expect(refused).not.toHaveProperty('access_token');
    expect(refused).toHaveProperty('error_description');
  });

  it('refuses a duplicate account', async () => {
    await register('guest3', 'x');
    const again = await register('guest3', 'x');
    const body = await again.json();
    expect(body.success).toBe(false);
    expect(body.msg).toContain('guest3');
  });
});

describe('social sign-in of a third-party identity no account is bound to (a guest)', () => {
  let api: Api;
  beforeAll(async () => {
    api = await openApi();
  });
  afterAll(async () => {
    await api.sandbox.close();
  });

  const social = async (code: string, extra: Record<string, string> = {}) => {
    const q = new URLSearchParams({
      tenantId: '000000',
      source: 'github',
      code,
      state: 'st4te',
      grant_type: 'social',
      scope: 'all',
      ...extra,
    });
    const response = await api.fetch(`/api/blade-auth/oauth/token?${q}`, {
      method: 'POST',
      headers: { Authorization: basic(), 'Tenant-Id': '000000' },
    });
    return response.json();
  };
  const registerAs = (token: string, query: Record<string, string>) =>
    api.call(token, 'POST', `/api/blade-user/register-guest?${new URLSearchParams(query)}`);

  it('signs a new identity in as a guest: user id -1, role guest, its oauth id', async () => {
    const token = await social('octocat');
    expect(token).toMatchObject({
      user_id: '-1',
      role_name: 'guest',
      account: 'octocat',
      tenant_id: '000000',
    });
    expect(token.oauth_id).toMatch(/^\d+$/);
    // The same identity signing in again is the same guest.
    expect((await social('octocat')).oauth_id).toBe(token.oauth_id);
    const info = await api.call(token.access_token, 'GET', '/api/blade-auth/oauth/user-info');
    expect(info.json.data).toMatchObject({ userId: '-1', oauthId: token.oauth_id, roleName: 'guest' });
    // A guest has no menus (the console only offers it the registration).
    expect((await api.call(token.access_token, 'GET', '/api/blade-system/menu/routes')).json.data).toEqual(
      [],
    );
  });

  it('refuses a redirect without its state, as a sign-in failure', async () => {
    const reply = await social('octocat', { state: '' });
    expect(reply.access_token).toBeUndefined();
    expect(reply.error_description).toBeTruthy();
  });

  it('keeps a guest signed in through a refresh', async () => {
    const token = await social('refresher');
    const q = new URLSearchParams({
      tenantId: '000000',
      refresh_token: token.refresh_token,
      grant_type: 'refresh_token',
      scope: 'all',
    });
    const renewed = await (
      await api.fetch(`/api/blade-auth/oauth/token?${q}`, {
        method: 'POST',
        headers: { Authorization: basic() },
      })
    ).json();
    expect(renewed).toMatchObject({ user_id: '-1', oauth_id: token.oauth_id });
  });

  it('registers the guest bound to its identity: the next social sign-in is that account', async () => {
    const token = await social('hubot');
    const reply = await registerAs(token.access_token, {
      tenantId: '000000',
      name: '机器人',
      account: 'hubot',
      password: 'hubot-pass',
      oauthId: token.oauth_id,
    });
    expect(reply.json).toMatchObject({ code: 200, success: true });
    const admin = await api.token();
    const users = await api.call(admin.access_token, 'GET', '/api/blade-user/page?account_equal=hubot');
    const user = users.json.data.records[0];
    expect(user).toMatchObject({ account: 'hubot', realName: '机器人', oauthId: token.oauth_id });
    const again = await social('hubot');
    expect(again).toMatchObject({ user_id: user.id, account: 'hubot', oauth_id: token.oauth_id });
    expect(await (await api.signIn('000000', 'hubot', 'hubot-pass')).json()).toHaveProperty('access_token');
  });

  it('refuses an unknown identity or tenant with BladeX messages', async () => {
    const token = await social('stranger');
    const form = { name: '陌生人', account: 'stranger', password: 'x' };
    const badOauth = await registerAs(token.access_token, { ...form, tenantId: '000000', oauthId: '42' });
    expect(badOauth.json).toMatchObject({ success: false, msg: '第三方登陆信息错误!' });
    const badTenant = await registerAs(token.access_token, {
      ...form,
      tenantId: '999999',
      oauthId: token.oauth_id,
    });
    expect(badTenant.json).toMatchObject({ success: false, msg: '租户信息错误!' });
  });
});
