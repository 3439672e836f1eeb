import { describe, expect, it, vi } from 'vitest';
import { RecordNotFoundError } from '../../core/src/crud/errors.ts';
import { ApiError, NetworkError, SessionExpiredError } from '../../core/src/http/errors.ts';
import { translate } from '../../core/src/i18n/index.ts';
import { CHUNK_FAILED, errorText, withChunkTimeout } from '../../web/src/base/errors.ts';

const t = (key: string, params?: Record<string, string>) => translate(key, 'zh', params);

describe('error texts (platform.md §8)', () => {
  it("shows the server's message", () => {
    expect(errorText(new ApiError('用户名或密码不正确', { code: 400, status: 200 }), t)).toBe(
      '用户名或密码不正确',
    );
  });

  it('names the resource and the id of a record that does not exist, in the language shown', () => {
    const error = new RecordNotFoundError(
      { name: 'role', text: { zh: '角色管理', en: 'Roles' } },
      'id',
      '42',
    );
    expect(errorText(error, t, 'zh')).toBe('角色管理中没有 id 为 42 的记录');
    const en = (key: string, params?: Record<string, string>) => translate(key, 'en', params);
    expect(errorText(error, en, 'en')).toBe('no role with id 42');
  });

  it('shows nothing for whitelisted (silent) codes', () => {
    expect(errorText(new ApiError('x', { code: 403, status: 200, silent: true }), t)).toBeUndefined();
  });

  it('falls back to the unknown-error text', () => {
    expect(errorText(new ApiError('', { code: 500, status: 500 }), t)).toBe('未知错误');
    expect(errorText('boom', t)).toBe('未知错误');
    expect(errorText(new NetworkError('connection refused'), t)).toBe('connection refused');
  });

  it('tells an ended session apart', () => {
    expect(errorText(new SessionExpiredError(), t)).toBe(translate('console.login.expired', 'zh'));
  });
});

describe('route chunk loading', () => {
  it("fails with 'Loading chunk failed' after 120 s", async () => {
    vi.useFakeTimers();
    try {
      const pending = withChunkTimeout(() => new Promise<never>(() => {}));
      const settled = pending.catch((error: Error) => error.message);
      await vi.advanceTimersByTimeAsync(119_999);
      let done = false;
      void settled.then(() => {
        done = true;
      });
      await Promise.resolve();
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await settled).toBe(CHUNK_FAILED);
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes a chunk that arrives in time, and reports a failed import the same way', async () => {
    await expect(withChunkTimeout(async () => 'module')).resolves.toBe('module');
    await expect(withChunkTimeout(() => Promise.reject(new Error('404')))).rejects.toThrow(CHUNK_FAILED);
  });
});
