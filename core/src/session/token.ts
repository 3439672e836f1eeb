// zod/mini: the console parses the few replies it checks without zod's whole chained API in its bundle.
import * as z from 'zod/mini';

const text = z.optional(z.string());
/** Ids come as numbers or strings (snowflakes), kept as text. */
const idText = z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String)));

/** The bare object `oauth/token` answers on success (no envelope). */
export const tokenReplySchema = z.looseObject({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: text,
  token_type: text,
  expires_in: z.optional(z.number()),
  tenant_id: text,
  user_id: idText,
  dept_id: idText,
  role_id: idText,
  oauth_id: idText,
  account: text,
  user_name: text,
  nick_name: text,
  real_name: text,
  role_name: text,
  avatar: text,
});
export type TokenReply = z.infer<typeof tokenReplySchema>;

/** What the session keeps about the signed-in user (platform.md §3 user info; no tokens in it). */
export interface UserInfo {
  account: string;
  userName: string;
  nickName: string;
  realName: string;
  roleName: string;
  avatar: string;
  tenantId: string;
  userId: string;
  deptId: string;
  roleId: string;
  /** The third-party identity of a social sign-in ('' otherwise); a guest registers with it. */
  oauthId: string;
}

export function userInfoFrom(reply: TokenReply): UserInfo {
  return {
    account: reply.account ?? '',
    userName: reply.user_name ?? '',
    nickName: reply.nick_name ?? '',
    realName: reply.real_name ?? '',
    roleName: reply.role_name ?? '',
    avatar: reply.avatar ?? '',
    tenantId: reply.tenant_id ?? '',
    userId: reply.user_id ?? '',
    deptId: reply.dept_id ?? '',
    roleId: reply.role_id ?? '',
    oauthId: reply.oauth_id ?? '',
  };
}
