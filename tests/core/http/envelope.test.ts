import { describe, expect, it } from 'vitest';
import { decodeReply, errorTextOf, UNKNOWN_ERROR_TEXT } from '../../../core/src/http/envelope.ts';
import { ApiError, HttpError } from '../../../core/src/http/errors.ts';

describe('decodeReply (platform.md §8)', () => {
  it('returns data of a code-200 envelope', () => {
    expect(decodeReply(200, { code: 200, success: true, data: { a: 1 }, msg: '操作成功' })).toEqual({
      kind: 'ok',
      data: { a: 1 },
      body: { code: 200, success: true, data: { a: 1 }, msg: '操作成功' },
    });
  });

  it('treats HTTP 200 with body code 400 as a failure with msg', () => {
    expect(() => decodeReply(200, { code: 400, success: false, msg: '操作失败' })).toThrowError(
      expect.objectContaining({ message: '操作失败', code: 400, status: 200 }),
    );
  });

  it('takes the code from the HTTP status when the body has none', () => {
    const error = (() => {
      try {
        decodeReply(404, { msg: 'nope' });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(404);
  });

  it('reads statuses 200–500 and rejects others as HTTP errors', () => {
    expect(() => decodeReply(500, { code: 500, msg: '服务器异常' })).toThrowError(ApiError);
    expect(() => decodeReply(502, '<html>')).toThrowError(HttpError);
    expect(() => decodeReply(199, {})).toThrowError(HttpError);
  });

  it('falls back from msg to error_description to the unknown-error text', () => {
    expect(errorTextOf({ msg: 'a', error_description: 'b' })).toBe('a');
    expect(errorTextOf({ error_description: 'b' })).toBe('b');
    expect(errorTextOf({})).toBe(UNKNOWN_ERROR_TEXT);
    expect(() => decodeReply(200, { code: 500 })).toThrowError(UNKNOWN_ERROR_TEXT);
  });

  it('treats any reply carrying error_description as a failure, even HTTP 200 without code', () => {
    expect(() =>
      decodeReply(200, { success: false, error_code: 2004, error_description: '认证信息错误或无效' }),
    ).toThrowError(expect.objectContaining({ message: '认证信息错误或无效', code: 2004 }));
    expect(() => decodeReply(200, { error_code: 400, error_description: '用户名或密码不正确' })).toThrowError(
      '用户名或密码不正确',
    );
    expect(() => decodeReply(400, { error_code: 400, error_description: 'x' })).toThrowError(ApiError);
  });

  it('returns a bare OAuth token object as data', () => {
    const token = { access_token: 't', refresh_token: 'r' };
    expect(decodeReply(200, token)).toMatchObject({ kind: 'ok', data: token });
  });

  it('reports 401 for the caller to refresh, with the gateway text', () => {
    expect(decodeReply(401, { code: 401, msg: '请求未授权', data: null })).toMatchObject({
      kind: 'unauthorized',
      message: '请求未授权',
    });
    expect(decodeReply(200, { code: 401, msg: '缺失令牌,鉴权失败' }).kind).toBe('unauthorized');
  });

  it('marks whitelisted codes as silent failures', () => {
    try {
      decodeReply(200, { code: 4001, msg: 'quiet' }, new Set([4001]));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).silent).toBe(true);
    }
    try {
      decodeReply(200, { code: 4002, msg: 'loud' }, new Set([4001]));
    } catch (error) {
      expect((error as ApiError).silent).toBe(false);
    }
  });
});
