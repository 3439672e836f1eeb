import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SHORT_URL_PATH } from '../../core/src/modules/shorturl.ts';
import { createSandboxHandler, KEEP_ALIVE_MS } from '../sandbox/server.ts';
import { proxyHandler } from './proxy.ts';
import { staticHandler } from './static.ts';

export interface ConsoleServerOptions {
  port?: number;
  host?: string;
  /** Built console files. */
  webRoot?: string;
  /** A real gateway: `/api` is proxied there instead of the sandbox. */
  api?: string;
  /** Sandbox database file (default: a temp file). */
  dbFile?: string;
}

export interface ConsoleServer {
  url: string;
  port: number;
  /** `sandbox` or the gateway address. */
  backend: string;
  close(): Promise<void>;
}

const defaultWebRoot = new URL('../../web/dist/', import.meta.url).pathname;

async function noSandbox(_req: IncomingMessage, res: ServerResponse): Promise<void> {
  res
    .writeHead(404, { 'Content-Type': 'application/json;charset=UTF-8' })
    .end(JSON.stringify({ error: 'no sandbox: /api is proxied to a real gateway' }));
}

/** The console and its `/api` (sandbox or proxy) on one loopback port. */
export async function startConsoleServer(options: ConsoleServerOptions = {}): Promise<ConsoleServer> {
  const sandbox = options.api ? undefined : await createSandboxHandler({ dbFile: options.dbFile });
  const api = options.api ? proxyHandler(options.api) : sandbox!.handle;
  const files = staticHandler(options.webRoot ?? defaultWebRoot);
  // The sandbox's control calls exist only with the sandbox: never forwarded to a real gateway.
  const control = sandbox ? sandbox.handle : noSandbox;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    // A short link (/s/{code}) is the backend's to follow: the sandbox redirects it, a gateway is asked.
    const handler =
      path === '/api' || path.startsWith('/api/') || path.startsWith(SHORT_URL_PATH)
        ? api
        : path.startsWith('/__sandbox/')
          ? control
          : files;
    handler(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    });
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // The chat's WebSocket (/api/webSocketServer) is the sandbox's; a real gateway's is not proxied.
  server.on('upgrade', (req, socket, head) => {
    if (!sandbox?.upgrade(req, socket, head)) socket.destroy();
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    backend: options.api ?? 'sandbox',
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sandbox?.close();
    },
  };
}
