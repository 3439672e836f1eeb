import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FetchLike, FetchReply } from '../../core/src/http/transport.ts';
import type { CliResult } from './cli.ts';
import { runInProcess } from './cli-in-process.ts';

/** A request the CLI sent, as the sandbox journal shows one (path without /api). */
export interface GatewayRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The JSON body, the fields of a form body, or null when none came. */
  body: unknown;
  headers: Record<string, string>;
}

/** A canned answer: a BladeX envelope (HTTP 200 unless `status` says otherwise). */
export interface Canned {
  status?: number;
  body: unknown;
}

export type Answer = (request: GatewayRequest) => Canned;

/** `R.data(data)`: BladeX's success envelope. */
export const data = (value: unknown): Canned => ({
  body: { code: 200, success: true, data: value, msg: '操作成功' },
});

/** `R.fail(msg)`: a business failure, HTTP 200 with `code` (400 unless given). */
export const failure = (msg: string, code = 400): Canned => ({
  body: { code, success: false, data: null, msg },
});

/** An HTTP error with BladeX's envelope (500 服务器异常 by default). */
export const httpError = (status = 500, msg = '服务器异常'): Canned => ({
  status,
  body: { code: status, success: false, data: null, msg },
});

/** A list page as BladeX's `IPage` serialises it. */
export const page = (records: unknown[], current = 1, size = 10): Canned =>
  data({ records, total: records.length, size, current, pages: Math.ceil(records.length / size) });

/**
 * `nbxt` run in this process against a fake gateway, through the factory's transport seam: no server, no
 * process start. The CLI is signed in by environment (NBXT_SERVER + NBXT_TOKEN, no profile written); each
 * `METHOD /path` answers from `answers`, anything else fails the command with HTTP 404. Retries wait on a
 * recorded sleep, never for real.
 */
export interface FakeGatewayCli {
  nbxt(args: string[], options?: { input?: string; env?: Record<string, string> }): Promise<CliResult>;
  /** Every request sent, in order. */
  requests: GatewayRequest[];
  /** The waits retries asked for (ms), in order. */
  waits: number[];
  /** Answer `METHOD /path` (path without /api); a later answer for the same call replaces the earlier. */
  answer(call: string, answer: Answer | Canned): void;
  close(): void;
}

const server = 'http://gateway.test';

function bodyOf(init: RequestInit, contentType: string): unknown {
  const body = init.body;
  if (body === undefined || body === null) return null;
  const text = typeof body === 'string' ? body : new TextDecoder().decode(body as Uint8Array);
  if (contentType.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function reply(canned: Canned): FetchReply {
  const text = JSON.stringify(canned.body);
  return {
    status: canned.status ?? 200,
    headers: {
      get: (name) => (name.toLowerCase() === 'content-type' ? 'application/json;charset=UTF-8' : null),
    },
    text: async () => text,
    get body() {
      return new Response(text).body;
    },
  };
}

export function fakeGatewayCli(): FakeGatewayCli {
  const configDir = mkdtempSync(join(tmpdir(), 'nbxt-fake-gateway-'));
  const answers = new Map<string, Answer>();
  const requests: GatewayRequest[] = [];
  const waits: number[] = [];
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>))
      headers[name.toLowerCase()] = value;
    const request: GatewayRequest = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api(?=\/)/, ''),
      query: Object.fromEntries(url.searchParams),
      body: bodyOf(init, headers['content-type'] ?? ''),
      headers,
    };
    requests.push(request);
    const answer = answers.get(`${request.method} ${request.path}`);
    return reply(
      answer ? answer(request) : httpError(404, `no canned answer for ${request.method} ${request.path}`),
    );
  };
  const sleep = async (ms: number) => {
    waits.push(ms);
  };
  const env = { NBXT_CONFIG_DIR: configDir, NBXT_SERVER: server, NBXT_TOKEN: 'fake-token' };
  return {
    requests,
    waits,
    nbxt: (args, options = {}) =>
      runInProcess(args, { input: options.input, env: { ...env, ...options.env }, fetch, sleep }),
    answer(call, answer) {
      answers.set(call, typeof answer === 'function' ? answer : () => answer);
    },
    close() {
      rmSync(configDir, { recursive: true, force: true });
    },
  };
}
