import type { BladeClient } from '../client.ts';
import { AUTH_PATHS } from './session.ts';
import { WECOM_PATHS } from './wecom-callback.ts';

/**
 * The gateway's calls outside the registry's entries (blade-auth and the corporate-chat endpoints), each
 * declared once with its path, method and arguments, for the console and the CLI alike.
 */
type Caller = Pick<BladeClient, 'call'>;

/** Upload the console's error logs (platform.md §7.2: POST to the logout endpoint, the logs as JSON). */
export async function uploadErrorLogs(client: Caller, logs: readonly unknown[]): Promise<void> {
  await client.call('POST', AUTH_PATHS.logout, { json: logs });
}

/** Clear the server's caches (the shell's clear-cache). */
export async function clearServerCache(client: Caller): Promise<void> {
  await client.call('GET', AUTH_PATHS.clearCache);
}

/** The signed-in user's token details, as the gateway reads them (`nbxt whoami`). */
export function oauthUserInfo(client: Caller): Promise<unknown> {
  return client.call('GET', AUTH_PATHS.userInfo);
}

/** The corporate-chat install's pre-authorisation address for a suite; undefined when the reply has none. */
export async function wecomPreAuthUrl(client: Caller, suiteId: string): Promise<string | undefined> {
  const url = await client.call('GET', WECOM_PATHS.preAuthUrl, { query: { suiteId } });
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : undefined;
}

/** Exchange an install callback's auth code for the permanent code (platform.md §2.4). */
export async function wecomPermanentCode(client: Caller, authCode: string, state: string): Promise<void> {
  await client.call('GET', WECOM_PATHS.permanentCode, { query: { authCode, state } });
}
