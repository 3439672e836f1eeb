import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBladeClient } from '../../../core/src/client.ts';
import { ApiError } from '../../../core/src/http/errors.ts';
import { isGuest, registerGuestParams, socialCallback } from '../../../core/src/session/guest.ts';
import { memoryStore, storageKeys } from '../../../core/src/session/storage.ts';
import { fakeFetch, json } from '../fake-gateway.ts';

function setup(reply: unknown) {
  const gw = fakeFetch(() => json(reply));
  const store = memoryStore();
  const client = createBladeClient({
    fetch: gw.fetch,
    baseUrl: 'http://gw.test/api',
    clientId: 'saber',
    clientSecret: 'saber_secret',
    store,
    keys: storageKeys('saber', 'saber'),
    sleep: async () => {},
  });
  return { gw, store, client };
}

const guestToken = {
  access_token: 'guest-access',
  refresh_token: 'guest-refresh',
  tenant_id: '000000',
  user_id: '-1',
  oauth_id: '1928374655647382910',
  account: 'octocat',
  user_name: 'octocat',
  role_name: 'guest',
};

describe('guests', () => {
  it('are users without an id or with a negative one', () => {
    expect(isGuest({ userId: '' })).toBe(true);
    expect(isGuest({ userId: '-1' })).toBe(true);
    expect(isGuest({ userId: '1123598821738675201' })).toBe(false);
    expect(isGuest({ userId: '0' })).toBe(false);
    fc.assert(fc.property(fc.bigInt({ min: 1n, max: 2n ** 63n }), (n) => !isGuest({ userId: String(n) })));
    fc.assert(fc.property(fc.bigInt({ min: 1n, max: 2n ** 63n }), (n) => isGuest({ userId: `-${n}` })));
  });

  it('sign in with the social grant: source, code and state in the query, the tenant in the header', async () => {
    const { gw, client } = setup(guestToken);
    const user = await client.session.socialLogin({
      tenantId: '000000',
      source: 'github',
      code: 'c0de',
      state: 'st4te',
    });
    const req = gw.requests[0]!;
    expect(req.url.pathname).toBe('/api/blade-auth/oauth/token');
    expect(Object.fromEntries(req.url.searchParams)).toEqual({
      tenantId: '000000',
      source: 'github',
      code: 'c0de',
      state: 'st4te',
      grant_type: 'social',
      scope: 'all',
    });
    expect(req.headers['tenant-id']).toBe('000000');
    expect(req.headers.authorization).toBe(`Basic ${btoa('saber:saber_secret')}`);
    // The user keeps the third-party identity it may register with.
    expect(user).toMatchObject({ userId: '-1', oauthId: '1928374655647382910', account: 'octocat' });
    expect(isGuest(user)).toBe(true);
    expect(client.session.state()?.user.oauthId).toBe('1928374655647382910');
  });

  it('stores nothing when the social sign-in fails', async () => {
    const { store, client } = setup({ error_code: 2004, error_description: '第三方登录失败' });
    await expect(
      client.session.socialLogin({ tenantId: '000000', source: 'github', code: 'x', state: 'y' }),
    ).rejects.toThrow(ApiError);
    expect(store.dump()).toEqual({});
  });

  it("read a third party's redirect only when it carries source, code and state", () => {
    const q = (text: string) => new URLSearchParams(text);
    expect(socialCallback(q('source=github&code=abc&state=xyz'), '000000')).toEqual({
      tenantId: '000000',
      source: 'github',
      code: 'abc',
      state: 'xyz',
    });
    expect(socialCallback(q('source=gitee&code=a&state=s&tenantId=100001'), '000000')?.tenantId).toBe(
      '100001',
    );
    for (const partial of [
      'code=abc&state=xyz',
      'source=github&state=xyz',
      'source=github&code=abc',
      'code=&source=a&state=b',
      '',
    ])
      expect(socialCallback(q(partial), '000000')).toBeUndefined();
  });

  it('register with the password as typed (the server hashes it) and the third-party identity', () => {
    const form = { tenantId: ' 000000 ', name: ' 八爪猫 ', account: ' octocat ', password: ' secret-1' };
    expect(registerGuestParams(form, '1928374655647382910')).toEqual({
      tenantId: '000000',
      name: '八爪猫',
      account: 'octocat',
      password: ' secret-1',
      oauthId: '1928374655647382910',
    });
    expect(registerGuestParams(form)).not.toHaveProperty('oauthId');
  });

  it('sends the registration in a form body, so the password is in no URL', async () => {
    const { gw, client } = setup({ code: 200, success: true, data: null, msg: '操作成功' });
    const params = registerGuestParams({
      tenantId: '000000',
      name: '访客',
      account: 'v',
      password: 'p&ss=1',
    });
    await client.resource('user').call('registerGuest', params);
    const [sent] = gw.requests;
    expect(gw.requests).toHaveLength(1);
    expect(sent!.method).toBe('POST');
    expect(sent!.url.href).toBe('http://gw.test/api/blade-user/register-guest');
    expect(sent!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(sent!.body))).toEqual({
      tenantId: '000000',
      name: '访客',
      account: 'v',
      password: 'p&ss=1',
    });
  });
});
