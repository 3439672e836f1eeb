/**
 * Shell calls of the console that the registry does not describe:
 * - `GET /wx/cp/getPreAuthUrl?suiteId=` (platform.md §2.4, §7.2): the corporate-chat install address,
 *   with a fresh pre-authorisation code; signed-in callers only.
 * - `POST /blade-auth/oauth/logout` with a JSON array (§7.2 "logs"): the error-log upload. It keeps the
 *   entries (inspect with `uploadedLogs`) and, unlike the sign-out of the same path, keeps the session.
 */
import { randomBytes } from 'node:crypto';
import { authenticate } from './auth.ts';
import type { RequestContext, SandboxState } from './context.ts';
import { ok, type Reply } from './wire.ts';

const uploaded = new WeakMap<SandboxState, unknown[]>();

export function uploadedLogs(state: SandboxState): unknown[] {
  return uploaded.get(state) ?? [];
}

export function wecomCall(state: SandboxState, ctx: RequestContext): Reply | undefined {
  if (ctx.path === '/blade-auth/oauth/logout' && ctx.method === 'POST' && Array.isArray(ctx.body)) {
    const auth = authenticate(state, ctx);
    if (!('userId' in auth)) return auth;
    uploaded.set(state, [...uploadedLogs(state), ...ctx.body]);
    return ok(null, '发送成功');
  }
  if (ctx.path === '/wx/cp/getPreAuthUrl' && ctx.method === 'GET') {
    const auth = authenticate(state, ctx);
    if (!('userId' in auth)) return auth;
    const suiteId = ctx.query.get('suiteId') || 'nbxt-suite';
    const params = new URLSearchParams({
      suite_id: suiteId,
      pre_auth_code: randomBytes(12).toString('hex'),
      redirect_uri: 'http://sandbox.invalid/?wecom=install',
      state: `auth_${auth.tenantId}`,
    });
    return ok(`https://open.work.weixin.qq.com/3rdapp/install?${params}`);
  }
  return undefined;
}
