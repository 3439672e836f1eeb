/**
 * `nbxt login` asking for the password on a terminal (DESIGN.md, the CLI contract): through the built
 * binary in a pseudo-terminal (`script`), the prompt on stderr, nothing typed echoed, stdout kept for the
 * result; Ctrl-C at the prompt stops with 130 and sends nothing.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cliPath, shellQuote } from '../helpers/cli.ts';
import { type SandboxCli, sandboxCli } from '../helpers/sandbox.ts';
import { md5 } from '../sandbox/helpers.ts';

let s: SandboxCli;
let work: string;
beforeAll(async () => {
  s = await sandboxCli();
  work = mkdtempSync(join(tmpdir(), 'nbxt-prompt-'));
});
afterAll(async () => {
  await s?.close();
  rmSync(work, { recursive: true, force: true });
});
beforeEach(async () => {
  await s.nbxt(['logout']);
  await s.clearJournal();
});

/**
 * `nbxt login` on a terminal, its stdout to a file: what the terminal shows is what it wrote to stderr.
 * `keys` are typed once the prompt is on the terminal; stdin stays open until the command exits.
 */
async function loginOnTerminal(keys: string) {
  const out = join(work, `stdout-${Date.now()}`);
  const command = [process.execPath, cliPath, 'login', '--server', s.sandbox.url, '--tenant', '000000']
    .concat(['--account', 'admin'])
    .map(shellQuote)
    .join(' ');
  const child = spawn('script', ['-qec', `${command} > ${shellQuote(out)}`, '/dev/null'], {
    env: { ...process.env, ...s.env, CI: '', NO_COLOR: '1' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let terminal = '';
  let typed = false;
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    terminal += chunk;
    if (!typed && terminal.includes('Password:')) {
      typed = true;
      child.stdin.write(keys);
    }
  });
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', resolve));
  child.stdin.end();
  return { exitCode, terminal, stdout: existsSync(out) ? readFileSync(out, 'utf8') : '' };
}

describe('nbxt login: the password typed at a prompt on a terminal', () => {
  it('asks on stderr without echoing what is typed, signs in with it and prints the result on stdout', async () => {
    const r = await loginOnTerminal('admin\r');
    expect(r.exitCode, r.terminal).toBe(0);
    expect(r.terminal).toContain('Password:');
    expect(r.terminal).not.toContain('admin');
    expect(r.stdout).toMatch(/^Signed in to .+ as admin \(tenant 000000, profile default\)\n$/);
    const token = (await s.journal()).filter((e) => e.path === '/blade-auth/oauth/token');
    expect(token).toHaveLength(1);
    expect(token[0]!.query['password']).toBe(md5('admin'));
    expect((await s.nbxt(['whoami'])).exitCode).toBe(0);
  });

  it('stops on Ctrl-C at the prompt with exit 130, sending nothing and storing no session', async () => {
    const r = await loginOnTerminal('\u0003');
    expect(r.exitCode, r.terminal).toBe(130);
    expect(r.stdout).toBe('');
    expect((await s.journal()).some((e) => e.path === '/blade-auth/oauth/token')).toBe(false);
    expect((await s.nbxt(['whoami'])).exitCode).toBe(3);
  });
});
