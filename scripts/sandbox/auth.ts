/**
 * Sign-in as the BladeX OAuth endpoint does it: Basic client check, tenant, MD5 password hashed again
 * (sha1 of the wire MD5, like BladeX's DigestUtil), opaque tokens with an expiry, the refresh grant, and
 * failures answered with HTTP 200 and `error_code` / `error_description`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { registry as coreRegistry } from '../../core/src/resources/registry.ts';
import { captchaPng } from './captcha-image.ts';
import type { Principal, RequestContext, SandboxState } from './context.ts';
import { header } from './context.ts';
import {
  findOauth,
  GUEST_ROLE,
  GUEST_USER_ID,
  guestUser,
  isGuestUser,
  oauthIdentity,
  oauthUser,
} from './social.ts';
import { ADMIN_TENANT, findRows, getRow, type Row } from './store.ts';
import { MSG, type Reply } from './wire.ts';

const spec = (name: string) => {
  const found = coreRegistry[name];
  if (!found) throw new Error(`registry has no ${name}`);
  return found;
};

export const md5Hex = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
/** How a user's password is stored: sha1 of the MD5 hex the client sends. */
export const hashWirePassword = (wireMd5: string) => createHash('sha1').update(wireMd5, 'utf8').digest('hex');
/** Stored form of a password typed in plain text (user submit, reset). */
export const hashPlainPassword = (plain: string) => hashWirePassword(md5Hex(plain));

export const AUTH_ERRORS = {
  userNotFound: { code: 2001, text: '用户不存在' },
  badCredentials: { code: 2004, text: '用户名或密码不正确' },
  badCaptcha: { code: 2004, text: '验证码不正确' },
  tenantNotAuthorised: { code: 2006, text: '用户租户未授权' },
  badRefresh: { code: 2010, text: '令牌刷新错误或无效' },
  clientNotFound: { code: 3000, text: '客户端不存在' },
  clientUnauthorised: { code: 3001, text: '客户端认证失败' },
  unsupportedGrant: { code: 4000, text: '不支持的授权类型' },
  socialFailed: { code: 2004, text: '第三方登录信息错误' },
  wecomCodeUsed: { code: 2004, text: '企业微信授权码无效或已使用' },
} as const;

type AuthError = (typeof AUTH_ERRORS)[keyof typeof AUTH_ERRORS];

export const authFailure = (error: AuthError): Reply => ({
  status: 200,
  body: { success: false, error_code: error.code, error_description: error.text },
});

/** The client of a `Basic base64(id:secret)` header, or why it is refused. */
export function checkClient(state: SandboxState, authorization: string | undefined): Row | AuthError {
  const match = /^basic\s+(\S+)$/i.exec(authorization ?? '');
  if (!match) return AUTH_ERRORS.clientUnauthorised;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return AUTH_ERRORS.clientUnauthorised;
  const clientId = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  const client = findRows(state.db, spec('client'), { tenantId: null, exact: { clientId } })[0];
  if (!client) return AUTH_ERRORS.clientNotFound;
  if (client.clientSecret !== secret) return AUTH_ERRORS.clientUnauthorised;
  return client;
}

const isAuthError = (value: unknown): value is AuthError =>
  typeof value === 'object' && value !== null && 'code' in value && 'text' in value;

export const splitIds = (value: unknown): string[] =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

function rolesOf(state: SandboxState, roleIds: string[]): Row[] {
  return roleIds
    .map((id) => getRow(state.db, spec('role'), id, null))
    .filter((r): r is Row => r !== undefined);
}

export function findTenant(state: SandboxState, tenantId: string): Row | undefined {
  return findRows(state.db, spec('tenant'), { tenantId: null, exact: { tenantId } })[0];
}

export function tenantUsable(tenant: Row | undefined): boolean {
  if (!tenant) return false;
  const expire = tenant.expireTime;
  return !(typeof expire === 'string' && expire !== '' && expire < new Date().toISOString().slice(0, 10));
}

export interface Session {
  user: Row;
  tenantId: string;
  clientId: string;
  roleId: string;
  deptId: string;
  /** The third-party identity of a social sign-in ('' otherwise). */
  oauthId: string;
}

export function issueTokens(state: SandboxState, session: Session): Reply {
  const now = state.clock.now();
  const access = randomBytes(24).toString('base64url');
  const refresh = randomBytes(24).toString('base64url');
  const insert = state.db.prepare(
    'INSERT INTO tokens (token, kind, user_id, tenant_id, client_id, role_id, dept_id, expires_at, oauth_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const userId = String(session.user.id);
  insert.run(
    access,
    'access',
    userId,
    session.tenantId,
    session.clientId,
    session.roleId,
    session.deptId,
    now + state.accessTokenTtlSeconds * 1000,
    session.oauthId,
  );
  insert.run(
    refresh,
    'refresh',
    userId,
    session.tenantId,
    session.clientId,
    session.roleId,
    session.deptId,
    now + state.refreshTokenTtlSeconds * 1000,
    session.oauthId,
  );
  const user = session.user;
  const roleName = isGuestUser(user)
    ? GUEST_ROLE
    : rolesOf(state, splitIds(session.roleId))
        .map((r) => String(r.roleAlias ?? ''))
        .join(',');
  return {
    status: 200,
    body: {
      access_token: access,
      token_type: 'bearer',
      refresh_token: refresh,
      expires_in: state.accessTokenTtlSeconds,
      scope: 'all',
      tenant_id: session.tenantId,
      user_id: userId,
      dept_id: session.deptId,
      post_id: String(user.postId ?? ''),
      role_id: session.roleId,
      oauth_id: session.oauthId,
      account: String(user.account ?? ''),
      user_name: String(user.account ?? ''),
      nick_name: String(user.name ?? ''),
      real_name: String(user.realName ?? ''),
      role_name: roleName,
      avatar: String(user.avatar ?? ''),
      detail: { type: 'web' },
      license: 'powered by blade',
      jti: randomBytes(8).toString('hex'),
    },
  };
}

/** Picks the role and department the sign-in headers ask for, when the user has them. */
export function chooseRoleAndDept(ctx: RequestContext, user: Row): { roleId: string; deptId: string } {
  const roleIds = splitIds(user.roleId);
  const deptIds = splitIds(user.deptId);
  const wantRole = header(ctx, 'Role-Id');
  const wantDept = header(ctx, 'Dept-Id');
  return {
    roleId: wantRole && roleIds.includes(wantRole) ? wantRole : roleIds.join(','),
    deptId: wantDept && deptIds.includes(wantDept) ? wantDept : deptIds.join(','),
  };
}

/** `POST /blade-auth/oauth/token`. Parameters come from the query or a form body, never from JSON. */
export function tokenEndpoint(state: SandboxState, ctx: RequestContext): Reply {
  const param = (name: string) => ctx.form?.get(name) ?? ctx.query.get(name) ?? '';
  const client = checkClient(state, header(ctx, 'Authorization'));
  if (isAuthError(client)) return authFailure(client);
  const clientId = String(client.clientId);
  const grantType = param('grant_type');
  const allowedGrants = splitIds(client.authorizedGrantTypes);
  if (
    !['password', 'captcha', 'refresh_token', 'social', 'user_phone'].includes(grantType) ||
    !allowedGrants.includes(grantType)
  ) {
    return authFailure(AUTH_ERRORS.unsupportedGrant);
  }
  const users = spec('user');

  if (grantType === 'refresh_token') {
    const row = state.db
      .prepare("SELECT * FROM tokens WHERE token = ? AND kind = 'refresh' AND revoked = 0")
      .get(param('refresh_token')) as TokenRow | undefined;
    if (!row || row.expires_at <= state.clock.now() || row.client_id !== clientId)
      return authFailure(AUTH_ERRORS.badRefresh);
    const user = tokenUser(state, row);
    if (!user) return authFailure(AUTH_ERRORS.badRefresh);
    if (state.tokenState) {
      state.db
        .prepare(
          "UPDATE tokens SET revoked = 1 WHERE kind = 'access' AND user_id = ? AND tenant_id = ? AND client_id = ? AND (user_id <> ? OR oauth_id = ?)",
        )
        .run(row.user_id, row.tenant_id, clientId, GUEST_USER_ID, row.oauth_id);
    }
    return issueTokens(state, {
      user,
      tenantId: row.tenant_id,
      clientId,
      roleId: row.role_id,
      deptId: row.dept_id,
      oauthId: row.oauth_id,
    });
  }

  if (grantType === 'social') {
    const tenantId = header(ctx, 'Tenant-Id') || param('tenantId') || ADMIN_TENANT;
    const [source, code] = [param('source'), param('code')];
    if (!tenantUsable(findTenant(state, tenantId))) return authFailure(AUTH_ERRORS.tenantNotAuthorised);
    if (!source || !code || !param('state')) return authFailure(AUTH_ERRORS.socialFailed);
    const oauth = oauthIdentity(state, tenantId, source, code);
    const user = oauthUser(state, oauth);
    if (!user) return authFailure(AUTH_ERRORS.userNotFound);
    const chosen = isGuestUser(user) ? { roleId: '', deptId: '' } : chooseRoleAndDept(ctx, user);
    return issueTokens(state, { user, tenantId, clientId, ...chosen, oauthId: oauth.id });
  }

  if (grantType === 'user_phone') {
    // Phone-code sign-in: the code sent by send-validate (kept under its id) for that phone, used once.
    const tenantId = header(ctx, 'Tenant-Id') || param('tenantId') || ADMIN_TENANT;
    if (!tenantUsable(findTenant(state, tenantId))) return authFailure(AUTH_ERRORS.tenantNotAuthorised);
    const phone = param('phone');
    const sent = state.db
      .prepare('SELECT phone, value, expires_at FROM sms_code WHERE id = ?')
      .get(param('codeId')) as { phone: string; value: string; expires_at: number } | undefined;
    if (
      !sent ||
      !phone ||
      sent.phone !== phone ||
      sent.value !== param('code') ||
      sent.expires_at < state.clock.now()
    )
      return authFailure(AUTH_ERRORS.badCaptcha);
    state.db.prepare('DELETE FROM sms_code WHERE id = ?').run(param('codeId'));
    const user = findRows(state.db, users, { tenantId, exact: { phone } })[0];
    if (!user) return authFailure(AUTH_ERRORS.userNotFound);
    return issueTokens(state, { user, tenantId, clientId, ...chooseRoleAndDept(ctx, user), oauthId: '' });
  }

  if (grantType === 'captcha') {
    const key = header(ctx, 'Captcha-Key') ?? '';
    const code = header(ctx, 'Captcha-Code') ?? '';
    const stored = state.db.prepare('SELECT code, expires_at FROM captcha WHERE key = ?').get(key) as
      | { code: string; expires_at: number }
      | undefined;
    state.db.prepare('DELETE FROM captcha WHERE key = ?').run(key);
    if (
      !stored ||
      stored.expires_at < state.clock.now() ||
      stored.code.toLowerCase() !== code.toLowerCase()
    ) {
      return authFailure(AUTH_ERRORS.badCaptcha);
    }
  }

  const tenantId = header(ctx, 'Tenant-Id') || param('tenantId') || ADMIN_TENANT;
  const account = param('username');
  if (!tenantUsable(findTenant(state, tenantId))) return authFailure(AUTH_ERRORS.tenantNotAuthorised);
  const user = account ? findRows(state.db, users, { tenantId, exact: { account } })[0] : undefined;
  if (!user) return authFailure(AUTH_ERRORS.userNotFound);
  if (user.password !== hashWirePassword(param('password'))) return authFailure(AUTH_ERRORS.badCredentials);
  return issueTokens(state, { user, tenantId, clientId, ...chooseRoleAndDept(ctx, user), oauthId: '' });
}

interface TokenRow {
  token: string;
  kind: string;
  user_id: string;
  tenant_id: string;
  client_id: string;
  role_id: string;
  dept_id: string;
  expires_at: number;
  revoked: number;
  oauth_id: string;
}

/** The user a token acts for: a stored user, or the guest of a third-party identity (as long as the token lives). */
function tokenUser(state: SandboxState, row: TokenRow): Row | undefined {
  if (row.user_id !== GUEST_USER_ID) return getRow(state.db, spec('user'), row.user_id, row.tenant_id);
  const oauth = row.oauth_id ? findOauth(state, row.oauth_id) : undefined;
  return oauth ? guestUser(oauth) : undefined;
}

/** The bearer token of `Blade-Auth` (prefix compared case-insensitively); the query string never counts. */
export function bearerToken(ctx: RequestContext): string | null {
  const value = header(ctx, 'Blade-Auth');
  if (!value) return null;
  const match = /^bearer\s+(\S+)\s*$/i.exec(value);
  return match ? match[1]! : '';
}

/** Resolves the caller, or the gateway's 401 reply. */
export function authenticate(state: SandboxState, ctx: RequestContext): Principal | Reply {
  const unauthorised = (msg: string): Reply => ({ status: 401, body: { code: 401, msg, data: null } });
  const token = bearerToken(ctx);
  if (token === null) return unauthorised(MSG.missingToken);
  const row = state.db
    .prepare("SELECT * FROM tokens WHERE token = ? AND kind = 'access' AND revoked = 0")
    .get(token) as TokenRow | undefined;
  if (!row || row.expires_at <= state.clock.now()) return unauthorised(MSG.unauthorized);
  const client = checkClient(state, header(ctx, 'Authorization'));
  if (isAuthError(client) || client.clientId !== row.client_id) {
    return { status: 401, body: { code: 401, success: false, data: null, msg: MSG.clientUnauthorized } };
  }
  const user = tokenUser(state, row);
  if (!user) return unauthorised(MSG.unauthorized);
  const roleIds = splitIds(row.role_id);
  const roleAliases = isGuestUser(user)
    ? [GUEST_ROLE]
    : rolesOf(state, roleIds).map((r) => String(r.roleAlias ?? ''));
  return {
    userId: row.user_id,
    tenantId: row.tenant_id,
    account: String(user.account ?? ''),
    clientId: row.client_id,
    roleIds,
    roleAliases,
    deptId: row.dept_id,
    administrator: roleAliases.includes('administrator'),
    user,
  };
}

/** The user and tenant behind a valid access token given outside a header (the chat's connect frame). */
export function tokenHolder(state: SandboxState, token: string): { tenantId: string; user: Row } | undefined {
  const row = state.db
    .prepare("SELECT * FROM tokens WHERE token = ? AND kind = 'access' AND revoked = 0")
    .get(token) as TokenRow | undefined;
  if (!row || row.expires_at <= state.clock.now()) return undefined;
  const user = tokenUser(state, row);
  return user ? { tenantId: row.tenant_id, user } : undefined;
}

export function revokeToken(state: SandboxState, token: string): void {
  state.db.prepare('UPDATE tokens SET revoked = 1 WHERE token = ?').run(token);
}

/**
 * Fault: every token of that kind issued so far stops working — access tokens answer 401 (refresh tokens
 * keep working), refresh tokens are refused by the refresh grant (2010).
 */
export function expireTokens(state: SandboxState, kind: 'access' | 'refresh'): number {
  const result = state.db
    .prepare('UPDATE tokens SET expires_at = ? WHERE kind = ? AND expires_at > ?')
    .run(state.clock.now() - 1, kind, state.clock.now());
  return Number(result.changes);
}

/** `GET /blade-auth/oauth/captcha`: a key and a drawn PNG; the code is kept five minutes, for one sign-in. */
export function newCaptcha(state: SandboxState): { key: string; image: string; code: string } {
  const key = randomBytes(16).toString('hex');
  const code = String(randomBytes(2).readUInt16BE(0) % 10000).padStart(4, '0');
  state.db
    .prepare('INSERT INTO captcha (key, code, expires_at) VALUES (?, ?, ?)')
    .run(key, code, state.clock.now() + 5 * 60_000);
  return { key, code, image: `data:image/png;base64,${captchaPng(code).toString('base64')}` };
}
