import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { undiciFetch } from '../../cli/src/http.ts';
import { type Sandbox, startSandbox } from '../../scripts/sandbox/server.ts';
import type { CliResult } from './cli.ts';
import { runInProcess } from './cli-in-process.ts';
import { seededDbCopy } from './seeded-db.ts';

export interface JournalEntry {
  method: string;
  /** Without the /api prefix. */
  path: string;
  query: Record<string, string>;
  body: unknown;
  /** A Blade-Auth header came (its value is never journaled). */
  bladeAuth: boolean;
  basicAuth: boolean;
  tenantIdHeader: string | null;
  deptIdHeader: string | null;
  roleIdHeader: string | null;
  captchaKeyHeader?: string | null;
  captchaCodeHeader?: string | null;
  /** The reply's HTTP status (0: the reply was dropped on the way back). */
  status?: number;
}

/**
 * A sandbox on a random port with a temp db, plus a CLI bound to its own temp config dir. `nbxt` runs the
 * CLI in this process (main.ts's `run`, string streams, an HTTP stack of its own per command, as a new
 * process would have): what a command sends and prints, without a process start each. Tests of start-up,
 * signals and terminals run the built binary (`runCli(args, { env: s.env })`).
 */
export interface SandboxCli {
  sandbox: Sandbox;
  configDir: string;
  env: Record<string, string>;
  nbxt(args: string[], options?: { input?: string; env?: Record<string, string> }): Promise<CliResult>;
  login(account?: string, password?: string, tenant?: string): Promise<CliResult>;
  journal(): Promise<JournalEntry[]>;
  clearJournal(): Promise<void>;
  fault(body: Record<string, unknown>): Promise<void>;
  clearFaults(): Promise<void>;
  close(): Promise<void>;
}

export async function sandboxCli(options: { accessTokenTtlSeconds?: number } = {}): Promise<SandboxCli> {
  const db = await seededDbCopy();
  const sandbox = await startSandbox({
    accessTokenTtlSeconds: options.accessTokenTtlSeconds,
    dbFile: db.dbFile,
  });
  const configDir = mkdtempSync(join(tmpdir(), 'nbxt-cli-'));
  const env = { NBXT_CONFIG_DIR: configDir };
  const control = (path: string, init?: RequestInit) => fetch(`${sandbox.url}/__sandbox/${path}`, init);
  const self: SandboxCli = {
    sandbox,
    configDir,
    env,
    nbxt: (args, opts = {}) =>
      runInProcess(args, { input: opts.input, env: { ...env, ...opts.env }, fetch: undiciFetch() }),
    login: (account = 'admin', password = 'admin', tenant = '000000') =>
      self.nbxt(
        ['login', '--server', sandbox.url, '--tenant', tenant, '--account', account, '--password-stdin'],
        {
          input: `${password}\n`,
        },
      ),
    async journal() {
      const response = await control('journal');
      const body = (await response.json()) as { data?: JournalEntry[] } | JournalEntry[];
      return Array.isArray(body) ? body : (body.data ?? []);
    },
    async clearJournal() {
      await control('journal', { method: 'DELETE' });
    },
    async fault(body) {
      const response = await control('faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`fault injection failed: ${response.status}`);
    },
    async clearFaults() {
      await control('faults', { method: 'DELETE' });
    },
    async close() {
      await sandbox.close();
      rmSync(configDir, { recursive: true, force: true });
      rmSync(db.dir, { recursive: true, force: true });
    },
  };
  return self;
}
