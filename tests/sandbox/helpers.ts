/** Plain-fetch helpers for the sandbox tests (deliberately not core: these tests check the server). */
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { type Sandbox, type SandboxOptions, startSandbox } from '../../scripts/sandbox/server.ts';
import { seededDbCopy } from '../helpers/seeded-db.ts';

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');
export const basic = (id = 'saber', secret = 'saber_secret') =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

export const ADMIN_ROLE = '1123598816738675201';
export const TENANT2_ADMIN_ROLE = '1123598816738675204';

// biome-ignore lint/suspicious/noExplicitAny: replies are read loosely in tests
export type Json = any;

export interface TokenReply {
  access_token: string;
  refresh_token: string;
  [key: string]: unknown;
}

export interface Api {
  sandbox: Sandbox;
  /** Raw fetch against the sandbox (path with or without /api). */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  signIn(tenant?: string, account?: string, password?: string, client?: string): Promise<Response>;
  token(tenant?: string, account?: string, password?: string): Promise<TokenReply>;
  /** A signed-in call: returns status and parsed JSON. */
  call(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: Json }>;
  control(method: string, path: string, body?: unknown): Promise<Json>;
}

/**
 * A sandbox on a random port. With the core registry, no database named and seeding left to the sandbox, its
 * database is a copy of the run's seeded one (tests/helpers/seeded-db.ts), removed on close.
 */
export async function openApi(options: SandboxOptions = {}): Promise<Api> {
  const copy =
    options.dbFile === undefined && options.registry === undefined && options.seed === undefined
      ? await seededDbCopy()
      : undefined;
  const sandbox = await startSandbox(copy ? { ...options, dbFile: copy.dbFile } : options);
  if (copy) {
    const close = sandbox.close;
    sandbox.close = async () => {
      await close();
      await rm(copy.dir, { recursive: true, force: true });
    };
  }
  const f = (path: string, init?: RequestInit) => fetch(`${sandbox.url}${path}`, init);
  const signIn = (tenant = '000000', account = 'admin', password = 'admin', client = basic()) => {
    const q = new URLSearchParams({
      tenantId: tenant,
      username: account,
      password: md5(password),
      grant_type: 'password',
      scope: 'all',
      type: 'account',
    });
    return f(`/api/blade-auth/oauth/token?${q}`, {
      method: 'POST',
      headers: { Authorization: client, 'Tenant-Id': tenant },
    });
  };
  return {
    sandbox,
    fetch: f,
    signIn,
    async token(tenant, account, password) {
      const res = await signIn(tenant, account, password);
      const json = (await res.json()) as TokenReply;
      if (!json.access_token) throw new Error(`sign-in failed: ${JSON.stringify(json)}`);
      return json;
    },
    async call(token, method, path, body) {
      const headers: Record<string, string> = { Authorization: basic(), 'Blade-Auth': `bearer ${token}` };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await f(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null };
    },
    async control(method, path, body) {
      const res = await f(path, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return res.json();
    },
  };
}
