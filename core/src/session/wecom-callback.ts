import type { KeyValueStore } from './storage.ts';

/**
 * Corporate-chat (WeCom) callbacks to the console's root (platform.md §2.4, §4): the install flow comes back
 * with a state starting `auth_` (its auth code buys the permanent code), the sign-in flow with one starting
 * `authLogin_` (its auth code signs in). Anything else is not a corporate-chat callback.
 */
export type WecomCallback =
  | { kind: 'permanent'; authCode: string; state: string }
  | { kind: 'login'; authCode: string; state: string };

export const WECOM_PATHS = {
  permanentCode: '/wx/cp/getPermanentCode',
  loginAuthCode: '/wx/cp/cpLoginAuthCode',
  preAuthUrl: '/wx/cp/getPreAuthUrl',
} as const;

export function wecomCallback(query: URLSearchParams): WecomCallback | undefined {
  const state = query.get('state')?.trim() ?? '';
  // WeCom names the code auth_code on the install redirect and code on the sign-in one.
  const authCode = (query.get('auth_code') ?? query.get('authCode') ?? query.get('code') ?? '').trim();
  if (!authCode) return undefined;
  if (state.startsWith('authLogin_')) return { kind: 'login', authCode, state };
  if (state.startsWith('auth_')) return { kind: 'permanent', authCode, state };
  return undefined;
}

const USED_KEY = 'wecom-used-codes';
/** How many used codes are remembered (a session sees a handful). */
const REMEMBERED = 50;

/**
 * Codes already submitted, kept in a store that outlives a reload (sessionStorage in the console): a
 * replayed callback address (reload, back button, a bookmarked link) never submits its code again.
 * `claim` answers true exactly once per code.
 */
export function claimCallbackCode(store: KeyValueStore, code: string): boolean {
  let used: string[];
  try {
    const parsed: unknown = JSON.parse(store.get(USED_KEY) ?? '[]');
    used = Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    used = [];
  }
  if (used.includes(code)) return false;
  store.set(USED_KEY, JSON.stringify([...used, code].slice(-REMEMBERED)));
  return true;
}
