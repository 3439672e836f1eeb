import { describe, expect, it } from 'vitest';
import { createBladeClient } from '../../../core/src/client.ts';
import { memoryStore, storageKeys } from '../../../core/src/session/storage.ts';
import { claimCallbackCode, wecomCallback } from '../../../core/src/session/wecom-callback.ts';
import { fakeFetch, json } from '../fake-gateway.ts';

const token = {
  access_token: 'a1',
  refresh_token: 'r1',
  tenant_id: '000000',
  user_id: '7',
  account: 'admin',
};

function setup() {
  const gw = fakeFetch((req) => {
    if (req.url.pathname.endsWith('/oauth/captcha'))
      return json({ key: 'k1', image: 'data:image/svg+xml;base64,AA' });
    if (req.url.pathname.endsWith('/send-validate'))
      return json({ code: 200, success: true, data: { id: 'c9' } });
    if (req.url.searchParams.get('code') === 'bad')
      return json({ error_code: 2004, error_description: '验证码不正确' });
    return json(token);
  });
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
  return { gw, client };
}

describe('corporate-chat callbacks', () => {
  it('tells the install callback (auth_) from the sign-in one (authLogin_) and ignores other states', () => {
    expect(wecomCallback(new URLSearchParams('auth_code=x1&state=auth_000000'))).toEqual({
      kind: 'permanent',
      authCode: 'x1',
      state: 'auth_000000',
    });
    expect(wecomCallback(new URLSearchParams('code=x2&state=authLogin_000000'))).toEqual({
      kind: 'login',
      authCode: 'x2',
      state: 'authLogin_000000',
    });
    expect(wecomCallback(new URLSearchParams('code=x3&state=github'))).toBeUndefined();
    expect(wecomCallback(new URLSearchParams('state=authLogin_1'))).toBeUndefined();
  });

  it('claims a code once: a replayed callback (same store, even a reload) does not submit it again', () => {
    const store = memoryStore();
    expect(claimCallbackCode(store, 'c1')).toBe(true);
    expect(claimCallbackCode(store, 'c1')).toBe(false);
    expect(claimCallbackCode(store, 'c2')).toBe(true);
    // What survives a reload is the store: a fresh read still refuses both.
    const reloaded = memoryStore(store.dump());
    expect(claimCallbackCode(reloaded, 'c1')).toBe(false);
    expect(claimCallbackCode(reloaded, 'c2')).toBe(false);
  });

  it('a damaged store forgets nothing it cannot read and still claims', () => {
    const store = memoryStore({ 'wecom-used-codes': '{not json' });
    expect(claimCallbackCode(store, 'c1')).toBe(true);
    expect(claimCallbackCode(store, 'c1')).toBe(false);
  });
});

describe('Session sign-in modes', () => {
  it('fetches a captcha without a token', async () => {
    const { gw, client } = setup();
    expect(await client.session.captcha()).toEqual({ key: 'k1', image: 'data:image/svg+xml;base64,AA' });
    expect(gw.requests[0]!.method).toBe('GET');
    expect(gw.requests[0]!.headers['blade-auth']).toBeUndefined();
  });

  it('sends a phone code, then signs in with the user_phone grant and the code id', async () => {
    const { gw, client } = setup();
    const id = await client.session.sendPhoneCode('000000', '13800000000');
    expect(id).toBe('c9');
    expect(gw.requests[0]!.method).toBe('POST');
    expect(gw.requests[0]!.url.pathname).toBe('/api/blade-resource/sms/endpoint/send-validate');
    expect(gw.requests[0]!.url.searchParams.get('phone')).toBe('13800000000');
    const user = await client.session.phoneLogin({
      tenantId: '000000',
      phone: '13800000000',
      codeId: id,
      code: '1234',
    });
    expect(user.account).toBe('admin');
    expect(Object.fromEntries(gw.requests[1]!.url.searchParams)).toEqual({
      tenantId: '000000',
      phone: '13800000000',
      codeId: 'c9',
      code: '1234',
      grant_type: 'user_phone',
      scope: 'all',
    });
    expect(client.session.isSignedIn()).toBe(true);
  });

  it('a refused phone code stores nothing and rejects with the server text', async () => {
    const { client } = setup();
    await expect(
      client.session.phoneLogin({ tenantId: '000000', phone: '1', codeId: 'c', code: 'bad' }),
    ).rejects.toThrow('验证码不正确');
    expect(client.session.isSignedIn()).toBe(false);
  });

  it('signs in with a corporate-chat login auth code at cpLoginAuthCode', async () => {
    const { gw, client } = setup();
    await client.session.wecomLogin('000000', 'w1', 'authLogin_000000');
    const req = gw.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.url.pathname).toBe('/api/wx/cp/cpLoginAuthCode');
    expect(req.url.searchParams.get('authCode')).toBe('w1');
    expect(req.url.searchParams.get('state')).toBe('authLogin_000000');
    expect(client.session.isSignedIn()).toBe(true);
  });
});
