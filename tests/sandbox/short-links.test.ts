/**
 * A short URL's /s/{code} leads to its long address (issue 32): the sandbox, like the short-link service it
 * stands in for, redirects an enabled, unexpired link there without signing in and counts the visit; a
 * disabled, expired, unknown or non-web link leads nowhere. A new link is enabled (its declared initial
 * state), so the link the console offers right after adding one works.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortLinkTarget } from '../../core/src/modules/shorturl.ts';
import { type Api, openApi } from './helpers.ts';

let api: Api;
let token: string;

beforeAll(async () => {
  api = await openApi();
  token = (await api.token()).access_token;
});
afterAll(async () => {
  await api?.sandbox.close();
});

const add = async (link: Record<string, unknown>) => {
  const saved = await api.call(token, 'POST', '/api/shorturl/nbxtshorturl/submit', link);
  expect(saved.json.success, JSON.stringify(saved.json)).toBe(true);
};
const follow = (code: string) => api.fetch(`/s/${encodeURIComponent(code)}`, { redirect: 'manual' });
const stored = async (code: string) =>
  (await api.call(token, 'GET', `/api/shorturl/nbxtshorturl/detail?shortCode=${code}`)).json.data;

describe('short links', () => {
  it('a new link (its status left blank, as the form’s untouched select sends it) is enabled and redirects', async () => {
    await add({
      shortCode: 'guide1',
      longUrl: 'https://www.example.com/guide?a=1',
      title: '办事指南',
      status: '',
    });
    expect((await stored('guide1')).status).toBe('1');
    const res = await follow('guide1');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://www.example.com/guide?a=1');
    expect(Number((await stored('guide1')).visitCount)).toBe(1);
  });

  it('a disabled, an expired, an unknown or a non-web link leads nowhere', async () => {
    await add({ shortCode: 'off1', longUrl: 'https://www.example.com/off', status: '0' });
    await add({
      shortCode: 'old1',
      longUrl: 'https://www.example.com/old',
      expireTime: '2001-01-01 00:00:00',
    });
    await add({ shortCode: 'js1', longUrl: 'javascript:alert(1)' });
    for (const code of ['off1', 'old1', 'js1', 'nosuch']) {
      const res = await follow(code);
      expect(res.status, code).toBe(404);
      expect(res.headers.get('location'), code).toBeNull();
      expect(await res.text()).toContain('短链接不存在、已停用或已过期');
    }
  });

  it('core’s rule: enabled, before its expiry, an http(s) address', () => {
    const now = '2026-11-29 10:00:00';
    const link = { status: '1', longUrl: 'https://a.example/x', expireTime: '' };
    expect(shortLinkTarget(link, now)).toBe('https://a.example/x');
    expect(shortLinkTarget({ ...link, status: 1 }, now)).toBe('https://a.example/x');
    expect(shortLinkTarget({ ...link, status: '0' }, now)).toBeUndefined();
    expect(shortLinkTarget({ ...link, expireTime: '2026-11-29 09:59:59' }, now)).toBeUndefined();
    expect(shortLinkTarget({ ...link, expireTime: '2026-11-29 10:00:01' }, now)).toBe('https://a.example/x');
    expect(shortLinkTarget({ ...link, longUrl: 'ftp://a.example/x' }, now)).toBeUndefined();
  });
});
