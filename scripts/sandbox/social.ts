/**
 * Third-party (social) sign-in, as BladeX's SocialTokenGranter and UserOauthService do it, with a stand-in
 * for the third party: the sandbox knows every `code` as the third-party user of that name (`code=octocat`
 * signs in octocat of `source`). The first sign-in files the identity (user_oauth); while no account is
 * bound to it, the token is a guest's (user id -1, role guest), which may only register (register-guest).
 * The sign-in page's start buttons go to `GET /blade-auth/oauth/render/{source}`: for each provider the
 * console offers, the stand-in sends the browser straight back to `/login` with source, code and state,
 * as the provider would after the user agreed (code `<source>-user`, a guest until it registers).
 */
import { randomBytes } from 'node:crypto';
import { registry as coreRegistry } from '../../core/src/resources/registry.ts';
import { SOCIAL_PROVIDERS, SOCIAL_RENDER_PATH } from '../../core/src/session/sign-in-starts.ts';
import type { RequestContext, SandboxState } from './context.ts';
import { getRow, type Row } from './store.ts';
import { type Reply, thrown } from './wire.ts';

/** The user id of a guest's token (the console treats no id or a negative one as a guest). */
export const GUEST_USER_ID = '-1';
export const GUEST_ROLE = 'guest';

interface OauthRow {
  id: string;
  tenant_id: string;
  source: string;
  uuid: string;
  username: string;
  user_id: string;
}

export function findOauth(state: SandboxState, oauthId: string): OauthRow | undefined {
  return state.db.prepare('SELECT * FROM user_oauth WHERE id = ?').get(oauthId) as OauthRow | undefined;
}

/** The identity behind a social sign-in in this tenant, filed on its first sign-in. */
export function oauthIdentity(state: SandboxState, tenantId: string, source: string, code: string): OauthRow {
  const find = () =>
    state.db
      .prepare('SELECT * FROM user_oauth WHERE tenant_id = ? AND source = ? AND uuid = ?')
      .get(tenantId, source, code) as OauthRow | undefined;
  const known = find();
  if (known) return known;
  state.db
    .prepare('INSERT INTO user_oauth (id, tenant_id, source, uuid, username) VALUES (?, ?, ?, ?, ?)')
    .run(state.nextId(), tenantId, source, code, code);
  return find()!;
}

/** A registration binds the identity to its new account: the next social sign-in is that user's. */
export function bindOauth(state: SandboxState, oauthId: string, userId: string): void {
  state.db.prepare('UPDATE user_oauth SET user_id = ? WHERE id = ?').run(userId, oauthId);
}

/** The guest a third-party identity stands for (a guest's token keeps being one until it ends). */
export function guestUser(oauth: OauthRow): Row {
  return {
    id: GUEST_USER_ID,
    tenantId: oauth.tenant_id,
    account: oauth.username,
    name: oauth.username,
    realName: oauth.username,
    roleId: '',
    deptId: '',
    oauthId: oauth.id,
  };
}

/** The account bound to an identity, or its guest while none is. */
export function oauthUser(state: SandboxState, oauth: OauthRow): Row | undefined {
  if (oauth.user_id) return getRow(state.db, coreRegistry.user!, oauth.user_id, oauth.tenant_id);
  return guestUser(oauth);
}

export const isGuestUser = (user: Row) => String(user.id) === GUEST_USER_ID;

/** `GET /blade-auth/oauth/render/{source}`: the provider's consent, stood in by a redirect back to /login. */
export function socialRenderCall(ctx: RequestContext): Reply | undefined {
  if (!ctx.path.startsWith(`${SOCIAL_RENDER_PATH}/`) || ctx.method !== 'GET') return undefined;
  const source = ctx.path.slice(SOCIAL_RENDER_PATH.length + 1);
  if (!(SOCIAL_PROVIDERS as readonly string[]).includes(source))
    return thrown(404, `未知的第三方平台: ${source}`);
  const back = new URLSearchParams({
    source,
    code: `${source}-user`,
    state: randomBytes(8).toString('hex'),
  });
  return { status: 302, body: null, headers: { Location: `/login?${back}` } };
}
