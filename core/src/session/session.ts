import { ApiError, SessionExpiredError } from '../http/errors.ts';
import type { AuthHooks, Transport } from '../http/transport.ts';
import { md5HexOnDemand } from './md5-on-demand.ts';
import { type KeyValueStore, type StorageKeys, storageKeys } from './storage.ts';
import { type TokenReply, tokenReplySchema, type UserInfo, userInfoFrom } from './token.ts';
import { WECOM_PATHS } from './wecom-callback.ts';

export const TOKEN_PATH = '/blade-auth/oauth/token';
export const CAPTCHA_PATH = '/blade-auth/oauth/captcha';
/** blade-auth's other endpoints (gateway-calls.ts calls them; sign-out here). */
export const AUTH_PATHS = {
  logout: '/blade-auth/oauth/logout',
  clearCache: '/blade-auth/oauth/clear-cache',
  userInfo: '/blade-auth/oauth/user-info',
} as const;
export const PHONE_CODE_PATH = '/blade-resource/sms/endpoint/send-validate';
/** Age (seconds) at which the console refreshes the token (platform.md §9 tokenTime). */
export const DEFAULT_TOKEN_TIME_SECONDS = 3000;
export const TOKEN_CHECK_INTERVAL_MS = 60_000;

export interface SignInInput {
  tenantId: string;
  account: string;
  /** As typed; only its MD5 hex travels. */
  password: string;
  /** Captcha mode: the key from `oauth/captcha` and the typed code. */
  captcha?: { key: string; code: string };
  deptId?: string;
  roleId?: string;
}

/** What a third party's redirect back to the console carries (platform.md §7.2 social sign-in). */
export interface SocialSignInInput {
  tenantId: string;
  source: string;
  code: string;
  state: string;
}

/** Phone-code sign-in (grant `user_phone`): the id the code was sent under and the code received. */
export interface PhoneSignInInput {
  tenantId: string;
  phone: string;
  codeId: string;
  code: string;
}

/** A captcha image (`data:` address) and the key its answer is kept under on the server. */
export interface Captcha {
  key: string;
  image: string;
}

export interface SessionState {
  accessToken: string;
  refreshToken: string | undefined;
  /** When the access token was obtained (ms since epoch). */
  tokenTime: number;
  tenantId: string;
  user: UserInfo;
}

export interface SessionOptions {
  transport: Transport;
  store: KeyValueStore;
  keys?: StorageKeys;
  clock?: () => number;
  tokenTimeSeconds?: number;
  /** Called after sign-in, refresh and sign-out. */
  onChange?: (state: SessionState | undefined) => void;
}

/**
 * The signed-in state behind a storage port: sign-in, token refresh (single-flight: any number of
 * concurrent callers share one refresh), the tokenTime policy and sign-out. Also the transport's AuthHooks.
 */
export class Session implements AuthHooks {
  private readonly transport: Transport;
  private readonly store: KeyValueStore;
  private readonly keys: StorageKeys;
  private readonly clock: () => number;
  private readonly tokenTimeMs: number;
  private readonly onChange: ((state: SessionState | undefined) => void) | undefined;
  private refreshing: Promise<void> | undefined;

  constructor(options: SessionOptions) {
    this.transport = options.transport;
    this.store = options.store;
    this.keys = options.keys ?? storageKeys();
    this.clock = options.clock ?? Date.now;
    this.tokenTimeMs = (options.tokenTimeSeconds ?? DEFAULT_TOKEN_TIME_SECONDS) * 1000;
    this.onChange = options.onChange;
    this.transport.auth = this;
  }

  state(): SessionState | undefined {
    const accessToken = this.store.get(this.keys.accessToken);
    if (!accessToken) return undefined;
    let user: UserInfo | undefined;
    try {
      user = JSON.parse(this.store.get(this.keys.item('user-info')) ?? 'null') as UserInfo | undefined;
    } catch {
      user = undefined;
    }
    const tokenTime = Number(this.store.get(this.keys.item('token-time')) ?? '0');
    return {
      accessToken,
      refreshToken: this.store.get(this.keys.refreshToken) ?? undefined,
      tokenTime: Number.isFinite(tokenTime) ? tokenTime : 0,
      tenantId: this.store.get(this.keys.item('tenant-id')) ?? user?.tenantId ?? '',
      user: user ?? userInfoFrom({ access_token: accessToken }),
    };
  }

  isSignedIn(): boolean {
    return Boolean(this.store.get(this.keys.accessToken));
  }

  accessToken(): string | undefined {
    return this.store.get(this.keys.accessToken) ?? undefined;
  }

  /**
   * Sign in with tenant, account and password. A reply carrying `error_description` (even with HTTP 200)
   * rejects with an ApiError holding that text, and nothing is stored.
   */
  async login(input: SignInInput): Promise<UserInfo> {
    const headers: Record<string, string> = {};
    if (input.deptId) headers['Dept-Id'] = input.deptId;
    if (input.roleId) headers['Role-Id'] = input.roleId;
    if (input.captcha) {
      headers['Captcha-Key'] = input.captcha.key;
      headers['Captcha-Code'] = input.captcha.code;
    }
    return this.signIn(input.tenantId, headers, {
      username: input.account,
      password: await md5HexOnDemand(input.password),
      grant_type: input.captcha ? 'captcha' : 'password',
      type: 'account',
    });
  }

  /**
   * Sign in with what a third party sent back to the console (grant `social`: source, code, state). A
   * third-party identity no account is bound to comes back as a guest (see `isGuest`).
   */
  async socialLogin(input: SocialSignInInput): Promise<UserInfo> {
    return this.signIn(
      input.tenantId,
      {},
      { source: input.source, code: input.code, state: input.state, grant_type: 'social' },
    );
  }

  /** A fresh captcha (captcha mode): show `image`, send `key` back with the typed code. */
  async captcha(): Promise<Captcha> {
    const reply = await this.transport.request<Partial<Captcha>>({
      method: 'GET',
      path: CAPTCHA_PATH,
      authenticated: false,
    });
    if (typeof reply?.key !== 'string' || typeof reply.image !== 'string')
      throw new ApiError('captcha reply carries no image', { code: 500, status: 200, body: reply });
    return { key: reply.key, image: reply.image };
  }

  /** Send a sign-in code to a phone; resolves to the id the code is kept under (send it back with it). */
  async sendPhoneCode(tenantId: string, phone: string): Promise<string> {
    const reply = await this.transport.request<{ id?: unknown } | null>({
      method: 'POST',
      path: PHONE_CODE_PATH,
      authenticated: false,
      headers: { 'Tenant-Id': tenantId },
      query: { phone },
    });
    return reply && typeof reply.id === 'string' ? reply.id : '';
  }

  /** Sign in with a code sent to the phone (grant `user_phone`). */
  async phoneLogin(input: PhoneSignInInput): Promise<UserInfo> {
    return this.signIn(
      input.tenantId,
      {},
      { phone: input.phone, codeId: input.codeId, code: input.code, grant_type: 'user_phone' },
    );
  }

  /**
   * Corporate-chat sign-in (platform.md §4): the login auth code and state of the callback; the reply is
   * a token like the sign-in's. Callers make sure a code goes once (wecom-callback.ts).
   */
  async wecomLogin(tenantId: string, authCode: string, state: string): Promise<UserInfo> {
    return this.signIn(tenantId, {}, { authCode, state }, WECOM_PATHS.loginAuthCode);
  }

  private async signIn(
    tenantId: string,
    headers: Record<string, string>,
    query: Record<string, string>,
    path: string = TOKEN_PATH,
  ): Promise<UserInfo> {
    const reply = await this.transport.request<unknown>({
      method: 'POST',
      path,
      authenticated: false,
      headers: { 'Tenant-Id': tenantId, ...headers },
      query: { tenantId, ...query, scope: 'all' },
    });
    const token = this.parseToken(reply);
    this.save(token, tenantId);
    return this.state()!.user;
  }

  /** Renew the access token with the refresh token. Concurrent callers share one request. */
  refresh(): Promise<void> {
    this.refreshing ??= this.doRefresh().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async doRefresh(): Promise<void> {
    const state = this.state();
    if (!state?.refreshToken) {
      this.clear();
      throw new SessionExpiredError('no refresh token');
    }
    let reply: unknown;
    try {
      reply = await this.transport.request<unknown>({
        method: 'POST',
        path: TOKEN_PATH,
        authenticated: false,
        headers: { 'Tenant-Id': state.tenantId },
        query: {
          tenantId: state.tenantId,
          refresh_token: state.refreshToken,
          grant_type: 'refresh_token',
          scope: 'all',
        },
      });
    } catch (error) {
      // The server refused the refresh token: the session is over. Network trouble leaves it in place.
      if (error instanceof ApiError || error instanceof SessionExpiredError) {
        this.clear();
        throw new SessionExpiredError(error.message);
      }
      throw error;
    }
    this.save(this.parseToken(reply), state.tenantId);
  }

  /** tokenTime policy: refresh when the token's age reaches tokenTime and no refresh is running. */
  needsRefresh(now = this.clock()): boolean {
    const state = this.state();
    if (!state || this.refreshing) return false;
    return now - state.tokenTime >= this.tokenTimeMs;
  }

  async refreshIfDue(): Promise<boolean> {
    if (!this.needsRefresh()) return false;
    await this.refresh();
    return true;
  }

  /**
   * The console's checker: at start and every 60 s. Returns a stop function. Failures are reported to
   * `onError` (a SessionExpiredError means: go to /login).
   */
  startChecker(
    onError: (error: unknown) => void,
    timers: { setInterval: typeof setInterval; clearInterval: typeof clearInterval } = globalThis,
    intervalMs = TOKEN_CHECK_INTERVAL_MS,
  ): () => void {
    const check = () => void this.refreshIfDue().catch(onError);
    check();
    const handle = timers.setInterval(check, intervalMs);
    return () => timers.clearInterval(handle);
  }

  /** Sign out: tell the server (best effort) and forget everything stored. */
  async logout(): Promise<void> {
    if (this.isSignedIn()) {
      try {
        await this.transport.request({ method: 'GET', path: AUTH_PATHS.logout, safe: false });
      } catch {
        // The local session ends whatever the server says.
      }
    }
    this.clear();
  }

  clear(): void {
    const had = this.isSignedIn();
    this.store.remove(this.keys.accessToken);
    this.store.remove(this.keys.refreshToken);
    for (const name of ['token-time', 'tenant-id', 'user-info']) this.store.remove(this.keys.item(name));
    if (had) this.onChange?.(undefined);
  }

  private parseToken(reply: unknown): TokenReply {
    const parsed = tokenReplySchema.safeParse(reply);
    if (!parsed.success)
      throw new ApiError('sign-in reply carries no access token', { code: 500, status: 200, body: reply });
    return parsed.data;
  }

  private save(token: TokenReply, tenantId: string): void {
    const user = userInfoFrom(token);
    this.store.set(this.keys.accessToken, token.access_token);
    if (token.refresh_token) this.store.set(this.keys.refreshToken, token.refresh_token);
    this.store.set(this.keys.item('token-time'), String(this.clock()));
    this.store.set(this.keys.item('tenant-id'), user.tenantId || tenantId);
    this.store.set(this.keys.item('user-info'), JSON.stringify(user));
    this.onChange?.(this.state());
  }
}
