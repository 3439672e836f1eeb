import { z } from 'zod';

/** The bare object `oauth/token` answers on success (no envelope). */
export const tokenReplySchema = z
  .object({
    access_token: z.string().min(1),
    refresh_token: z.string().optional(),
    token_type: z.string().optional(),
    expires_in: z.number().optional(),
    tenant_id: z.string().optional(),
    user_id: z.union([z.string(), z.number()]).transform(String).optional(),
    dept_id: z.union([z.string(), z.number()]).transform(String).optional(),
    role_id: z.union([z.string(), z.number()]).transform(String).optional(),
    oauth_id: z.union([z.string(), z.number()]).transform(String).optional(),
    account: z.string().optional(),
    user_name: z.string().optional(),
    nick_name: z.string().optional(),
    real_name: z.string().optional(),
    role_name: z.string().optional(),
    avatar: z.string().optional(),
  })
  .loose();
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
