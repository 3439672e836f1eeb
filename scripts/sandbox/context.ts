/** What every handler receives: the sandbox's state and the parsed request. */
import type { IncomingHttpHeaders } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import type { Registry } from '../../core/src/resources/types.ts';
import type { SandboxClock } from './clock.ts';
import type { Row } from './store.ts';

export interface SandboxState {
  db: DatabaseSync;
  registry: Registry;
  nextId: () => string;
  /** Expiry and injected latency read this clock (tests drive a manual one). */
  clock: SandboxClock;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /**
   * BladeX's token state (`blade.token.state`): the refresh grant revokes the user's earlier access
   * tokens for that tenant and client, so only the newest works.
   */
  tokenState: boolean;
  /** Odd file name served by downloads (fault injection); undefined for the normal name. */
  downloadName?: string;
  /** Exports are padded to at least this many bytes (fault switch `largeExportMb`); undefined: as they are. */
  largeExportBytes?: number;
  /** Where files derived from packages are kept beside the database (the region tree's villages). */
  dataDir?: string;
}

/** The signed-in user behind a valid access token. */
export interface Principal {
  userId: string;
  tenantId: string;
  account: string;
  clientId: string;
  /** Roles chosen at sign-in (all the user's roles unless a Role-Id header picked one). */
  roleIds: string[];
  roleAliases: string[];
  deptId: string;
  administrator: boolean;
  user: Row;
}

export interface RequestContext {
  method: string;
  /** Path without the `/api` prefix. */
  path: string;
  query: URLSearchParams;
  /** Parsed JSON body (null when none or not JSON). */
  body: unknown;
  /** Form-urlencoded body, when that was the content type. */
  form: URLSearchParams | null;
  /** Content-Type header as sent (compare lower-cased; a multipart boundary is case-sensitive). */
  contentType: string;
  /** The body as received. */
  raw: Buffer;
  headers: IncomingHttpHeaders;
  principal: Principal | null;
}

export const header = (ctx: { headers: IncomingHttpHeaders }, name: string): string | undefined => {
  const value = ctx.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};
