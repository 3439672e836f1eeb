/**
 * A BladeX-compatible gateway for tests and `npm start`: `node:http` + `node:sqlite`, the registry as the
 * route table. `startSandbox` listens on loopback; `createSandboxHandler` gives the request handler to
 * mount in another server (paths with or without the `/api` prefix).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type Duplex, Writable } from 'node:stream';
import { registry as coreRegistry } from '../../core/src/resources/registry.ts';
import type { Registry, ResourceSpec } from '../../core/src/resources/types.ts';
import { authenticate, bearerToken, newCaptcha, revokeToken, tokenEndpoint } from './auth.ts';
import { batchWriteCall } from './batch-writes.ts';
import { permissionRefusal } from './button-permissions.ts';
import { type SandboxClock, systemClock } from './clock.ts';
import type { Principal, RequestContext, SandboxState } from './context.ts';
import { header } from './context.ts';
import { contractCall } from './contract.ts';
import { Control, isLoopbackAddress, type JournalEntry, queryRecord } from './control.ts';
import { exportCall } from './exports.ts';
import { formAppsCall } from './form-apps.ts';
import { jobCall } from './jobs.ts';
import { moduleRoleCall } from './module-roles.ts';
import { matchOperation, operationCall } from './operations.ts';
import { payslipCall } from './payslip.ts';
import { servesPublicForm } from './public-forms.ts';
import { isPublicCall, PUBLIC_READER } from './public-reads.ts';
import { standardCall } from './resources.ts';
import { seedDatabase } from './seed.ts';
import { followShortLink, shortLinkCode } from './short-links.ts';
import { createSnowflake } from './snowflake.ts';
import { socialRenderCall } from './social.ts';
import { specialCall } from './special/index.ts';
import { tenantInfo } from './special/tenants.ts';
import { createChatBroker } from './stomp/broker.ts';
import { onlineUsersCall } from './stomp/online.ts';
import { ADMIN_TENANT, openDatabase } from './store.ts';
import { taskCall } from './task.ts';
import { FILE_PREFIX, putFile, serveFile } from './upload.ts';
import { wecomCall } from './wecom.ts';
import { wecomSignInCall } from './wecom-signin.ts';
import { Failure, MSG, multipartForm, ok, okEmpty, parseJsonLossless, type Reply, thrown } from './wire.ts';
import { workflowCall } from './workflow/routes.ts';

export interface SandboxOptions {
  /** SQLite file; default a new temp file, removed on close. */
  dbFile?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  accessTokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
  /** Only the newest access token works after a refresh (BladeX token state); default off, also a switch. */
  tokenState?: boolean;
  /** Load the fixtures; default true when the database is new. */
  seed?: boolean;
  /** Resources to serve; default the core registry (tests add entries, e.g. a page-post list). */
  registry?: Registry;
  /** Time for expiry and injected latency; default the system clock (tests pass a manual one). */
  clock?: SandboxClock;
}

export interface SandboxHandler {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** WebSocket upgrades: the chat's STOMP broker at /api/webSocketServer; false when not for it. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  close(): Promise<void>;
  /** The SQLite file in use. */
  dbFile: string;
}

export interface Sandbox extends SandboxHandler {
  url: string;
  port: number;
}

const MAX_BODY = 20 * 1024 * 1024;
const PUBLIC_PATHS = new Set([
  '/blade-auth/oauth/token',
  '/blade-auth/oauth/captcha',
  '/blade-auth/oauth/logout',
  '/blade-auth/oauth/clear-cache',
  '/blade-system/tenant/info',
]);

/** What the journal keeps of a multipart body (nothing when it cannot be read: the call says so). */
async function journalParts(ctx: RequestContext): Promise<JournalEntry['parts']> {
  try {
    const parts = await multipartForm(ctx);
    return Object.fromEntries(
      [...parts].map(([key, value]) => [
        key,
        typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size },
      ]),
    );
  } catch {
    return undefined;
  }
}

const MERCHANT_PUT_FILE = '/blade-resource/oss/endpoint/put-file-merchant';
const GUEST_REGISTRATION = '/blade-user/register-guest';
const PHONE_CODE_PATH = '/blade-resource/sms/endpoint/send-validate';

/** Who a token-less guest registration acts as: nobody, in the tenant it names. */
function guestPrincipal(ctx: RequestContext): Principal {
  const tenantId = ctx.query.get('tenantId') ?? ctx.form?.get('tenantId') ?? '';
  return {
    userId: '',
    tenantId,
    account: '',
    clientId: '',
    roleIds: [],
    roleAliases: [],
    deptId: '',
    administrator: false,
    user: {},
  };
}

/** `/api/blade-x` → `/blade-x`, as the console's web server strips it before the gateway. */
export const stripApiPrefix = (path: string) =>
  path === '/api' ? '/' : path.startsWith('/api/') ? path.slice(4) : path;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Failure(thrown(413, 'request too large'));
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Lets `limit` bytes through, then cuts the connection (fault `cutDownload`). */
function cutAfter(res: ServerResponse, limit: number): Writable {
  let sent = 0;
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (sent >= limit) return callback();
      const room = limit - sent;
      sent += chunk.length;
      if (chunk.length < room) {
        res.write(chunk, () => callback());
        return;
      }
      res.write(chunk.subarray(0, room), () => {
        res.socket?.destroy();
        callback();
      });
    },
    final(callback) {
      if (sent < limit) res.end();
      callback();
    },
  });
}

async function sendStream(res: ServerResponse, reply: Reply, cut: number | undefined): Promise<void> {
  res.writeHead(reply.status, { ...reply.headers });
  const out = cut === undefined ? res : cutAfter(res, cut);
  try {
    await reply.stream!(out);
  } catch {
    res.destroy();
  }
}

function send(res: ServerResponse, reply: Reply): void {
  if (res.headersSent) return;
  const headers: Record<string, string> = { ...reply.headers };
  let payload: Buffer | string;
  if (reply.raw !== undefined) {
    payload = reply.raw;
  } else {
    payload = JSON.stringify(reply.body);
    headers['Content-Type'] ??= 'application/json;charset=UTF-8';
  }
  res.writeHead(reply.status, headers);
  res.end(payload);
}

/** Resource entries by path, longest first, so `/blade-system/dict-biz` wins over `/blade-system/dict`. */
function resourceIndex(specs: ResourceSpec[]): ResourceSpec[] {
  return [...specs].sort((a, b) => b.path.length - a.path.length);
}

export function createSandboxHandler(options: SandboxOptions = {}): SandboxHandler {
  let tempDir: string | undefined;
  let dbFile = options.dbFile;
  if (!dbFile) {
    tempDir = mkdtempSync(join(tmpdir(), 'nbxt-sandbox-'));
    dbFile = join(tempDir, 'sandbox.db');
  }
  const registry = options.registry ?? coreRegistry;
  const specs = Object.values(registry);
  const { db, seeded } = openDatabase(dbFile, specs);
  if (options.seed ?? !seeded) seedDatabase(db, registry, dirname(dbFile));
  const state: SandboxState = {
    db,
    registry,
    nextId: createSnowflake(1),
    clock: options.clock ?? systemClock,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? 604800,
    tokenState: options.tokenState ?? false,
    dataDir: dirname(dbFile),
  };
  const control = new Control({ tokenState: state.tokenState });
  const chat = createChatBroker(
    state,
    (entry) => control.record(entry),
    (url) => stripApiPrefix(url.pathname),
  );
  control.chatSwitch = chat;
  const resources = resourceIndex(specs);
  let closed = false;

  function route(ctx: RequestContext): Reply | Promise<Reply> {
    const shell = wecomCall(state, ctx) ?? wecomSignInCall(state, ctx) ?? socialRenderCall(ctx);
    if (shell) return shell;
    if (ctx.path === '/blade-auth/oauth/token') {
      if (ctx.method !== 'POST') return thrown(405, MSG.methodNotSupported);
      return tokenEndpoint(state, ctx);
    }
    if (ctx.path === '/blade-auth/oauth/captcha') {
      const { key, image } = newCaptcha(state);
      return { status: 200, body: { key, image } };
    }
    if (ctx.path === '/blade-auth/oauth/logout') {
      const token = bearerToken(ctx);
      if (token) revokeToken(state, token);
      return { status: 200, body: { success: 'true', msg: 'success' } };
    }
    if (ctx.path === '/blade-auth/oauth/clear-cache') return okEmpty();
    if (ctx.path === '/blade-system/tenant/info') return tenantInfo(state, ctx);
    if (ctx.path.startsWith(FILE_PREFIX) && ctx.method === 'GET') return serveFile(state, ctx.path);
    if (PUBLIC_PATHS.has(ctx.path)) return thrown(404, MSG.notFound);
    // The registration page is public: a guest without a token asks for an account.
    // Phone-code sign-in sends its code before anyone is signed in.
    if ((ctx.path === GUEST_REGISTRATION || ctx.path === PHONE_CODE_PATH) && !bearerToken(ctx))
      return specialCall(state, ctx, guestPrincipal(ctx)) ?? thrown(404, MSG.notFound);

    // Operations served without signing in (the public labor report), in the tenant the caller names.
    if (!bearerToken(ctx)) {
      const found = matchOperation(state.registry, ctx.method, ctx.path);
      const guest = { ...guestPrincipal(ctx), tenantId: header(ctx, 'Tenant-Id') || ADMIN_TENANT };
      // What a public form's fields need (a region, a person, a file), for that published form only.
      if (found && found !== 'wrongMethod' && servesPublicForm(state, ctx, found.entry.op, guest.tenantId)) {
        if (found.entry.spec.name === 'oss' && found.entry.name === 'putFile')
          return putFile(state, ctx, guest);
        const special = specialCall(state, ctx, guest);
        if (special) return special;
        return operationCall(state, ctx, guest).then((reply) => reply ?? thrown(404, MSG.notFound));
      }
      if (found && found !== 'wrongMethod' && found.entry.op.public) {
        const designed = formAppsCall(state, ctx, guest);
        if (designed) return designed;
        return operationCall(state, ctx, guest).then((reply) => reply ?? thrown(404, MSG.notFound));
      }
    }
    const auth =
      !bearerToken(ctx) && isPublicCall(state.registry, ctx) ? PUBLIC_READER : authenticate(state, ctx);
    if (!('userId' in auth)) return auth;
    const principal: Principal = auth;
    ctx.principal = principal;
    const refused = permissionRefusal(state, ctx, principal);
    if (refused) return refused;
    if (ctx.path === '/blade-auth/oauth/user-info') return userInfo(principal);
    // The merchant variant (business-modules.md §7 Merchant) stores files the same way.
    if (ctx.path === '/blade-resource/oss/endpoint/put-file' || ctx.path === MERCHANT_PUT_FILE)
      return putFile(state, ctx, principal);
    const flow = workflowCall(state, ctx, principal);
    if (flow) return flow;
    const job = jobCall(state, ctx, principal);
    if (job) return job;
    const designed = formAppsCall(state, ctx, principal);
    if (designed) return designed;
    const exported = exportCall(state, ctx, principal);
    if (exported) return exported;
    const payslip = payslipCall(state, ctx, principal) ?? batchWriteCall(state, ctx, principal);
    if (payslip) return payslip;
    const roleTenants = moduleRoleCall(state, ctx, principal);
    if (roleTenants) return roleTenants;
    const contract = contractCall(state, ctx, principal) ?? taskCall(state, ctx, principal);
    if (contract) return Promise.resolve(contract).then((reply) => reply ?? standardRoute(ctx, principal));
    const special = specialCall(state, ctx, principal) ?? onlineUsersCall(ctx, principal, chat);
    if (special) return special;
    return operationCall(state, ctx, principal).then((reply) => reply ?? standardRoute(ctx, principal));
  }

  function standardRoute(ctx: RequestContext, principal: Principal): Reply {
    // The longest resource path that matches; every entry on it (views of one backend resource) is tried.
    let matched: string | undefined;
    for (const spec of resources) {
      if (matched !== undefined && spec.path.length < matched.length) break;
      if (!ctx.path.startsWith(`${spec.path}/`)) continue;
      matched = spec.path;
      const reply = standardCall(state, spec, principal, ctx, ctx.path.slice(spec.path.length + 1));
      if (reply) return reply;
    }
    return thrown(404, MSG.notFound);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
      const path = stripApiPrefix(url.pathname);
      const method = (req.method ?? 'GET').toUpperCase();
      const raw = await readBody(req);
      const contentTypeHeader = String(req.headers['content-type'] ?? '');
      const contentType = contentTypeHeader.toLowerCase();
      let body: unknown = null;
      let form: URLSearchParams | null = null;
      let unreadable = false;
      if (raw.length > 0 && contentType.includes('application/json')) {
        try {
          body = parseJsonLossless(raw.toString('utf8'));
        } catch {
          unreadable = true;
        }
      } else if (raw.length > 0 && contentType.includes('application/x-www-form-urlencoded')) {
        form = new URLSearchParams(raw.toString('utf8'));
      }

      // A short link followed: served without signing in, outside /api (its address is the console's).
      const shortCode = shortLinkCode(url.pathname);
      if (shortCode !== undefined && method === 'GET') {
        send(res, followShortLink(state, shortCode));
        return;
      }

      if (path.startsWith('/__sandbox/')) {
        if (!isLoopbackAddress(req.socket.remoteAddress)) {
          send(res, { status: 403, body: { error: 'the control API answers loopback clients only' } });
          return;
        }
        send(res, control.handle(state, method, path, url.searchParams, body));
        return;
      }

      const ctx: RequestContext = {
        method,
        path,
        query: url.searchParams,
        body,
        form,
        contentType: contentTypeHeader,
        raw,
        headers: req.headers,
        principal: null,
      };
      const entry = {
        time: new Date().toISOString(),
        method,
        path,
        query: queryRecord(url.searchParams),
        body: form ? queryRecord(form) : body,
        bladeAuth: header(ctx, 'Blade-Auth') !== undefined,
        basicAuth: /^basic\s/i.test(header(ctx, 'Authorization') ?? ''),
        tenantIdHeader: header(ctx, 'Tenant-Id') ?? null,
        deptIdHeader: header(ctx, 'Dept-Id') ?? null,
        roleIdHeader: header(ctx, 'Role-Id') ?? null,
        captchaKeyHeader: header(ctx, 'Captcha-Key') ?? null,
        captchaCodeHeader: header(ctx, 'Captcha-Code') ?? null,
      } as Parameters<Control['record']>[0];
      if (contentType.startsWith('multipart/form-data')) entry.parts = await journalParts(ctx);
      control.record(entry);

      const delay =
        control.faults.latencyMs + (path === '/blade-auth/oauth/token' ? 0 : control.takeStagger());
      if (delay > 0) await state.clock.sleep(delay);
      let reply: Reply;
      const failure = control.takeFailure(method, path);
      if (failure) {
        reply = thrown(
          failure.status,
          failure.msg ?? (failure.status >= 500 ? MSG.serverError : `sandbox fault ${failure.status}`),
        );
      } else if (control.takeJsonReply(method, path)) {
        reply = okEmpty();
      } else if (closed) {
        reply = thrown(503, MSG.serverError);
      } else if (unreadable) {
        reply = thrown(400, MSG.notReadable);
      } else {
        try {
          reply = await route(ctx);
        } catch (error) {
          if (!(error instanceof Failure)) throw error;
          reply = error.reply;
        }
      }
      entry.status = reply.status;
      if (!failure && control.takeDrop(method, path)) {
        // The call was performed; its reply is lost on the way back.
        entry.status = 0;
        res.socket?.destroy();
        return;
      }
      if (reply.stream) {
        await sendStream(res, reply, control.takeCut(path));
        return;
      }
      send(res, reply);
    } catch (error) {
      if (error instanceof Failure) {
        send(res, error.reply);
        return;
      }
      if (process.env.NBXT_SANDBOX_DEBUG) console.error(error);
      send(res, thrown(500, MSG.serverError));
    }
  }

  async function close(): Promise<void> {
    if (closed) return;
    closed = true;
    chat.close();
    db.close();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }

  const upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) =>
    !closed && chat.upgrade(req, socket, head);
  return { handle, upgrade, close, dbFile };
}

/** BladeUser of the token, as `GET /blade-auth/oauth/user-info` returns it. */
function userInfo(principal: Principal): Reply {
  const user = principal.user;
  return ok({
    clientId: principal.clientId,
    userId: principal.userId,
    tenantId: principal.tenantId,
    oauthId: String(user.oauthId ?? ''),
    account: principal.account,
    userName: principal.account,
    nickName: String(user.name ?? ''),
    realName: String(user.realName ?? ''),
    deptId: principal.deptId,
    postId: String(user.postId ?? ''),
    roleId: principal.roleIds.join(','),
    roleName: principal.roleAliases.join(','),
    detail: { type: 'web' },
  });
}

/**
 * How long an idle keep-alive connection stays open (a gateway behind nginx keeps 65 s). Node's 5 s would
 * let a client reuse a connection the server is closing at that moment (ECONNRESET) whenever a loaded
 * machine fires the client's 4 s timer late; at 65 s such a pause between two calls is rare.
 */
export const KEEP_ALIVE_MS = 65_000;

/** Starts the sandbox on loopback (random port by default). */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const handler = createSandboxHandler(options);
  const server = createServer((req, res) => {
    void handler.handle(req, res);
  });
  server.on('upgrade', (req, socket, head) => {
    if (!handler.upgrade(req, socket, head)) socket.destroy();
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    dbFile: handler.dbFile,
    handle: handler.handle,
    upgrade: handler.upgrade,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await handler.close();
    },
  };
}
