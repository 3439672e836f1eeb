import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maySendCode, resendSecondsLeft } from '../../../core/src/session/code-countdown.ts';
import {
  inWecomClient,
  SOCIAL_PROVIDERS,
  socialStartPath,
  wecomLoginState,
  wecomLoginUrl,
} from '../../../core/src/session/sign-in-starts.ts';
import { wecomCallback } from '../../../core/src/session/wecom-callback.ts';

describe('sign-in starts', () => {
  it('starts a third-party sign-in at the gateway render call of its source', () => {
    expect(SOCIAL_PROVIDERS.map(socialStartPath)).toEqual([
      '/blade-auth/oauth/render/github',
      '/blade-auth/oauth/render/gitee',
      '/blade-auth/oauth/render/wechat_open',
      '/blade-auth/oauth/render/qq',
      '/blade-auth/oauth/render/dingtalk',
    ]);
  });

  it('sends a browser to the corporate chat QR sign-in and its client to the authorize page, coming back as a sign-in callback of the tenant', () => {
    const state = wecomLoginState('000000');
    expect(state).toBe('authLogin_000000');
    const qr = new URL(wecomLoginUrl({ suiteId: 'ww1', redirectUri: 'https://c.example/login', state }));
    expect(`${qr.origin}${qr.pathname}`).toBe('https://login.work.weixin.qq.com/wwlogin/sso/login');
    expect(Object.fromEntries(qr.searchParams)).toEqual({
      login_type: 'ServiceApp',
      appid: 'ww1',
      redirect_uri: 'https://c.example/login',
      state: 'authLogin_000000',
    });
    const inside = new URL(
      wecomLoginUrl({ suiteId: 'ww1', redirectUri: 'https://c.example/login', state, inClient: true }),
    );
    expect(`${inside.origin}${inside.pathname}`).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(inside.hash).toBe('#wechat_redirect');
    expect(inside.searchParams.get('response_type')).toBe('code');
    expect(inside.searchParams.get('state')).toBe(state);
    // What comes back (auth_code from the QR, code from the client) is read as a sign-in.
    expect(wecomCallback(new URLSearchParams({ auth_code: 'c1', state }))).toEqual({
      kind: 'login',
      authCode: 'c1',
      state,
    });
    expect(wecomCallback(new URLSearchParams({ code: 'c2', state }))?.kind).toBe('login');
    // A state holds letters, digits and _ only.
    expect(wecomLoginState('00 0/0')).toBe('authLogin_0000');
    expect(inWecomClient('Mozilla/5.0 wxwork/4.1.0 MicroMessenger/7.0.1')).toBe(true);
    expect(inWecomClient('Mozilla/5.0 Chrome/120')).toBe(false);
  });
});

describe('phone code countdown (发送验证码 waits 60 s)', () => {
  it('may send before any code and after 60 s, not in between', () => {
    expect(resendSecondsLeft(undefined, 5)).toBe(0);
    const at = 1_000_000;
    expect(resendSecondsLeft(at, at)).toBe(60);
    expect(resendSecondsLeft(at, at + 999)).toBe(60);
    expect(resendSecondsLeft(at, at + 1000)).toBe(59);
    expect(resendSecondsLeft(at, at + 59_999)).toBe(1);
    expect(resendSecondsLeft(at, at + 60_000)).toBe(0);
    expect(maySendCode(at, at + 30_000)).toBe(false);
    expect(maySendCode(at, at + 60_000)).toBe(true);
    // A clock set back keeps the whole wait.
    expect(resendSecondsLeft(at, at - 5000)).toBe(60);
  });

  it('never counts up and stays within 0…60', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 0, max: 200_000 }), (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const left = resendSecondsLeft(0, early);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(60);
        expect(resendSecondsLeft(0, late)).toBeLessThanOrEqual(left);
      }),
    );
  });
});
