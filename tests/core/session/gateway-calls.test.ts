import { describe, expect, it } from 'vitest';
import { createBladeClient } from '../../../core/src/client.ts';
import {
  clearServerCache,
  oauthUserInfo,
  uploadErrorLogs,
  wecomPermanentCode,
  wecomPreAuthUrl,
} from '../../../core/src/session/gateway-calls.ts';
import { md5Hex, passwordChangeArgs } from '../../../core/src/session/md5.ts';
import { memoryStore } from '../../../core/src/session/storage.ts';
import { fakeFetch, json } from '../fake-gateway.ts';

/** A client over a gateway answering every call with `data`. */
function gateway(data: unknown) {
  const { fetch, requests } = fakeFetch(() => json({ code: 200, success: true, msg: 'ok', data }));
  const client = createBladeClient({
    fetch: (input, init) => fetch(String(input), init as RequestInit),
    baseUrl: '/api',
    clientId: 'saber',
    clientSecret: 'saber_secret',
    store: memoryStore(),
    sleep: async () => {},
  });
  const sent = () =>
    requests.map((r) => ({ method: r.method, path: r.url.pathname, query: r.url.search, body: r.body }));
  return { client, sent };
}

describe("the gateway's calls outside the registry, declared once in core", () => {
  it('uploads the error logs as a JSON list to POST blade-auth/oauth/logout (platform.md §7.2)', async () => {
    const { client, sent } = gateway(null);
    await uploadErrorLogs(client, [{ message: 'boom', url: '/home' }]);
    expect(sent()).toEqual([
      {
        method: 'POST',
        path: '/api/blade-auth/oauth/logout',
        query: '',
        body: '[{"message":"boom","url":"/home"}]',
      },
    ]);
  });

  it('clears the caches with GET blade-auth/oauth/clear-cache and reads the token user with user-info', async () => {
    const { client, sent } = gateway({ account: 'admin' });
    await clearServerCache(client);
    expect(await oauthUserInfo(client)).toEqual({ account: 'admin' });
    expect(sent().map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/blade-auth/oauth/clear-cache',
      'GET /api/blade-auth/oauth/user-info',
    ]);
  });

  it('asks the corporate-chat pre-authorisation address by suite, and takes only a web address', async () => {
    const ok = gateway('https://open.work.weixin.qq.com/3rdapp/install?suite_id=s1');
    expect(await wecomPreAuthUrl(ok.client, 's1')).toBe(
      'https://open.work.weixin.qq.com/3rdapp/install?suite_id=s1',
    );
    expect(ok.sent()).toMatchObject([
      { method: 'GET', path: '/api/wx/cp/getPreAuthUrl', query: '?suiteId=s1' },
    ]);
    expect(await wecomPreAuthUrl(gateway('javascript:alert(1)').client, 's1')).toBeUndefined();
    expect(await wecomPreAuthUrl(gateway(null).client, 's1')).toBeUndefined();
  });

  it('exchanges an install callback for the permanent code with its auth code and state', async () => {
    const { client, sent } = gateway(null);
    await wecomPermanentCode(client, 'code-1', 'auth_x');
    expect(sent()).toMatchObject([
      { method: 'GET', path: '/api/wx/cp/getPermanentCode', query: '?authCode=code-1&state=auth_x' },
    ]);
  });
});

describe('a password change as Saber sends it', () => {
  it('sends the md5 hex of each password typed (MD5 of "admin" is 21232f29…)', () => {
    expect(md5Hex('admin')).toBe('21232f297a57a5a743894a0e4a801fc3');
    const args = passwordChangeArgs({ oldPassword: 'admin', newPassword: 'n3w', newPassword1: 'n3w' });
    expect(args).toEqual({
      oldPassword: md5Hex('admin'),
      newPassword: md5Hex('n3w'),
      newPassword1: md5Hex('n3w'),
    });
    expect(Object.values(args).every((value) => /^[0-9a-f]{32}$/.test(value))).toBe(true);
  });
});
