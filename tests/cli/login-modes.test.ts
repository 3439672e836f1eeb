/** `nbxt login --captcha` and `--phone` through the built binary against the sandbox, answered on stdin. */
import { existsSync, readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { undiciFetch } from '../../cli/src/http.ts';
import { run } from '../../cli/src/main.ts';
import { CLERK } from '../../scripts/sandbox/button-permissions.ts';
import { startCli } from '../helpers/cli.ts';
import { type SandboxCli, sandboxCli } from '../helpers/sandbox.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let s: SandboxCli;
beforeAll(async () => {
  s = await sandboxCli();
});
afterAll(async () => {
  await s?.close();
});
beforeEach(async () => {
  await s.nbxt(['logout']);
  await s.clearJournal();
});

const control = async (path: string) =>
  (await (await fetch(`${s.sandbox.url}/__sandbox/${path}`)).json()) as Record<string, string>;

const tokenCalls = async () =>
  (await s.journal()).filter((e) => e.method === 'POST' && e.path === '/blade-auth/oauth/token');

/** Start `login --captcha`, give the password, and wait for the picture's path. */
async function captchaLogin(extra: string[] = []) {
  const cli = startCli(
    ['login', '--server', s.sandbox.url, '--account', 'admin', '--captcha', '--password-stdin', ...extra],
    { env: s.env },
  );
  cli.send('admin');
  const announced = /^Captcha image: (.+\.png)$/.exec(await cli.nextErrorLine());
  expect(announced).not.toBeNull();
  const file = announced![1]!;
  expect(readFileSync(file).subarray(0, 8)).toEqual(PNG_SIGNATURE);
  const { code } = await control('captcha');
  return { cli, file, code: code! };
}

describe('nbxt login --captcha', () => {
  it('a wrong code is refused with the server text, exit 1, nothing stored, the picture removed', async () => {
    const { cli, file, code } = await captchaLogin();
    cli.send(`${code}9`);
    const { exitCode, stderr } = await cli.end();
    expect(exitCode).toBe(1);
    expect(stderr).toContain('nbxt: 验证码不正确');
    expect(existsSync(file)).toBe(false);
    const [call] = await tokenCalls();
    expect(call!.query).toMatchObject({ grant_type: 'captcha', username: 'admin' });
    expect(call!.captchaCodeHeader).toBe(`${code}9`);
    expect(call!.captchaKeyHeader).toBeTruthy();
    expect((await s.nbxt(['whoami'])).exitCode).toBe(3);
  });

  it('the right code signs in with the Captcha-Key and Captcha-Code headers', async () => {
    const { cli, code } = await captchaLogin();
    cli.send(code);
    expect(await cli.nextLine()).toMatch(/^Signed in to .* as admin /);
    const { exitCode } = await cli.end();
    expect(exitCode).toBe(0);
    const journal = await s.journal();
    const captchaFetch = journal.findIndex((e) => e.path === '/blade-auth/oauth/captcha');
    const signIn = journal.findIndex((e) => e.path === '/blade-auth/oauth/token');
    expect(captchaFetch).toBeGreaterThanOrEqual(0);
    expect(signIn).toBeGreaterThan(captchaFetch);
    expect(journal[signIn]!.captchaCodeHeader).toBe(code);
    expect(journal[signIn]!.tenantIdHeader).toBe('000000');
    const who = await s.nbxt(['whoami', '--json']);
    expect(JSON.parse(who.stdout)).toMatchObject({ account: 'admin', tenantId: '000000' });
  });

  it('stdin ending before the code is a usage error (exit 2) and sends no sign-in', async () => {
    const { cli } = await captchaLogin();
    const { exitCode, stderr } = await cli.end();
    expect(exitCode).toBe(2);
    expect(stderr).toMatch(/no code/);
    expect(await tokenCalls()).toEqual([]);
  });
});

describe('nbxt login --phone', () => {
  it('sends the code, reads it from stdin and signs in the user of that phone (grant user_phone)', async () => {
    const cli = startCli(['login', '--server', s.sandbox.url, '--phone', CLERK.phone], { env: s.env });
    expect(await cli.nextErrorLine()).toBe(`A sign-in code was sent to ${CLERK.phone}.`);
    const sent = await control(`sms?phone=${CLERK.phone}`);
    cli.send(sent.value!);
    expect(await cli.nextLine()).toContain(`as ${CLERK.account}`);
    expect((await cli.end()).exitCode).toBe(0);
    const journal = await s.journal();
    expect(journal[0]).toMatchObject({
      method: 'POST',
      path: '/blade-resource/sms/endpoint/send-validate',
      query: { phone: CLERK.phone },
      bladeAuth: false,
    });
    expect((await tokenCalls())[0]!.query).toMatchObject({
      grant_type: 'user_phone',
      phone: CLERK.phone,
      codeId: sent.id,
      code: sent.value,
      tenantId: '000000',
    });
    const who = await s.nbxt(['whoami', '--json']);
    expect(JSON.parse(who.stdout)).toMatchObject({ account: CLERK.account });
  });

  it('a wrong code is refused with the server text (exit 1)', async () => {
    const cli = startCli(['login', '--server', s.sandbox.url, '--phone', CLERK.phone], { env: s.env });
    await cli.nextErrorLine();
    const sent = await control(`sms?phone=${CLERK.phone}`);
    cli.send(`${sent.value}0`);
    const { exitCode, stderr } = await cli.end();
    expect(exitCode).toBe(1);
    expect(stderr).toContain('nbxt: 验证码不正确');
    expect((await s.nbxt(['whoami'])).exitCode).toBe(3);
  });

  it('goes without an account or password: naming one is a usage error (exit 2)', async () => {
    for (const extra of [['--account', 'admin'], ['--password-stdin'], ['--captcha']]) {
      const r = await s.nbxt(['login', '--server', s.sandbox.url, '--phone', CLERK.phone, ...extra]);
      expect(r.exitCode, extra.join(' ')).toBe(2);
    }
    const none = await s.nbxt(['login', '--server', s.sandbox.url, '--password-stdin'], { input: 'admin\n' });
    expect(none.exitCode).toBe(2);
    expect(none.stderr).toMatch(/--account is required/);
    expect(await s.journal()).toEqual([]);
  });
});

describe('nbxt login --captcha on a terminal that draws pictures', () => {
  /** Run login in this process with a terminal stdout and the given terminal environment. */
  async function onTerminal(env: Record<string, string>) {
    const stdin = new PassThrough();
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    let out = '';
    stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
    });
    const picture = new Promise<void>((resolve) =>
      stderr.setEncoding('utf8').on('data', (chunk: string) => {
        if (chunk.startsWith('Captcha image:')) resolve();
      }),
    );
    stdin.write('admin\n');
    const io = { stdin, stdout, stderr, isStdoutTTY: true, isStdinTTY: false, env: { ...s.env, ...env } };
    const args = ['login', '--server', s.sandbox.url, '--account', 'admin', '--captcha', '--password-stdin'];
    const exit = run(args, io, { fetch: undiciFetch() });
    await picture;
    stdin.end(`${(await control('captcha')).code}\n`);
    return { exitCode: await exit, stdout: out };
  }

  it('iTerm2 gets the picture inline on stdout before the sign-in; a plain terminal does not', async () => {
    const iterm = await onTerminal({ TERM_PROGRAM: 'iTerm.app' });
    expect(iterm.exitCode).toBe(0);
    const drawn = /\x1b\]1337;File=[^:]*:([A-Za-z0-9+/=]+)\x07/.exec(iterm.stdout);
    expect(Buffer.from(drawn![1]!, 'base64').subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(iterm.stdout.indexOf('Signed in')).toBeGreaterThan(drawn!.index);
    const plain = await onTerminal({ TERM: 'xterm-256color' });
    expect(plain.exitCode).toBe(0);
    expect(plain.stdout).not.toContain('\x1b');
  });
});
