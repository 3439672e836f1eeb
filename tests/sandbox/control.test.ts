import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isLoopbackAddress } from '../../scripts/sandbox/control.ts';
import { createSandboxHandler, KEEP_ALIVE_MS } from '../../scripts/sandbox/server.ts';
import { ManualClock } from '../helpers/manual-clock.ts';
import { type Api, basic, openApi } from './helpers.ts';

let api: Api;
let token: string;
// Injected latency waits on this clock: the tests move it, nothing sleeps for real.
const clock = new ManualClock();
/** Whether a call is answered before anything waits on the clock (a wait would hold it until advanced). */
const answeredOrWaiting = (call: Promise<unknown>) =>
  Promise.race([call.then(() => 'answered'), clock.untilWaiting(1).then(() => 'waiting')]);
const list = (access: string) => api.call(access, 'GET', '/blade-system/param/list');
beforeAll(async () => {
  api = await openApi({ clock });
  token = (await api.token()).access_token;
});
afterAll(async () => {
  await api.sandbox.close();
});
beforeEach(async () => {
  await api.control('DELETE', '/__sandbox/faults');
  await api.control('DELETE', '/__sandbox/journal');
});

describe('journal', () => {
  it('records every call without the token and clears on DELETE', async () => {
    await api.call(token, 'GET', '/api/blade-system/param/list?paramKey=a');
    await api.call(token, 'POST', '/blade-system/param/submit', {
      paramName: 'j',
      paramKey: 'journal.key',
      paramValue: 'v',
    });
    const journal = await api.control('GET', '/__sandbox/journal');
    expect(journal).toHaveLength(2);
    expect(journal[0]).toMatchObject({
      method: 'GET',
      path: '/blade-system/param/list',
      query: { paramKey: 'a' },
      bladeAuth: true,
      basicAuth: true,
      status: 200,
    });
    expect(journal[1]).toMatchObject({
      method: 'POST',
      path: '/blade-system/param/submit',
      body: { paramKey: 'journal.key' },
    });
    expect(JSON.stringify(journal)).not.toContain(token);
    await api.control('DELETE', '/__sandbox/journal');
    expect(await api.control('GET', '/__sandbox/journal')).toEqual([]);
  });

  it('keeps the names of secret query parameters but not their values', async () => {
    await api.fetch(`/blade-system/param/list?blade-auth=${token}`, { headers: { Authorization: basic() } });
    const [entry] = await api.control('GET', '/__sandbox/journal');
    expect(entry.query).toEqual({ 'blade-auth': '[redacted]' });
    expect(entry.status).toBe(401);
  });
});

describe('faults', () => {
  it('fails the next N calls of a path, then recovers', async () => {
    await api.control('POST', '/__sandbox/faults', {
      fail: { path: '/api/blade-system/param/list', status: 500, count: 2 },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await api.call(token, 'GET', '/blade-system/param/list')).status);
    expect(statuses).toEqual([500, 500, 200]);
    const first = await api.call(token, 'GET', '/blade-system/dict/list');
    expect(first.status).toBe(200);
  });

  it('answers a failed call with the 服务器异常 envelope', async () => {
    await api.control('POST', '/__sandbox/faults', {
      fail: { path: '/blade-system/param/submit', status: 500, count: 1 },
    });
    const res = await api.call(token, 'POST', '/blade-system/param/submit', { paramKey: 'never' });
    expect(res.json).toEqual({ code: 500, success: false, data: null, msg: '服务器异常' });
    expect(
      (await api.call(token, 'GET', '/blade-system/param/list?paramKey_equal=never')).json.data.total,
    ).toBe(0);
  });

  it('adds latency', async () => {
    await api.control('POST', '/__sandbox/faults', { latencyMs: 150 });
    const call = list(token).then((res) => ({ status: res.status, at: clock.now() }));
    const asked = clock.now();
    await clock.untilWaiting(1);
    expect(clock.waiting).toEqual([150]);
    clock.advance(149);
    expect(clock.waiting).toEqual([1]);
    clock.advance(1);
    expect(await call).toEqual({ status: 200, at: asked + 150 });
  });

  it('expires every current access token while refresh tokens keep working', async () => {
    const pair = await api.token();
    await api.control('POST', '/__sandbox/faults', { expireTokens: true });
    const expired = await api.call(pair.access_token, 'GET', '/blade-system/param/list');
    expect(expired.status).toBe(401);
    expect(expired.json).toEqual({ code: 401, msg: '请求未授权', data: null });
    const q = new URLSearchParams({
      grant_type: 'refresh_token',
      scope: 'all',
      refresh_token: pair.refresh_token,
    });
    const refreshed = await (
      await api.fetch(`/blade-auth/oauth/token?${q}`, { method: 'POST', headers: { Authorization: basic() } })
    ).json();
    expect((await api.call(refreshed.access_token, 'GET', '/blade-system/param/list')).status).toBe(200);
    token = refreshed.access_token;
  });

  it('token state: the refresh grant revokes the earlier access tokens, only while switched on', async () => {
    const refresh = async (refreshToken: string) => {
      const q = new URLSearchParams({
        grant_type: 'refresh_token',
        scope: 'all',
        refresh_token: refreshToken,
      });
      const res = await api.fetch(`/blade-auth/oauth/token?${q}`, {
        method: 'POST',
        headers: { Authorization: basic() },
      });
      return (await res.json()) as { access_token: string; refresh_token: string };
    };
    const off = await api.token();
    await refresh(off.refresh_token);
    expect((await list(off.access_token)).status).toBe(200);

    const switched = await api.control('POST', '/__sandbox/faults', { tokenState: true });
    expect(switched.tokenState).toBe(true);
    const first = await api.token();
    const second = await refresh(first.refresh_token);
    expect((await list(first.access_token)).status).toBe(401);
    expect((await list(second.access_token)).status).toBe(200);
    const third = await refresh(second.refresh_token);
    expect((await list(second.access_token)).status).toBe(401);
    expect((await list(third.access_token)).status).toBe(200);

    await api.control('DELETE', '/__sandbox/faults');
    expect((await api.control('GET', '/__sandbox/faults')).tokenState).toBe(false);
    token = third.access_token;
  });

  it('staggers the next N calls, sign-in and refresh excepted', async () => {
    await api.control('POST', '/__sandbox/faults', { stagger: { ms: 150, count: 3 } });
    const asked = clock.now();
    const answeredAt: number[] = [];
    let onAnswer = () => {};
    const answered = (count: number) =>
      new Promise<void>((resolve) => {
        onAnswer = () => answeredAt.length >= count && resolve();
        onAnswer();
      });
    const calls = [0, 1, 2].map(async () => {
      const res = await list(token);
      answeredAt.push(clock.now());
      onAnswer();
      return res.status;
    });
    // The first call waits for nothing, the next ones 150 and 300 ms.
    await clock.untilWaiting(2);
    expect(clock.waiting.toSorted((a, b) => a - b)).toEqual([150, 300]);
    await answered(1);
    clock.advance(150);
    await answered(2);
    clock.advance(150);
    expect(await Promise.all(calls)).toEqual([200, 200, 200]);
    expect(answeredAt.map((at) => at - asked)).toEqual([0, 150, 300]);
    // The stagger is used up: a sign-in and a call are answered without waiting on the clock.
    expect(await answeredOrWaiting(api.token())).toBe('answered');
    expect(await answeredOrWaiting(list(token))).toBe('answered');
    expect((await api.control('GET', '/__sandbox/faults')).stagger).toBeUndefined();
  });

  it('gives sign-in no turn of the stagger', async () => {
    await api.control('POST', '/__sandbox/faults', { stagger: { ms: 150, count: 3 } });
    await api.token();
    await api.token();
    // The first turn (no wait) is still there, then the second (150 ms).
    expect(await answeredOrWaiting(list(token))).toBe('answered');
    const second = list(token);
    await clock.untilWaiting(1);
    expect(clock.waiting).toEqual([150]);
    clock.advance(150);
    expect((await second).status).toBe(200);
  });

  it('expires refresh tokens on demand, so that the refresh grant fails', async () => {
    const pair = await api.token();
    await api.control('POST', '/__sandbox/faults', { expireTokens: true, expireRefreshTokens: true });
    const q = new URLSearchParams({
      grant_type: 'refresh_token',
      scope: 'all',
      refresh_token: pair.refresh_token,
    });
    const res = await api.fetch(`/blade-auth/oauth/token?${q}`, {
      method: 'POST',
      headers: { Authorization: basic() },
    });
    expect(await res.json()).toEqual({
      success: false,
      error_code: 2010,
      error_description: '令牌刷新错误或无效',
    });
    token = (await api.token()).access_token; // a new sign-in works
    expect((await api.call(token, 'GET', '/blade-system/param/list')).status).toBe(200);
  });

  it('serves downloads under an odd name, percent-encoded in a plain filename=', async () => {
    const normal = await api.fetch('/blade-system/param/export', {
      headers: { Authorization: basic(), 'Blade-Auth': `bearer ${token}` },
    });
    expect(normal.headers.get('content-type')).toContain('application/vnd.ms-excel');
    expect(decodeURIComponent(normal.headers.get('content-disposition')!.split('filename=')[1]!)).toMatch(
      /^系统参数数据\+\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    await api.control('POST', '/__sandbox/faults', { downloadName: '../../etc/passwd 报表.xlsx' });
    const odd = await api.fetch('/blade-system/param/export', {
      headers: { Authorization: basic(), 'Blade-Auth': `bearer ${token}` },
    });
    expect(odd.headers.get('content-disposition')).toBe(
      `attachment;filename=${encodeURIComponent('../../etc/passwd 报表.xlsx').replace('%20', '+')}`,
    );
  });
});

describe('connections', () => {
  it('keeps an idle connection 65 s, as a gateway behind nginx does (a 5 s one races the client’s reuse)', async () => {
    const reply = await api.fetch('/blade-system/param/list', { headers: { Authorization: basic() } });
    await reply.arrayBuffer();
    expect(reply.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    expect(KEEP_ALIVE_MS).toBeGreaterThanOrEqual(60_000);
  });
});

describe('control API access', () => {
  it('accepts only loopback addresses', () => {
    for (const a of ['127.0.0.1', '127.9.8.7', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of ['10.0.0.1', '192.168.1.2', '::ffff:10.0.0.1', 'fe80::1', '', undefined])
      expect(isLoopbackAddress(a), String(a)).toBe(false);
  });

  it('refuses a control call from another machine (mounted handler)', async () => {
    const handler = createSandboxHandler();
    try {
      const reply = async (remoteAddress: string) => {
        const req = Object.assign(Readable.from([]), {
          url: '/__sandbox/journal',
          method: 'GET',
          headers: {},
          socket: { remoteAddress },
        });
        let status = 0;
        const res = {
          headersSent: false,
          writeHead: (s: number) => {
            status = s;
          },
          end: () => {},
        };
        await handler.handle(req as never, res as never);
        return status;
      };
      expect(await reply('10.1.2.3')).toBe(403);
      expect(await reply('127.0.0.1')).toBe(200);
    } finally {
      await handler.close();
    }
  });
});

describe('persistence and mounting', () => {
  it('keeps data and sessions across a restart on the same file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nbxt-sandbox-test-'));
    const dbFile = join(dir, 'sandbox.db');
    try {
      const first = await openApi({ dbFile });
      const pair = await first.token();
      await first.call(pair.access_token, 'POST', '/blade-system/param/submit', {
        paramName: 'p',
        paramKey: 'persist.me',
        paramValue: '42',
      });
      await first.sandbox.close();
      const second = await openApi({ dbFile });
      try {
        const page = await second.call(
          pair.access_token,
          'GET',
          '/blade-system/param/list?paramKey_equal=persist.me',
        );
        expect(page.json.data.records[0].paramValue).toBe('42');
        expect(page.json.data.total).toBe(1);
        // not seeded twice
        expect(
          (await second.call(pair.access_token, 'GET', '/blade-system/tenant/list')).json.data.total,
        ).toBe(2);
      } finally {
        await second.sandbox.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives a handler that can be mounted without listening', async () => {
    const handler = createSandboxHandler();
    try {
      expect(typeof handler.handle).toBe('function');
      expect(handler.dbFile).toMatch(/sandbox\.db$/);
    } finally {
      await handler.close();
    }
  });
});
