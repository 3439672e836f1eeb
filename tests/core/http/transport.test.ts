import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  isRefused,
  NetworkError,
  RefusedError,
  SessionExpiredError,
  TimeoutError,
} from '../../../core/src/http/errors.ts';
import { type AuthHooks, DEFAULT_TIMEOUT_MS, Transport } from '../../../core/src/http/transport.ts';
import { fakeFetch, json } from '../fake-gateway.ts';

const noSleep = async () => {};

function transport(
  fetch: ReturnType<typeof fakeFetch>['fetch'],
  extra: Partial<ConstructorParameters<typeof Transport>[0]> = {},
) {
  return new Transport({
    fetch,
    baseUrl: 'http://gateway.test/api/',
    clientId: 'saber',
    clientSecret: 'saber_secret',
    sleep: noSleep,
    random: () => 0.5,
    ...extra,
  });
}

describe('Transport', () => {
  it('sends the Basic client header and the bearer token in Blade-Auth, never in the URL', async () => {
    const gw = fakeFetch(() => json({ code: 200, data: [] }));
    const t = transport(gw.fetch);
    t.auth = { accessToken: () => 'tok', refresh: async () => {} };
    await t.request({
      method: 'GET',
      path: '/blade-system/param/list',
      query: { current: 1, paramKey: 'a b' },
    });
    const req = gw.requests[0]!;
    expect(req.url.pathname).toBe('/api/blade-system/param/list');
    expect(req.url.searchParams.get('paramKey')).toBe('a b');
    expect(req.headers.authorization).toBe(`Basic ${btoa('saber:saber_secret')}`);
    expect(req.headers['blade-auth']).toBe('bearer tok');
    expect(req.url.href).not.toContain('tok');
  });

  it('joins array query values with commas (remove?ids=a,b)', async () => {
    const gw = fakeFetch(() => json({ code: 200, data: null }));
    await transport(gw.fetch).request({ method: 'POST', path: '/x/remove', query: { ids: ['1', '2'] } });
    expect(gw.requests[0]!.url.search).toBe('?ids=1%2C2');
  });

  it('retries a safe call on 5xx with bounded backoff, then succeeds', async () => {
    const delays: number[] = [];
    const gw = fakeFetch((_r, i) =>
      i < 2 ? json({ code: 500, msg: '服务器异常' }, 500) : json({ code: 200, data: 'ok' }),
    );
    const t = transport(gw.fetch, { sleep: async (ms) => void delays.push(ms) });
    await expect(t.request({ method: 'GET', path: '/x' })).resolves.toBe('ok');
    expect(gw.requests).toHaveLength(3);
    expect(delays).toEqual([125, 250]);
  });

  it('gives up after the retry budget', async () => {
    const gw = fakeFetch(() => json({ code: 500, msg: '服务器异常' }, 500));
    await expect(transport(gw.fetch).request({ method: 'GET', path: '/x' })).rejects.toThrowError(
      '服务器异常',
    );
    expect(gw.requests).toHaveLength(3);
  });

  it('retries safe calls on 429 and network errors', async () => {
    let calls = 0;
    const gw = fakeFetch(() => {
      calls++;
      if (calls === 1) throw new TypeError('fetch failed');
      if (calls === 2) return json({ msg: 'slow down' }, 429);
      return json({ code: 200, data: 1 });
    });
    await expect(transport(gw.fetch).request({ method: 'GET', path: '/x' })).resolves.toBe(1);
  });

  it('never retries an unsafe call (submit) on 500 or network errors', async () => {
    const gw = fakeFetch(() => json({ code: 500, msg: '服务器异常' }, 500));
    await expect(
      transport(gw.fetch).request({ method: 'POST', path: '/submit', json: {} }),
    ).rejects.toThrowError(ApiError);
    expect(gw.requests).toHaveLength(1);
    const down = fakeFetch(() => {
      throw new TypeError('fetch failed');
    });
    await expect(
      transport(down.fetch).request({ method: 'POST', path: '/submit', json: {} }),
    ).rejects.toThrowError(NetworkError);
    expect(down.requests).toHaveLength(1);
  });

  it('does not retry business failures (HTTP 200, code 400)', async () => {
    const gw = fakeFetch(() => json({ code: 400, success: false, msg: '操作失败' }));
    await expect(transport(gw.fetch).request({ method: 'GET', path: '/x' })).rejects.toThrowError('操作失败');
    expect(gw.requests).toHaveLength(1);
  });

  it('a POST marked safe (page-post list) is retried', async () => {
    const gw = fakeFetch((_r, i) => (i === 0 ? json({ code: 503 }, 503) : json({ code: 200, data: 2 })));
    await expect(
      transport(gw.fetch).request({ method: 'POST', path: '/list', safe: true, json: {} }),
    ).resolves.toBe(2);
  });

  it('times out an attempt after the configured time', async () => {
    const gw = fakeFetch(
      (req) =>
        new Promise<Response>((_resolve, reject) => {
          void req;
          setTimeout(() => reject(new DOMException('aborted', 'TimeoutError')), 50);
        }),
    );
    const t = transport(gw.fetch, { timeoutMs: 10 });
    await expect(t.request({ method: 'POST', path: '/x' })).rejects.toThrowError(TimeoutError);
  });

  it('refreshes once on 401 and replays the call with the new token', async () => {
    let token = 'old';
    const gw = fakeFetch((req) =>
      req.headers['blade-auth'] === 'bearer new'
        ? json({ code: 200, data: 'fine' })
        : json({ code: 401, msg: '请求未授权' }, 401),
    );
    const t = transport(gw.fetch);
    let refreshes = 0;
    t.auth = {
      accessToken: () => token,
      refresh: async () => {
        refreshes++;
        token = 'new';
      },
    };
    await expect(t.request({ method: 'POST', path: '/submit', json: {} })).resolves.toBe('fine');
    expect(refreshes).toBe(1);
    expect(gw.requests).toHaveLength(2);
  });

  it('a 401 on the replay after a successful refresh is a refusal: the session stays', async () => {
    const gw = fakeFetch(() => json({ code: 401, msg: '请求未授权' }, 401));
    const t = transport(gw.fetch);
    let token = 't';
    let refreshes = 0;
    const hooks: AuthHooks = {
      accessToken: () => token,
      refresh: async () => {
        refreshes++;
        token = `t${refreshes}`;
      },
    };
    t.auth = hooks;
    const error = await t.request({ method: 'GET', path: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RefusedError);
    expect(error).not.toBeInstanceOf(SessionExpiredError);
    expect((error as RefusedError).message).toBe('请求未授权');
    expect(isRefused(error)).toBe(true);
    expect({ refreshes, requests: gw.requests.length, token }).toEqual({
      refreshes: 1,
      requests: 2,
      token: 't1',
    });
  });

  it('a 401 soon after a refresh still asks for one: a session revoked since is an expiry, not a refusal', async () => {
    let token = 'old';
    let revoked = false;
    const gw = fakeFetch((req) =>
      req.url.pathname === '/api/ok' && req.headers['blade-auth'] === 'bearer new' && !revoked
        ? json({ code: 200, data: 'fine' })
        : json({ code: 401, msg: '请求未授权' }, 401),
    );
    const t = transport(gw.fetch);
    let refreshes = 0;
    t.auth = {
      accessToken: () => token,
      refresh: async () => {
        refreshes++;
        if (revoked) throw new SessionExpiredError('令牌刷新错误或无效');
        token = 'new';
      },
    };
    await expect(t.request({ method: 'GET', path: '/ok' })).resolves.toBe('fine');
    // A refused call right after: one refresh, one replay, refused again (the session stays).
    await expect(t.request({ method: 'POST', path: '/forbidden', json: {} })).rejects.toThrowError(
      RefusedError,
    );
    expect({ refreshes, requests: gw.requests.length }).toEqual({ refreshes: 2, requests: 4 });
    // The server revokes the session: the next 401 refreshes, the refresh fails, the session has expired.
    revoked = true;
    await expect(t.request({ method: 'GET', path: '/ok' })).rejects.toThrowError(SessionExpiredError);
    expect(refreshes).toBe(3);
  });

  it('a refresh that fails ends the session: the expiry, not a refusal, reaches the caller', async () => {
    const gw = fakeFetch(() => json({ code: 401, msg: '请求未授权' }, 401));
    const t = transport(gw.fetch);
    t.auth = {
      accessToken: () => 't',
      refresh: async () => {
        throw new SessionExpiredError('令牌刷新错误或无效');
      },
    };
    await expect(t.request({ method: 'GET', path: '/x' })).rejects.toThrowError(SessionExpiredError);
    expect(gw.requests).toHaveLength(1);
  });

  it('a 401 for a call sent before the token was renewed replays with the new token, without a refresh', async () => {
    let token = 'old';
    const gw = fakeFetch((req) => {
      // The token is renewed elsewhere while this call is on its way.
      if (req.headers['blade-auth'] === 'bearer old') {
        token = 'new';
        return json({ code: 401, msg: '请求未授权' }, 401);
      }
      return json({ code: 200, data: req.headers['blade-auth'] });
    });
    const t = transport(gw.fetch);
    let refreshes = 0;
    t.auth = { accessToken: () => token, refresh: async () => void refreshes++ };
    await expect(t.request({ method: 'POST', path: '/submit', json: {} })).resolves.toBe('bearer new');
    expect(refreshes).toBe(0);
    expect(gw.requests).toHaveLength(2);
  });

  it('a 401 after a replay with a renewed token is a refusal too', async () => {
    let token = 'old';
    const gw = fakeFetch(() => {
      token = token === 'old' ? 'new' : token;
      return json({ code: 401, msg: '请求未授权' }, 401);
    });
    const t = transport(gw.fetch);
    let refreshes = 0;
    t.auth = { accessToken: () => token, refresh: async () => void refreshes++ };
    await expect(t.request({ method: 'GET', path: '/x' })).rejects.toThrowError(RefusedError);
    expect({ refreshes, requests: gw.requests.length }).toEqual({ refreshes: 0, requests: 2 });
  });

  it('downloads: name from Content-Disposition, body streamed; JSON errors decoded', async () => {
    const gw = fakeFetch((req) =>
      req.url.pathname.endsWith('/ok')
        ? new Response('PK-bytes', {
            status: 200,
            headers: {
              'content-type': 'application/vnd.ms-excel;charset=UTF-8',
              'content-disposition': `attachment;filename=${encodeURIComponent('还款 导出.xlsx').replace(/%20/g, '+')}`,
            },
          })
        : json({ code: 400, msg: '导出失败' }),
    );
    const t = transport(gw.fetch);
    const file = await t.download({ method: 'GET', path: '/ok' });
    expect(file.fileName).toBe('还款 导出.xlsx');
    expect(await new Response(file.body).text()).toBe('PK-bytes');
    await expect(t.download({ method: 'GET', path: '/bad' })).rejects.toThrowError('导出失败');
  });

  it('the length of a download is announced only for an unencoded body (fetch decodes gzip)', async () => {
    const headers = (encoding?: string) => ({
      'content-type': 'application/vnd.ms-excel',
      'content-length': '8',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    const gw = fakeFetch((req) => {
      const encoding = req.url.searchParams.get('encoding') ?? undefined;
      return new Response('PK-bytes', { status: 200, headers: headers(encoding) });
    });
    const t = transport(gw.fetch);
    expect((await t.download({ method: 'GET', path: '/x' })).size).toBe(8);
    expect((await t.download({ method: 'GET', path: '/x', query: { encoding: 'identity' } })).size).toBe(8);
    expect(
      (await t.download({ method: 'GET', path: '/x', query: { encoding: 'gzip' } })).size,
    ).toBeUndefined();
  });
});

describe('Transport timeout', () => {
  it('defaults to 59 s per attempt (fake clock)', async () => {
    vi.useFakeTimers();
    try {
      let aborted: unknown;
      // Answers only when the request's signal aborts, as fetch does.
      const hanging = (_input: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal!.addEventListener('abort', () => {
            aborted = init.signal!.reason;
            reject(init.signal!.reason);
          });
        });
      const t = new Transport({ fetch: hanging, baseUrl: '/api', clientId: 'c', clientSecret: 's' });
      const outcome = t.request({ method: 'POST', path: '/slow' }).then(
        () => 'answered',
        (error: unknown) => error,
      );
      await vi.advanceTimersByTimeAsync(58_999);
      expect(aborted).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(aborted).toBeInstanceOf(TimeoutError);
      const error = await outcome;
      expect(error).toBeInstanceOf(TimeoutError);
      expect((error as TimeoutError).message).toBe('no answer within 59 s');
      expect(DEFAULT_TIMEOUT_MS).toBe(59_000);
    } finally {
      vi.useRealTimers();
    }
  });

  /** A reply whose body trickles in over ~100 ms and errors when the request's signal aborts. */
  const slowFetch = (contentType: string) => async (_input: string, init: RequestInit) => {
    const signal = init.signal!;
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        signal.addEventListener('abort', () => controller.error(signal.reason));
        for (let i = 0; i < 5; i++) {
          await new Promise((r) => setTimeout(r, 20));
          if (signal.aborted) return;
          controller.enqueue(
            new TextEncoder().encode(i === 0 && contentType.includes('json') ? '{"code":200,"data":"' : 'x'),
          );
        }
        if (contentType.includes('json')) controller.enqueue(new TextEncoder().encode('"}'));
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': contentType } });
  };

  it('a download streams for as long as it takes once the headers arrived', async () => {
    const t = new Transport({
      fetch: slowFetch('application/vnd.ms-excel'),
      baseUrl: '/api',
      clientId: 'c',
      clientSecret: 's',
      timeoutMs: 30,
    });
    const file = await t.download({ method: 'GET', path: '/export' });
    expect(await new Response(file.body).text()).toBe('xxxxx');
  });

  it('an API call whose body does not arrive in time fails with a timeout', async () => {
    const t = new Transport({
      fetch: slowFetch('application/json'),
      baseUrl: '/api',
      clientId: 'c',
      clientSecret: 's',
      timeoutMs: 30,
    });
    await expect(t.request({ method: 'POST', path: '/slow' })).rejects.toThrowError(TimeoutError);
  });
});
