/**
 * The corporate-chat (WeCom) callbacks the console submits (platform.md §4, §7.2), with a stand-in for
 * WeCom: tests ask the control API for a sign-in auth code bound to an account (`POST
 * /__sandbox/wecom-code {tenantId, account}`), as WeCom would hand one to the browser. Every auth code
 * is good once; a second submission is refused, so a console that replays one is caught.
 * - `POST /wx/cp/cpLoginAuthCode?authCode=&state=authLogin_…`: signs the bound account in (a token
 *   reply, like `oauth/token`).
 * - `GET|POST /wx/cp/getPermanentCode?authCode=&state=auth_…`: finishes an install (any code WeCom
 *   issued; the sandbox takes every fresh one) and answers the corporation's permanent code.
 */
import { randomBytes } from 'node:crypto';
import { registry as coreRegistry } from '../../core/src/resources/registry.ts';
import { AUTH_ERRORS, authFailure, checkClient, chooseRoleAndDept, issueTokens } from './auth.ts';
import type { RequestContext, SandboxState } from './context.ts';
import { header } from './context.ts';
import { ADMIN_TENANT, findRows } from './store.ts';
import { fail, ok, type Reply } from './wire.ts';

const USED_CODE = AUTH_ERRORS.wecomCodeUsed;

function ensureTable(state: SandboxState): void {
  state.db.exec(
    'CREATE TABLE IF NOT EXISTS wecom_code (code TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, account TEXT NOT NULL, used INTEGER NOT NULL DEFAULT 0)',
  );
}

/** Control API: a fresh sign-in auth code for an account (what WeCom's QR sign-in would hand over). */
export function issueWecomCode(state: SandboxState, body: unknown): Reply {
  const input = (body ?? {}) as { tenantId?: unknown; account?: unknown };
  const account = typeof input.account === 'string' ? input.account : '';
  if (!account) return { status: 400, body: { error: 'account is required' } };
  ensureTable(state);
  const code = randomBytes(10).toString('hex');
  const tenantId = typeof input.tenantId === 'string' && input.tenantId ? input.tenantId : ADMIN_TENANT;
  state.db
    .prepare('INSERT INTO wecom_code (code, tenant_id, account) VALUES (?, ?, ?)')
    .run(code, tenantId, account);
  return { status: 200, body: { code } };
}

/** Marks a code used; false when it already was. Unknown codes are filed as used (install codes). */
function useCode(state: SandboxState, code: string): { tenant_id: string; account: string } | 'used' {
  ensureTable(state);
  const row = state.db.prepare('SELECT tenant_id, account, used FROM wecom_code WHERE code = ?').get(code) as
    | { tenant_id: string; account: string; used: number }
    | undefined;
  if (row?.used) return 'used';
  if (row) state.db.prepare('UPDATE wecom_code SET used = 1 WHERE code = ?').run(code);
  else
    state.db
      .prepare("INSERT INTO wecom_code (code, tenant_id, account, used) VALUES (?, '', '', 1)")
      .run(code);
  return { tenant_id: row?.tenant_id ?? '', account: row?.account ?? '' };
}

export function wecomSignInCall(state: SandboxState, ctx: RequestContext): Reply | undefined {
  const param = (name: string) => ctx.form?.get(name) ?? ctx.query.get(name) ?? '';
  if (ctx.path === '/wx/cp/cpLoginAuthCode' && ctx.method === 'POST') {
    const client = checkClient(state, header(ctx, 'Authorization'));
    if ('text' in client && 'code' in client && !('id' in client))
      return authFailure(client as typeof AUTH_ERRORS.clientUnauthorised);
    const authCode = param('authCode');
    if (!authCode || !param('state').startsWith('authLogin_')) return authFailure(USED_CODE);
    const used = useCode(state, authCode);
    if (used === 'used' || !used.account) return authFailure(USED_CODE);
    const user = findRows(state.db, coreRegistry.user!, {
      tenantId: used.tenant_id,
      exact: { account: used.account },
    })[0];
    if (!user) return authFailure(AUTH_ERRORS.userNotFound);
    return issueTokens(state, {
      user,
      tenantId: used.tenant_id,
      clientId: String(client.clientId),
      ...chooseRoleAndDept(ctx, user),
      oauthId: '',
    });
  }
  if (ctx.path === '/wx/cp/getPermanentCode' && (ctx.method === 'GET' || ctx.method === 'POST')) {
    const authCode = param('authCode') || param('auth_code');
    const state_ = param('state');
    if (!authCode || !state_.startsWith('auth_')) return fail('缺少必要的请求参数: authCode');
    if (useCode(state, authCode) === 'used') return fail(USED_CODE.text);
    return ok(
      { corpName: `企业${state_.slice('auth_'.length)}`, permanentCode: randomBytes(12).toString('hex') },
      '安装成功',
    );
  }
  return undefined;
}
