import type { RegistrationForm } from '../validate/account.ts';
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
 * The parameters of `POST /blade-user/register-guest` (platform.md §7.3): tenantId, name, account, password
 * and the third-party identity it is bound to. Unlike sign-in, the password goes as typed: BladeX's
 * registerGuest saves through UserServiceImpl.submit, which stores DigestUtil.encrypt(password) =
 * sha1(md5(password)), the value sign-in compares with sha1 of the MD5 it receives. An MD5 sent here
 * would be hashed twice and the account could never sign in. The registry sends these in a form body.
 */
export function registerGuestParams(
  form: Required<Pick<RegistrationForm, 'tenantId' | 'name' | 'account' | 'password'>>,
  oauthId?: string,
): { tenantId: string; name: string; account: string; password: string; oauthId?: string } {
  const text = (value: unknown) => String(value ?? '').trim();
  const query: { tenantId: string; name: string; account: string; password: string; oauthId?: string } = {
    tenantId: text(form.tenantId),
    name: text(form.name),
    account: text(form.account),
    password: String(form.password ?? ''),
  };
  if (oauthId) query.oauthId = oauthId;
  return query;
}
