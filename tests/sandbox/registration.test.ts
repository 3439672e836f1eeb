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

  const register = (account: string, password: string) =>
    api.fetch(
      `/api/blade-user/register-guest?${new URLSearchParams({ tenantId: '000000', name: '访客', account, password: md5(password) })}`,
      { method: 'POST', headers: { Authorization: basic() } },
    );

  it('accepts a registration without a token and stores the account', async () => {
    const response = await register('guest1', 'guest-pass');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: 200, success: true });
    const token = await api.token();
    const users = await api.call(token.access_token, 'GET', '/blade-user/page?account_equal=guest1');
    expect(users.json.data.records).toHaveLength(1);
  });

  it('stores the password as sent (MD5 of what was typed), so that sign-in with it works', async () => {
    await register('guest2', 'secret-2');
    const response = await api.signIn('000000', 'guest2', 'secret-2');
    expect(await response.json()).toHaveProperty('access_token');
  });

  it('refuses a duplicate account', async () => {
    await register('guest3', 'x');
    const again = await register('guest3', 'x');
    const body = await again.json();
    expect(body.success).toBe(false);
    expect(body.msg).toContain('guest3');
  });
});
