/**
 * The loopback-only control API: the request journal (what clients really sent) and fault injection
 * (latency, failing paths, expired tokens, odd download names).
 */
import { expireTokens } from './auth.ts';
import type { SandboxState } from './context.ts';
import { isObject } from './resources.ts';
import { ADMIN_TENANT, findRows } from './store.ts';
import { issueWecomCode } from './wecom-signin.ts';
import type { Reply } from './wire.ts';

export interface JournalEntry {
  time: string;
  method: string;
  /** Path without the `/api` prefix. */
  path: string;
  query: Record<string, string | string[]>;
  /** Parsed JSON body, or the fields of a form body; null when none. */
  body: unknown;
  /** Whether a `Blade-Auth` header came (its value is never kept). */
  bladeAuth: boolean;
  /** Whether a Basic `Authorization` header came. */
  basicAuth: boolean;
  tenantIdHeader: string | null;
  /** Sign-in's optional Dept-Id and Role-Id headers. */
  deptIdHeader: string | null;
  roleIdHeader: string | null;
  /** Captcha sign-in's Captcha-Key and Captcha-Code headers. */
  captchaKeyHeader?: string | null;
  captchaCodeHeader?: string | null;
  /** The parts of a multipart body: texts as sent, files by name, type and size. */
  parts?: Record<string, string | { name: string; type: string; size: number }>;
  status?: number;
}

export interface PathFailure {
  path: string;
  status: number;
  count: number;
  method?: string;
  /** The reply's msg (a business failure's text); else a generic one by status. */
  msg?: string;
}

/** Perform the call, then close the connection without a reply (proves unsafe calls are not re-sent). */
export interface DroppedReply {
  path: string;
  count: number;
  method?: string;
}

/** Stream a download's first `afterBytes` bytes, then cut the connection. */
export interface CutDownload {
  /** A path, or `*` for every download. */
  path: string;
  afterBytes: number;
  count: number;
}

/** Answer the next `count` calls (sign-in and refresh excepted) `ms` apart: 0, ms, 2·ms, … late. */
export interface Stagger {
  ms: number;
  count: number;
  /** Calls staggered so far. */
  taken: number;
}

/** Answer a JSON success envelope (R.success, 操作成功) instead of performing the call (e.g. no file). */
export interface JsonReply {
  path: string;
  count: number;
  method?: string;
}

export interface Faults {
  latencyMs: number;
  fail: PathFailure[];
  dropReply: DroppedReply[];
  cutDownload: CutDownload[];
  stagger?: Stagger;
  jsonReply: JsonReply[];
}

export const JOURNAL_LIMIT = 10_000;

const emptyFaults = (): Faults => ({ latencyMs: 0, fail: [], dropReply: [], cutDownload: [], jsonReply: [] });
const stripApi = (path: string) => path.replace(/^\/api(?=\/)/, '');

/** Control calls must come from this machine: 127.0.0.0/8 or ::1 (also IPv4-mapped). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Parameters whose values are secrets: the journal keeps the key (so a test sees it was sent), not the value. */
const SECRET_PARAMS = new Set(['refresh_token', 'access_token', 'blade-auth', 'token']);
export const REDACTED = '[redacted]';

export function queryRecord(query: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(query.keys())) {
    const all = query.getAll(key).map((v) => (SECRET_PARAMS.has(key.toLowerCase()) ? REDACTED : v));
    out[key] = all.length === 1 ? all[0]! : all;
  }
  return out;
}

export class Control {
  journal: JournalEntry[] = [];
  faults: Faults = emptyFaults();
  /** The chat broker's fault switch `chatDown`: every connection dropped, new ones refused, while on. */
  chatSwitch: { setDown(down: boolean): void; readonly down: boolean } | undefined;
  /** Switch values a DELETE of the faults goes back to (the sandbox's options). */
  private readonly defaults: { tokenState: boolean };

  constructor(defaults: { tokenState: boolean } = { tokenState: false }) {
    this.defaults = defaults;
  }

  record(entry: JournalEntry): void {
    this.journal.push(entry);
    if (this.journal.length > JOURNAL_LIMIT) this.journal.splice(0, this.journal.length - JOURNAL_LIMIT);
  }

  /** Takes one fault of a kind for this call, if one asks for it. */
  private take<K extends 'fail' | 'dropReply' | 'jsonReply'>(
    kind: K,
    method: string,
    path: string,
  ): Faults[K][number] | undefined {
    const list: { path: string; count: number; method?: string }[] = this.faults[kind];
    const hit = list.find((f) => f.count > 0 && f.path === path && (!f.method || f.method === method));
    if (hit) hit.count--;
    (this.faults[kind] as typeof list) = list.filter((f) => f.count > 0);
    return hit as Faults[K][number] | undefined;
  }

  /** Takes one failure for this call if a fault asks for it. */
  takeFailure(method: string, path: string): PathFailure | undefined {
    return this.take('fail', method, path);
  }

  /** Takes one JSON success reply for this call if a fault asks for it. */
  takeJsonReply(method: string, path: string): boolean {
    return this.take('jsonReply', method, path) !== undefined;
  }

  /** The extra wait of this call under a `stagger` fault. */
  takeStagger(): number {
    const stagger = this.faults.stagger;
    if (!stagger) return 0;
    const delay = stagger.ms * stagger.taken++;
    if (stagger.taken >= stagger.count) this.faults.stagger = undefined;
    return delay;
  }

  private switches(state: SandboxState) {
    return {
      tokenState: state.tokenState,
      downloadName: state.downloadName ?? null,
      largeExportMb: state.largeExportBytes ? state.largeExportBytes / 1_000_000 : null,
      chatDown: this.chatSwitch?.down ?? false,
    };
  }

  /** Takes one dropped reply for this call if a fault asks for it. */
  takeDrop(method: string, path: string): boolean {
    return this.take('dropReply', method, path) !== undefined;
  }

  /** Takes one cut for this download if a fault asks for it: the number of bytes to let through. */
  takeCut(path: string): number | undefined {
    const hit = this.faults.cutDownload.find((f) => f.count > 0 && (f.path === '*' || f.path === path));
    if (hit) hit.count--;
    this.faults.cutDownload = this.faults.cutDownload.filter((f) => f.count > 0);
    return hit?.afterBytes;
  }

  handle(state: SandboxState, method: string, path: string, query: URLSearchParams, body: unknown): Reply {
    const okReply = (data: unknown): Reply => ({ status: 200, body: data });
    if (path === '/__sandbox/captcha' && method === 'GET') {
      // The code behind a captcha image (by key, else the newest), so that tests can sign in with the captcha
      // grant, also when a CLI fetched the picture.
      const key = query.get('key');
      const row = (
        key === null
          ? state.db.prepare('SELECT code FROM captcha ORDER BY rowid DESC LIMIT 1').get()
          : state.db.prepare('SELECT code FROM captcha WHERE key = ?').get(key)
      ) as { code: string } | undefined;
      return row ? okReply({ code: row.code }) : { status: 404, body: { error: 'unknown captcha key' } };
    }
    if (path === '/__sandbox/sms' && method === 'GET') {
      // The last validation code sent to a phone (it would arrive by SMS).
      const row = state.db
        .prepare('SELECT id, value FROM sms_code WHERE phone = ? ORDER BY expires_at DESC LIMIT 1')
        .get(query.get('phone') ?? '') as { id: string; value: string } | undefined;
      return row ? okReply(row) : { status: 404, body: { error: 'no code sent to that phone' } };
    }
    if (path === '/__sandbox/wecom-code' && method === 'POST') return issueWecomCode(state, body);
    if (path === '/__sandbox/records' && method === 'GET') {
      // Stored records of an entry and tenant (tests: entries whose calls name a record but offer no list).
      const spec = state.registry[query.get('entry') ?? ''];
      if (!spec) return { status: 404, body: { error: 'unknown registry entry' } };
      // Any other parameter is an exact match on that field (`formName=…`: the forms of that name).
      const exact = Object.fromEntries([...query].filter(([key]) => key !== 'entry' && key !== 'tenant'));
      return okReply(
        findRows(state.db, spec, { tenantId: query.get('tenant') ?? ADMIN_TENANT, exact, limit: 10 }),
      );
    }
    if (path === '/__sandbox/journal' && method === 'GET') return okReply(this.journal);
    if (path === '/__sandbox/journal' && method === 'DELETE') {
      this.journal = [];
      return okReply({ cleared: true });
    }
    if (path === '/__sandbox/faults' && method === 'GET') {
      return okReply({ ...this.faults, ...this.switches(state) });
    }
    if (path === '/__sandbox/faults' && method === 'DELETE') {
      this.faults = emptyFaults();
      state.tokenState = this.defaults.tokenState;
      state.downloadName = undefined;
      state.largeExportBytes = undefined;
      this.chatSwitch?.setDown(false);
      return okReply({ cleared: true });
    }
    if (path === '/__sandbox/faults' && method === 'POST') {
      if (!isObject(body)) return { status: 400, body: { error: 'JSON object expected' } };
      const result: Record<string, unknown> = {};
      if (typeof body.latencyMs === 'number' && body.latencyMs >= 0) this.faults.latencyMs = body.latencyMs;
      const fails = Array.isArray(body.fail) ? body.fail : body.fail ? [body.fail] : [];
      for (const f of fails) {
        if (!isObject(f) || typeof f.path !== 'string')
          return { status: 400, body: { error: 'fail.path expected' } };
        this.faults.fail.push({
          path: f.path.replace(/^\/api(?=\/)/, ''),
          status: typeof f.status === 'number' ? f.status : 500,
          count: typeof f.count === 'number' ? f.count : 1,
          ...(typeof f.method === 'string' ? { method: f.method.toUpperCase() } : {}),
          ...(typeof f.msg === 'string' ? { msg: f.msg } : {}),
        });
      }
      for (const kind of ['dropReply', 'jsonReply'] as const) {
        const value = body[kind];
        for (const d of Array.isArray(value) ? value : value ? [value] : []) {
          if (!isObject(d) || typeof d.path !== 'string')
            return { status: 400, body: { error: `${kind}.path expected` } };
          this.faults[kind].push({
            path: stripApi(d.path),
            count: typeof d.count === 'number' ? d.count : 1,
            ...(typeof d.method === 'string' ? { method: d.method.toUpperCase() } : {}),
          });
        }
      }
      const cuts = Array.isArray(body.cutDownload)
        ? body.cutDownload
        : body.cutDownload
          ? [body.cutDownload]
          : [];
      for (const c of cuts) {
        if (!isObject(c) || typeof c.path !== 'string')
          return { status: 400, body: { error: 'cutDownload.path expected' } };
        this.faults.cutDownload.push({
          path: c.path === '*' ? '*' : stripApi(c.path),
          afterBytes: typeof c.afterBytes === 'number' && c.afterBytes >= 0 ? c.afterBytes : 1024,
          count: typeof c.count === 'number' ? c.count : 1,
        });
      }
      if (typeof body.largeExportMb === 'number' && body.largeExportMb > 0)
        state.largeExportBytes = Math.round(body.largeExportMb * 1_000_000);
      if (body.largeExportMb === null || body.largeExportMb === 0) state.largeExportBytes = undefined;
      if (isObject(body.stagger)) {
        const { ms, count } = body.stagger;
        if (typeof ms !== 'number' || ms < 0) return { status: 400, body: { error: 'stagger.ms expected' } };
        this.faults.stagger = { ms, count: typeof count === 'number' && count > 0 ? count : 20, taken: 0 };
      }
      if (body.stagger === null) this.faults.stagger = undefined;
      if (typeof body.tokenState === 'boolean') state.tokenState = body.tokenState;
      if (typeof body.chatDown === 'boolean') this.chatSwitch?.setDown(body.chatDown);
      if (body.expireTokens === true) result.expiredTokens = expireTokens(state, 'access');
      if (body.expireRefreshTokens === true) result.expiredRefreshTokens = expireTokens(state, 'refresh');
      if (typeof body.downloadName === 'string') state.downloadName = body.downloadName;
      if (body.downloadName === null) state.downloadName = undefined;
      return okReply({ ...this.faults, ...this.switches(state), ...result });
    }
    return { status: 404, body: { error: 'unknown control call' } };
  }
}
