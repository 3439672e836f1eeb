import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { cliPath, runCli } from '../helpers/cli.ts';

describe('nbxt basics (offline)', () => {
  it('--version prints the package version and exits 0', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../cli/package.json', import.meta.url), 'utf8'));
    const r = await runCli(['--version']);
    expect(r).toMatchObject({ exitCode: 0, stdout: `${version}\n` });
  });

  it('on a Node older than 22.19 it says so in one sentence and exits 1', async () => {
    const withNode = (version: string) =>
      execa(
        process.execPath,
        [
          '--import',
          `data:text/javascript,Object.defineProperty(process.versions,"node",{value:"${version}"})`,
          cliPath,
          '--version',
        ],
        { reject: false, env: { NO_COLOR: '1', CI: '1' } },
      );
    for (const old of ['22.18.0', '20.19.1', '18.20.4']) {
      const r = await withNode(old);
      expect(r.exitCode).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`nbxt needs Node.js 22.19 or newer; this is ${old}`);
    }
    for (const recent of ['22.19.0', '24.0.0']) expect((await withNode(recent)).exitCode).toBe(0);
  });

  it('before a build it says what to run instead of a stack trace; a module missing inside the bundle still reports', async () => {
    const clone = mkdtempSync(join(tmpdir(), 'nbxt-unbuilt-'));
    try {
      mkdirSync(join(clone, 'cli', 'bin'), { recursive: true });
      cpSync(cliPath, join(clone, 'cli', 'bin', 'nbxt.js'));
      writeFileSync(join(clone, 'cli', 'package.json'), '{"type":"module"}');
      const launcher = join(clone, 'cli', 'bin', 'nbxt.js');
      const unbuilt = await execa(process.execPath, [launcher, '--version'], { reject: false });
      expect(unbuilt.exitCode).toBe(1);
      expect(unbuilt.stdout).toBe('');
      expect(unbuilt.stderr).toBe(
        `nbxt is not built yet: run "npm run build -- cli" in ${clone}/ (npm start builds it too)`,
      );
      mkdirSync(join(clone, 'cli', 'dist'));
      writeFileSync(join(clone, 'cli', 'dist', 'nbxt.js'), "import 'a-package-that-is-not-installed';\n");
      const broken = await execa(process.execPath, [launcher, '--version'], { reject: false });
      expect(broken.exitCode).toBe(1);
      expect(broken.stderr).toContain('a-package-that-is-not-installed');
      expect(broken.stderr).not.toContain('not built yet');
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  });

  it('--help lists the fixed commands', async () => {
    const r = await runCli(['--help']);
    expect(r.exitCode).toBe(0);
    for (const command of ['login', 'logout', 'whoami', 'param', 'dict', 'role', 'tenant', 'api']) {
      expect(r.stdout).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
    }
  });

  it('every registry resource has list/get/submit/remove as the registry allows', async () => {
    const r = await runCli(['param', '--help']);
    for (const verb of ['list', 'get', 'submit', 'remove', 'set'])
      expect(r.stdout).toMatch(new RegExp(`^  ${verb}\\b`, 'm'));
    const logs = await runCli(['log-error', '--help']);
    expect(logs.stdout).toMatch(/^ {2}list\b/m);
    expect(logs.stdout).not.toMatch(/^ {2}submit\b/m);
  });

  it('an unknown command or option is a usage error (exit 2)', async () => {
    expect((await runCli(['frobnicate'])).exitCode).toBe(2);
    expect((await runCli(['param', 'list', '--bogus'])).exitCode).toBe(2);
    expect((await runCli(['api', 'FETCH', '/x'])).exitCode).toBe(2);
  });

  it('a usage error prints one sentence and a hint naming the command, not the whole help', async () => {
    const unknown = await runCli(['nosuch']);
    expect(unknown.exitCode).toBe(2);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^nbxt: unknown command 'nosuch'/),
      "Run 'nbxt --help' for usage.",
    ]);
    const option = await runCli(['param', 'list', '--bogus']);
    expect(option.exitCode).toBe(2);
    expect(option.stderr).toBe("nbxt: unknown option '--bogus'\nRun 'nbxt param list --help' for usage.\n");
    const missing = await runCli(['role', 'get']);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toBe(
      "nbxt: missing required argument 'id'\nRun 'nbxt role get --help' for usage.\n",
    );
  });

  it('api GET with --data is a usage error before anything is sent', async () => {
    const r = await runCli(['api', 'GET', '/blade-system/param/list', '--data', '{"a":1}'], {
      env: { NBXT_CONFIG_DIR: '/nonexistent-nbxt' },
    });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toBe('nbxt: GET takes no body: send its parameters with --query key=value\n');
  });

  it('--data nested 10,000 deep is refused with its path and the limit (exit 1) before anything is sent', async () => {
    const deep = `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const r = await runCli(['param', 'submit', '--data', deep], {
      env: { NBXT_CONFIG_DIR: '/nonexistent-nbxt' },
    });
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toMatch(
      /^nbxt: --data: \$\.a\[0\]\[0\].*: nested deeper than 500 levels \(the limit\)\n$/,
    );
  });

  it('invalid --data is a usage error before anything is sent', async () => {
    const r = await runCli(['param', 'submit', '--data', '{not json'], {
      env: { NBXT_CONFIG_DIR: '/nonexistent-nbxt' },
    });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/not valid JSON/);
  });
});
