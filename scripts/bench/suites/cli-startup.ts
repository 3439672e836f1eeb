/**
 * Whole-process start-up of the CLI: `nbxt --version` (target < 120 ms on this machine) and
 * `nbxt param list --json` against a sandbox on loopback. Peer: a bare `node -e ''` in the same run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execa } from 'execa';
import { startSandbox } from '../../sandbox/server.ts';

const cli = new URL('../../../cli/bin/nbxt.js', import.meta.url).pathname;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]! * 10) / 10;
}

/** Median wall time of whole processes. Async spawn: the sandbox answers from this same process. */
async function timeRuns(args: string[], env: NodeJS.ProcessEnv, runs: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const result = await execa(process.execPath, args, { env, reject: false, input: '' });
    times.push(performance.now() - start);
    if (result.exitCode !== 0)
      throw new Error(`${args.join(' ')} exited ${result.exitCode}: ${result.stderr}`);
  }
  return median(times);
}

export default async function cliStartup(): Promise<Record<string, unknown>> {
  const configDir = mkdtempSync(join(tmpdir(), 'nbxt-bench-'));
  const env = { ...process.env, NBXT_CONFIG_DIR: configDir, CI: '1' };
  const sandbox = await startSandbox();
  try {
    const login = await execa(
      process.execPath,
      [cli, 'login', '--server', sandbox.url, '--tenant', '000000', '--account', 'admin', '--password-stdin'],
      { env, input: 'admin\n', reject: false },
    );
    if (login.exitCode !== 0) throw new Error(`login failed: ${login.stderr}`);
    // First run fills the V8 compile cache, as any user's first run does.
    await timeRuns([cli, '--version'], env, 1);
    const nodeBaseline = await timeRuns(['-e', ''], env, 15);
    const version = await timeRuns([cli, '--version'], env, 15);
    const paramList = await timeRuns([cli, 'param', 'list', '--json'], env, 9);
    return {
      node_bare_ms: nodeBaseline,
      nbxt_version_ms: version,
      nbxt_version_target_ms: 120,
      nbxt_version_meets_target: version < 120,
      nbxt_version_over_bare_node: Math.round((version / nodeBaseline) * 100) / 100,
      nbxt_param_list_json_ms: paramList,
    };
  } finally {
    await sandbox.close();
    rmSync(configDir, { recursive: true, force: true });
  }
}
