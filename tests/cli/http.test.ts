import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { undiciFetch } from '../../cli/src/http.ts';
import { NetworkError, TimeoutError } from '../../core/src/http/errors.ts';
import { Transport } from '../../core/src/http/transport.ts';

/** The CLI's HTTP (core's transport over undici's `request`) against a real server: what fetch did for us. */

const BIG = Buffer.from('报表,'.repeat(50_000));
let server: Server;
let base: string;
const seen: { url: string; headers: IncomingMessage['headers']; body: string }[] = [];

function handle(req: IncomingMessage, res: ServerResponse, body: string): void {
  seen.push({ url: req.url ?? '', headers: req.headers, body });
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding']));
  switch (req.url?.split('?')[0]) {
    case '/api/json': {
      const reply = Buffer.from(
        JSON.stringify({ code: 200, success: true, data: { echo: body }, msg: '操作成功' }),
      );
      res.writeHead(200, {
        'content-type': 'application/json;charset=UTF-8',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(gzip ? gzipSync(reply) : reply);
      return;
    }
    case '/api/export': {
      // A proxy compressing the spreadsheet: Content-Length is the length of the compressed bytes.
      const bytes = gzip ? gzipSync(BIG) : BIG;
      res.writeHead(200, {
        'content-type': 'application/vnd.ms-excel;charset=UTF-8',
        'content-disposition': 'attachment;filename=%E6%8A%A5%E8%A1%A8.xlsx',
        'content-length': String(bytes.length),
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(bytes);
      return;
    }
    case '/api/moved':
      res.writeHead(302, { location: '/api/json' });
      res.end();
      return;
    case '/api/slow':
      setTimeout(() => res.end('{}'), 2_000);
      return;
    default:
      res.writeHead(404);
      res.end();
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const transport = (timeoutMs?: number) =>
  new Transport({
    fetch: undiciFetch(),
    baseUrl: base,
    clientId: 'saber',
    clientSecret: 'saber_secret',
    timeoutMs,
    sleep: async () => {},
  });

describe("the CLI's HTTP over undici's request", () => {
  it('asks for compression and decodes a compressed JSON reply; sends the JSON body and headers', async () => {
    const data = await transport().request<{ echo: string }>({
      method: 'POST',
      path: '/json',
      json: { name: '张三' },
    });
    expect(JSON.parse(data.echo)).toEqual({ name: '张三' });
    const request = seen.at(-1)!;
    expect(request.headers['accept-encoding']).toMatch(/gzip/);
    expect(request.headers['content-type']).toBe('application/json;charset=UTF-8');
    expect(request.headers.authorization).toBe(`Basic ${btoa('saber:saber_secret')}`);
  });

  it('a compressed download is read whole: the announced (compressed) length is not taken for its size', async () => {
    const download = await transport().download({ method: 'GET', path: '/export' });
    expect(download.fileName).toBe('报表.xlsx');
    expect(download.size).toBeUndefined();
    const bytes = Buffer.from(await new Response(download.body).arrayBuffer());
    expect(bytes.equals(BIG)).toBe(true);
  });

  it('follows a redirect, as fetch did', async () => {
    const data = await transport().request<{ echo: string }>({ method: 'GET', path: '/moved' });
    expect(data).toEqual({ echo: '' });
  });

  it('times out and reports an unreachable server as a NetworkError', async () => {
    await expect(transport(200).request({ method: 'GET', path: '/slow' })).rejects.toBeInstanceOf(
      TimeoutError,
    );
    const closed = new Transport({
      fetch: undiciFetch(),
      baseUrl: 'http://127.0.0.1:1/api',
      clientId: 'c',
      clientSecret: 's',
      retry: { retries: 0, baseDelayMs: 1, maxDelayMs: 1 },
    });
    const failure = closed.request({ method: 'GET', path: '/json' });
    await expect(failure).rejects.toBeInstanceOf(NetworkError);
    await expect(failure).rejects.toThrow(/cannot reach http:\/\/127\.0\.0\.1:1\/api \(.*ECONNREFUSED/);
  });
});
