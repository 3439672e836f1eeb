/**
 * `npm start`: build the console and the CLI (so that `npx nbxt` works next to it), start the sandbox
 * (or proxy to NBXT_API) and serve both on one loopback port (PORT, default 5173). Ctrl-C stops cleanly.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { relative } from 'node:path';
import { registry } from '../core/src/resources/registry.ts';
import { buildCli } from './build/cli.ts';
import { buildWeb } from './build/web.ts';
import { staleSeedWarning } from './sandbox/seed-fingerprint.ts';
import { startConsoleServer } from './serve/console-server.ts';

const port = Number(process.env.PORT ?? 5173);
const api = process.env.NBXT_API || undefined;
const dataDir = new URL('../.tmp/', import.meta.url).pathname;
mkdirSync(dataDir, { recursive: true });

process.stdout.write('building the console and the CLI…\n');
await Promise.all([buildWeb(), buildCli()]);
const dbFile = process.env.NBXT_SANDBOX_DB ?? `${dataDir}sandbox.db`;
const reused = !api && existsSync(dbFile);
const server = await startConsoleServer({ port, api, dbFile });
// Shown as typed from here when it is below this folder (.tmp/sandbox.db), else in full.
const shownDb = relative(process.cwd(), dbFile).startsWith('..') ? dbFile : relative(process.cwd(), dbFile);

process.stdout.write(`\nnbxt console: ${server.url}/\n`);
if (api) process.stdout.write(`/api is proxied to ${api}\n`);
else
  process.stdout.write(
    `backend: sandbox (data in ${shownDb}; delete it to start over)\n` +
      'sign in: tenant 000000 · account admin · password admin\n',
  );
const stale = reused ? staleSeedWarning(dbFile, registry, shownDb) : undefined;
if (stale) process.stdout.write(`${stale}\n`);
process.stdout.write('Ctrl-C to stop\n');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.close();
  process.stdout.write('stopped\n');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
