import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLERK } from '../../scripts/sandbox/button-permissions.ts';
import { type SandboxCli, sandboxCli } from '../helpers/sandbox.ts';

function configFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

describe('nbxt login / whoami / logout against the sandbox', () => {
  let s: SandboxCli;
  beforeAll(async () => {
    s = await sandboxCli();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('whoami before any login exits 3', async () => {
    const r = await s.nbxt(['whoami']);
    expect(r.exitCode).toBe(3);
    expect(r.stderr).toMatch(/not signed in/);
  });

  it('a wrong password exits 1 with the server text and stores nothing', async () => {
    const r = await s.login('admin', 'wrong');
    expect(r.exitCode).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/用户名或密码不正确|认证信息错误或无效/);
    const files = configFiles(s.configDir);
    for (const file of files) expect(readFileSync(file, 'utf8')).not.toMatch(/access-token|refresh-token/);
    expect((await s.nbxt(['whoami'])).exitCode).toBe(3);
  });

  it('signs in, stores the session in a 0600 file, and never prints secrets', async () => {
    const r = await s.login();
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain('admin');
    const files = configFiles(s.configDir);
    expect(files).toHaveLength(1);
    expect(statSync(files[0]!).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(readFileSync(files[0]!, 'utf8'));
    const session = stored.profiles.default.session as Record<string, string>;
    const token = session['nbxt-access-token']!;
    expect(token).toBeTruthy();
    // Not the password, not its MD5.
    expect(readFileSync(files[0]!, 'utf8')).not.toContain('21232f297a57a5a743894a0e4a801fc3');
    const who = await s.nbxt(['whoami', '--json']);
    expect(who.exitCode).toBe(0);
    expect(JSON.parse(who.stdout)).toMatchObject({
      account: 'admin',
      tenantId: '000000',
      profile: 'default',
    });
    const debug = await s.nbxt(['param', 'list', '--debug']);
    for (const out of [r.stdout, r.stderr, who.stdout, who.stderr, debug.stdout, debug.stderr]) {
      expect(out).not.toContain(token);
      expect(out).not.toContain(session['nbxt-refresh-token']!);
      expect(out).not.toContain('21232f297a57a5a743894a0e4a801fc3');
    }
  });

  it('login --json and whoami --json name fields as BladeX does (tenantId, not tenant)', async () => {
    const login = await s.nbxt(
      ['login', '--server', s.sandbox.url, '--account', 'admin', '--password-stdin', '--json'],
      { input: 'admin\n' },
    );
    expect(login.exitCode, login.stderr).toBe(0);
    const who = await s.nbxt(['whoami', '--json']);
    for (const out of [login.stdout, who.stdout]) {
      const doc = JSON.parse(out) as Record<string, unknown>;
      expect(doc).toMatchObject({ tenantId: '000000', account: 'admin', profile: 'default' });
      expect(doc).not.toHaveProperty('tenant');
    }
  });

  it('sends the token in the Blade-Auth header, never in the URL', async () => {
    await s.clearJournal();
    expect((await s.nbxt(['param', 'list', '--json'])).exitCode).toBe(0);
    const journal = await s.journal();
    const call = journal.find((e) => e.path.endsWith('/param/list'))!;
    expect(call).toBeDefined();
    expect(JSON.stringify(call.query)).not.toMatch(/blade-auth|token/i);
    expect(call.bladeAuth).toBe(true);
    expect(call.basicAuth).toBe(true);
  });

  it('an expired token is refreshed transparently, exactly once', async () => {
    await s.fault({ expireTokens: true });
    await s.clearJournal();
    const r = await s.nbxt(['param', 'list', '--json']);
    expect(r.exitCode).toBe(0);
    const refreshes = (await s.journal()).filter(
      (e) => e.path.endsWith('/oauth/token') && e.query.grant_type === 'refresh_token',
    );
    expect(refreshes).toHaveLength(1);
    expect((await s.nbxt(['whoami'])).exitCode).toBe(0);
  });

  it('logout clears the session; whoami then exits 3', async () => {
    expect((await s.nbxt(['logout'])).exitCode).toBe(0);
    expect((await s.nbxt(['whoami'])).exitCode).toBe(3);
    const stored = JSON.parse(readFileSync(configFiles(s.configDir)[0]!, 'utf8'));
    expect(Object.keys(stored.profiles.default.session ?? {})).toEqual([]);
  });

  it('login --dept-id / --role-id send the Dept-Id and Role-Id headers at sign-in, and only then', async () => {
    const signIns = async () =>
      (await s.journal()).filter((e) => e.path.endsWith('/oauth/token') && e.query.grant_type === 'password');
    await s.clearJournal();
    expect((await s.login()).exitCode).toBe(0);
    expect(await signIns()).toMatchObject([{ deptIdHeader: null, roleIdHeader: null }]);
    await s.clearJournal();
    const r = await s.nbxt(
      [
        'login',
        '--server',
        s.sandbox.url,
        '--account',
        'admin',
        '--password-stdin',
        '--dept-id',
        '1123598813738675201',
        '--role-id',
        '1123598816738675201',
      ],
      { input: 'admin\n' },
    );
    expect(r.exitCode, r.stderr).toBe(0);
    expect(await signIns()).toMatchObject([
      { tenantIdHeader: '000000', deptIdHeader: '1123598813738675201', roleIdHeader: '1123598816738675201' },
    ]);
    expect((await s.nbxt(['whoami', '--json'])).exitCode).toBe(0);
  });

  it('usage errors exit 2; no password on a pipe is a usage error', async () => {
    expect((await s.nbxt(['param', 'list', '--page', 'x'])).exitCode).toBe(2);
    expect((await s.nbxt(['nosuchcommand'])).exitCode).toBe(2);
    const r = await s.nbxt(['login', '--server', s.sandbox.url, '--account', 'admin']);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/--password-stdin|NBXT_PASSWORD/);
  });
});

describe('a refused refresh', () => {
  it('exits 3 and clears the session', async () => {
    const s = await sandboxCli();
    try {
      expect((await s.login()).exitCode).toBe(0);
      // Access and refresh tokens both stop working: the one refresh attempt is refused.
      await s.fault({ expireTokens: true, expireRefreshTokens: true });
      const r = await s.nbxt(['param', 'list']);
      expect(r.exitCode).toBe(3);
      expect(r.stderr).toMatch(/session expired/);
      const stored = JSON.parse(readFileSync(configFiles(s.configDir)[0]!, 'utf8'));
      expect(stored.profiles.default.session?.['nbxt-access-token']).toBeUndefined();
      expect((await s.nbxt(['whoami'])).exitCode).toBe(3);
    } finally {
      await s.close();
    }
  });
});

describe('a gateway that accepts only the newest token (BladeX token state)', () => {
  it('concurrent calls whose 401s trail in after the refresh share that one refresh', async () => {
    const s = await sandboxCli();
    const work = mkdtempSync(join(tmpdir(), 'nbxt-token-state-'));
    try {
      expect((await s.login()).exitCode).toBe(0);
      const manifest = join(work, 'manifest.json');
      const paths = ['/crm/nbxtCrmCustomer/export', '/merchant/merchantInfo/export'];
      writeFileSync(
        manifest,
        JSON.stringify(
          Array.from({ length: 4 }, (_, i) => ({
            path: paths[i % 2],
            method: 'POST',
            body: { page: String(i) },
          })),
        ),
      );
      // Four downloads leave with the expired token; their 401s (and the replays) arrive 40 ms apart, so
      // most come after the refresh is over. A second refresh would revoke the token the replays carry.
      await s.fault({ tokenState: true, expireTokens: true, stagger: { ms: 40, count: 8 } });
      await s.clearJournal();
      const r = await s.nbxt(['export', 'run', manifest, '-o', join(work, 'out'), '--concurrency', '4']);
      expect(r.exitCode, r.stderr).toBe(0);
      const journal = await s.journal();
      const refreshes = journal.filter(
        (e) => e.path.endsWith('/oauth/token') && e.query.grant_type === 'refresh_token',
      );
      expect(refreshes).toHaveLength(1);
      expect(journal.filter((e) => e.path.endsWith('/export'))).toHaveLength(8);
      expect((await s.nbxt(['whoami'])).exitCode).toBe(0);
    } finally {
      await s.close();
      rmSync(work, { recursive: true, force: true });
    }
  });
});

describe('a refused call (the role may not make it)', () => {
  it('exits 1 with one sentence, keeps the profile signed in; whoami still succeeds', async () => {
    const s = await sandboxCli();
    try {
      expect((await s.login(CLERK.account, CLERK.password)).exitCode).toBe(0);
      await s.clearJournal();
      const r = await s.nbxt([
        'api',
        'POST',
        '/blade-system/param/remove',
        '--query',
        'ids=1123598819738675201',
      ]);
      expect(r.exitCode).toBe(1);
      const lines = r.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^nbxt: not permitted \(请求未授权\): your role may not make this call; you are still signed in$/,
      );
      // One refresh (the 401 might have been an expired token), one replay refused again: a refusal.
      const sent = (await s.journal()).map((e) => `${e.method} ${e.path} ${e.status}`);
      expect(sent).toEqual([
        'POST /blade-system/param/remove 401',
        'POST /blade-auth/oauth/token 200',
        'POST /blade-system/param/remove 401',
      ]);
      const after = JSON.parse(readFileSync(configFiles(s.configDir)[0]!, 'utf8'));
      expect(after.profiles.default.session['nbxt-access-token']).toBeTruthy();
      expect(after.profiles.default.session['nbxt-refresh-token']).toBeTruthy();
      const who = await s.nbxt(['whoami', '--json']);
      expect(who.exitCode).toBe(0);
      expect(JSON.parse(who.stdout)).toMatchObject({ account: CLERK.account });
    } finally {
      await s.close();
    }
  });
});
