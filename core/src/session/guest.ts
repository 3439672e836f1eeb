import type { RegistrationForm } from '../validate/account.ts';
import { md5Hex } from './md5.ts';
import type { SocialSignInInput } from './session.ts';
import type { UserInfo } from './token.ts';

/**
 * Guests (platform.md §1): signed in through a third party with no account bound to that identity, they
 * carry no user id or a negative one, and may only ask for an account (register-guest) and wait.
 */
export function isGuest(user: Pick<UserInfo, 'userId'>): boolean {
  const id = user.userId.trim();
  return id === '' || /^-\d+$/.test(id);
}

/**
 * The social sign-in a third party's redirect back to the console asks for: `source`, `code` and `state`
 * must all be present (the original ignores the redirect otherwise); the tenant comes with it or is the
 * console's.
 */
export function socialCallback(
  query: URLSearchParams,
  defaultTenantId: string,
): SocialSignInInput | undefined {
  const value = (name: string) => query.get(name)?.trim() ?? '';
  const [source, code, state] = [value('source'), value('code'), value('state')];
  if (!source || !code || !state) return undefined;
  return { tenantId: value('tenantId') || defaultTenantId, source, code, state };
}

/**
 * The query of `POST /blade-user/register-guest` (platform.md §7.3): tenantId, name, account, password
 * and the third-party identity it is bound to. Like sign-in, only the MD5 of the typed password travels.
 */
export function registerGuestQuery(
  form: Required<Pick<RegistrationForm, 'tenantId' | 'name' | 'account' | 'password'>>,
  oauthId?: string,
): Record<string, string> {
  const text = (value: unknown) => String(value ?? '').trim();
  const query: Record<string, string> = {
    tenantId: text(form.tenantId),
    name: text(form.name),
    account: text(form.account),
    password: md5Hex(String(form.password ?? '')),
  };
  if (oauthId) query.oauthId = oauthId;
  return query;
}
