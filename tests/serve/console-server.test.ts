import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxHandler, type SandboxHandler } from '../../scripts/sandbox/server.ts';
import { type ConsoleServer, startConsoleServer } from '../../scripts/serve/console-server.ts';
import { basic, md5 } from '../sandbox/helpers.ts';

/** GET with the path sent exactly as written (fetch would resolve `..` before sending). */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('console server in proxy mode (NBXT_API)', () => {
  let dir: string;
  let gateway: Server;
  let sandbox: SandboxHandler;
  let consoleServer: ConsoleServer;
  /** Paths as the gateway received them. */
  const seen: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'nbxt-console-'));
    const webRoot = join(dir, 'web');
    mkdirSync(join(webRoot, 'assets'), { recursive: true });
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>console</title>');
    writeFileSync(join(webRoot, 'assets', 'app-1a2b.js'), 'console.log("app")');
    writeFileSync(join(webRoot, 'build.json'), '{"build":"B1"}');
    writeFileSync(join(dir, 'secret.txt'), 'TOP-SECRET');
    // The sandbox stands in for the real gateway behind a server that notes each request's path.
    sandbox = createSandboxHandler();
    gateway = createServer((req, res) => {
      seen.push(req.url ?? '');
      void sandbox.handle(req, res);
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    consoleServer = await startConsoleServer({ port: 0, webRoot, api: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await consoleServer?.close();
    gateway?.closeAllConnections();
    await new Promise<void>((resolve) => (gateway ? gateway.close(() => resolve()) : resolve()));
    await sandbox?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('forwards /api/… to the gateway with /api stripped, headers and query included', async () => {
    const query = new URLSearchParams({
      tenantId: '000000',
      username: 'admin',
      password: md5('admin'),
      grant_type: 'password',
      scope: 'all',
      type: 'account',
    });
    const signIn = await fetch(`${consoleServer.url}/api/blade-auth/oauth/token?${query}`, {
      method: 'POST',
      headers: { Authorization: basic(), 'Tenant-Id': '000000' },
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    expect(token).toBeTruthy();
    const list = await fetch(`${consoleServer.url}/api/blade-system/param/list?size=1`, {
      headers: { Authorization: basic(), 'Blade-Auth': `bearer ${token}` },
    });
    expect(list.status).toBe(200);
    expect(await list.json()).toMatchObject({ code: 200, data: { size: 1 } });
    expect(seen).toEqual([`/blade-auth/oauth/token?${query}`, '/blade-system/param/list?size=1']);
  });

  it('answers /__sandbox/* itself with 404 and forwards none of it', async () => {
    const before = seen.length;
    for (const path of ['/__sandbox/journal', '/__sandbox/faults']) {
      const res = await fetch(`${consoleServer.url}${path}`);
      expect(res.status).toBe(404);
    }
    const post = await fetch(`${consoleServer.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ expireTokens: true }),
    });
    expect(post.status).toBe(404);
    expect(seen.slice(before)).toEqual([]);
  });

  it('serves the built console: files, index.html for client routes, 404 for unknown assets', async () => {
    const asset = await fetch(`${consoleServer.url}/assets/app-1a2b.js`);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await asset.text()).toBe('console.log("app")');
    for (const route of ['/', '/system/param']) {
      const page = await fetch(`${consoleServer.url}${route}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>console</title>');
    }
    expect((await fetch(`${consoleServer.url}/assets/missing.js`)).status).toBe(404);
  });

  it('serves hashed assets for good, and the build id and index.html to be asked again each time', async () => {
    const asset = await fetch(`${consoleServer.url}/assets/app-1a2b.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    // A page whose chunk failed compares its build with this one (web/src/base/chunk-load.ts).
    const build = await fetch(`${consoleServer.url}/build.json`);
    expect(build.headers.get('content-type')).toMatch(/^application\/json/);
    expect(build.headers.get('cache-control')).toBe('no-cache');
    expect(await build.json()).toEqual({ build: 'B1' });
    expect((await fetch(`${consoleServer.url}/`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('never serves a file outside the console folder', async () => {
    for (const path of [
      '/../secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    ]) {
      const res = await rawGet(consoleServer.url, path);
      expect(res.body, path).not.toContain('TOP-SECRET');
    }
  });
});

describe('console server with the sandbox', () => {
  it('serves the control calls of its own sandbox', async () => {
    const server = await startConsoleServer({ port: 0, webRoot: join(tmpdir(), 'nbxt-no-console') });
    try {
      const res = await fetch(`${server.url}/__sandbox/journal`);
      expect(res.status).toBe(200);
      expect(Array.isArray(await res.json())).toBe(true);
    } finally {
      await server.close();
    }
  });
});
