import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createBladeClient } from '../../../core/src/client.ts';
import { ApiError, SessionExpiredError } from '../../../core/src/http/errors.ts';
import { md5Hex } from '../../../core/src/session/md5.ts';
import { memoryStore, storageKeys } from '../../../core/src/session/storage.ts';
import { fakeFetch, json, type Recorded } from '../fake-gateway.ts';

const tokenReply = (n: number) => ({
  access_token: `access-${n}`,
  refresh_token: `refresh-${n}`,
  token_type: 'bearer',
  expires_in: 3600,
  tenant_id: '000000',
  user_id: '1123598821738675201',
  account: 'admin',
  user_name: 'admin',
  role_name: 'administrator',
});

/** A gateway whose tokens are valid only from the latest issue; counts refresh grants. */
function gateway() {
  let issued = 0;
  let valid = '';
  /** staggerMs: the n-th refused call is answered n × staggerMs late (replies trickle in). */
  const state = { refreshes: 0, failRefresh: false, staggerMs: 0, refused: 0 };
  const gw = fakeFetch(async (req: Recorded) => {
    if (req.url.pathname.endsWith('/oauth/token')) {
      const grant = req.url.searchParams.get('grant_type');
      if (grant === 'refresh_token') {
        state.refreshes++;
        await new Promise((r) => setTimeout(r, 5));
        if (state.failRefresh) return json({ error_code: 2010, error_description: '令牌刷新错误或无效' });
      } else if (req.url.searchParams.get('password') !== md5Hex('admin')) {
        return json({ success: false, error_code: 2004, error_description: '用户名或密码不正确' });
      }
      issued++;
      valid = `access-${issued}`;
      return json(tokenReply(issued));
    }
    if (req.headers['blade-auth'] !== `bearer ${valid}`) {
      const delay = state.staggerMs * state.refused++;
      if (delay > 0) await new Promise((r) => setTimeout(r, delay));
      return json({ code: 401, msg: '请求未授权', data: null }, 401);
    }
    return json({ code: 200, success: true, data: req.url.pathname });
  });
  const expireAll = () => {
    valid = 'none';
  };
  return { ...gw, state, expireAll };
}

function setup(clock = () => 1_000_000) {
  const gw = gateway();
  const store = memoryStore();
  const client = createBladeClient({
    fetch: gw.fetch,
    baseUrl: 'http://gw.test/api',
    clientId: 'saber',
    clientSecret: 'saber_secret',
    store,
    keys: storageKeys('saber', 'saber'),
    clock,
    sleep: async () => {},
  });
  return { gw, store, client };
}

describe('Session', () => {
  it('signs in with the MD5 of the password in the query, tenant header, scope all, type account', async () => {
    const { gw, client } = setup();
    await client.session.login({
      tenantId: '000000',
      account: 'admin',
      password: 'admin',
      deptId: 'd1',
      roleId: 'r1',
    });
    const req = gw.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.body).toBeUndefined();
    expect(Object.fromEntries(req.url.searchParams)).toEqual({
      tenantId: '000000',
      username: 'admin',
      password: '21232f297a57a5a743894a0e4a801fc3',
      grant_type: 'password',
      scope: 'all',
      type: 'account',
    });
    expect(req.headers['tenant-id']).toBe('000000');
    expect(req.headers['dept-id']).toBe('d1');
    expect(req.headers['role-id']).toBe('r1');
    expect(req.headers['blade-auth']).toBeUndefined();
  });

  it('uses the captcha grant and headers in captcha mode', async () => {
    const { gw, client } = setup();
    await client.session
      .login({ tenantId: '000000', account: 'admin', password: 'admin', captcha: { key: 'k', code: 'c' } })
      .catch(() => {});
    const req = gw.requests[0]!;
    expect(req.url.searchParams.get('grant_type')).toBe('captcha');
    expect(req.headers['captcha-key']).toBe('k');
    expect(req.headers['captcha-code']).toBe('c');
  });

  it('stores tokens under <key>-access-token / <key>-refresh-token, plus token time, tenant and user', async () => {
    const { store, client } = setup(() => 42);
    await client.session.login({ tenantId: '000000', account: 'admin', password: 'admin' });
    expect(store.dump()).toMatchObject({
      'saber-access-token': 'access-1',
      'saber-refresh-token': 'refresh-1',
      'saber-token-time': '42',
      'saber-tenant-id': '000000',
    });
    expect(JSON.parse(store.dump()['saber-user-info']!)).toMatchObject({
      account: 'admin',
      roleName: 'administrator',
    });
  });

  it('shows the error_description of a failed sign-in and stores nothing', async () => {
    const { store, client } = setup();
    const failure = client.session.login({ tenantId: '000000', account: 'admin', password: 'wrong' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: '用户名或密码不正确', code: 2004 });
    expect(store.dump()).toEqual({});
    expect(client.session.isSignedIn()).toBe(false);
  });

  it('20 concurrent 401s cause exactly one refresh, and every call is replayed once', async () => {
    const { gw, client } = setup();
    await client.session.login({ tenantId: '000000', account: 'admin', password: 'admin' });
    gw.expireAll();
    const before = gw.requests.length;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.call('GET', `/blade-system/param/list/${i}`)),
    );
    expect(results).toHaveLength(20);
    expect(gw.state.refreshes).toBe(1);
    // 20 rejected + 1 refresh + 20 replays.
    expect(gw.requests.length - before).toBe(41);
    expect(client.session.accessToken()).toBe('access-2');
  });

  it('20 401s answered ~3 ms apart, some after the refresh finished, still cause exactly one refresh', async () => {
    const { gw, client } = setup();
    await client.session.login({ tenantId: '000000', account: 'admin', password: 'admin' });
    gw.expireAll();
    gw.state.staggerMs = 3;
    const before = gw.requests.length;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.call('GET', `/blade-system/param/list/${i}`)),
    );
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => `/api/blade-system/param/list/${i}`));
    expect(gw.state.refreshes).toBe(1);
    // The refresh (5 ms) is over long before the last 401 (57 ms) arrives.
    expect(gw.state.refused).toBe(20);
    expect(gw.requests.length - before).toBe(41);
    expect(client.session.accessToken()).toBe('access-2');
  });

  it('a refused refresh clears the session and reports it as expired', async () => {
    const { gw, store, client } = setup();
    await client.session.login({ tenantId: '000000', account: 'admin', password: 'admin' });
    gw.expireAll();
    gw.state.failRefresh = true;
    await expect(client.call('GET', '/x')).rejects.toThrowError(SessionExpiredError);
    expect(store.dump()).toEqual({});
  });

  it('tokenTime policy: refresh when the age reaches 3000 s, not before', async () => {
    let now = 0;
    const { gw, client } = setup(() => now);
    await client.session.login({ tenantId: '000000', account: 'admin', password: 'admin' });
    now = 2_999_999;
    expect(client.session.needsRefresh()).toBe(false);
    expect(await client.session.refreshIfDue()).toBe(false);
    now = 3_000_000;
    expect(client.session.needsRefresh()).toBe(true);
    expect(await client.session.refreshIfDue()).toBe(true);
    expect(gw.state.refreshes).toBe(1);
    // The new token's age starts again.
    expect(client.session.needsRefresh()).toBe(false);
  });

  it('the checker runs at start and every 60 s', async () => {
    vi.useFakeTimers();
    try {
      let now = 0;
      const { gw, client } = setup(() => now);
      await client.session.login({ tenantId: '000000', account: 'admin', password: 'admin' });
      const stop = client.session.startChecker(() => {});
      now = 3_000_000;
      await vi.advanceTimersByTimeAsync(59_000);
      expect(gw.state.refreshes).toBe(0);
      await vi.advanceTimersByTimeAsync(1_000);
      await vi.advanceTimersByTimeAsync(10);
      expect(gw.state.refreshes).toBe(1);
      stop();
      now = 10_000_000;
      await vi.advanceTimersByTimeAsync(120_000);
      expect(gw.state.refreshes).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('logout forgets everything stored', async () => {
    const { store, client } = setup();
    await client.session.login({ tenantId: '000000', account: 'admin', password: 'admin' });
    await client.session.logout();
    expect(store.dump()).toEqual({});
  });
});

describe('md5Hex', () => {
  it('matches known digests, lower-case hex', () => {
    expect(md5Hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Hex('admin')).toBe('21232f297a57a5a743894a0e4a801fc3');
    for (const text of ['密码', 'pässwörd', 'a'.repeat(1000)]) {
      expect(md5Hex(text)).toBe(createHash('md5').update(text, 'utf8').digest('hex'));
    }
  });
});
