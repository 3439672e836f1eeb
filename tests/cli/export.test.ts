import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translate } from '../../core/src/i18n/index.ts';
import { cliPath, runCli } from '../helpers/cli.ts';
import { type SandboxCli, sandboxCli } from '../helpers/sandbox.ts';

const STATE = '.nbxt-export-state.json';

interface Entry {
  name?: string;
  path: string;
  method: string;
  query?: Record<string, string>;
  body?: unknown;
}

/** A manifest of `n` distinct exports (different filters, so different contents) over a few resources. */
function manifest(n: number): Entry[] {
  const calls: Entry[] = [
    { path: '/crm/nbxtCrmCustomer/export', method: 'POST' },
    { path: '/merchant/merchantInfo/export', method: 'POST' },
    { path: '/lowIncome/householder/export', method: 'POST' },
    { path: '/job/nbxtjob/export/error/1700000000000000101', method: 'POST' },
    { path: '/lowIncome/invReport/exportSummary', method: 'GET' },
  ];
  return Array.from({ length: n }, (_, i) => {
    const base = calls[i % calls.length]!;
    return base.method === 'POST'
      ? { ...base, body: { remark: '', page: String(i) } }
      : { ...base, query: { page: String(i) } };
  });
}

const stateOf = (dir: string) =>
  JSON.parse(readFileSync(join(dir, STATE), 'utf8')) as {
    entries: Record<string, { file: string; bytes: number }>;
  };
const partsIn = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.part'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The id of a process that has ended (a leftover's writer that is gone). */
async function deadPid(): Promise<number> {
  const child = execa(process.execPath, ['-e', '0']);
  await child;
  return child.pid!;
}

/** Resolves when `dir` holds a part file being written. */
async function partAppears(dir: string): Promise<void> {
  for (let i = 0; i < 1000; i++) {
    if (existsSync(dir) && partsIn(dir).length > 0) return;
    await sleep(10);
  }
  throw new Error(`no part file appeared in ${dir}`);
}

describe('nbxt export run', () => {
  let s: SandboxCli;
  let work: string;
  let n = 0;
  const out = () => join(work, `out-${++n}`);
  const writeManifest = (entries: unknown, ext = 'json') => {
    const file = join(work, `manifest-${++n}.${ext}`);
    writeFileSync(file, typeof entries === 'string' ? entries : JSON.stringify(entries));
    return file;
  };

  beforeAll(async () => {
    s = await sandboxCli();
    expect((await s.login()).exitCode).toBe(0);
    work = mkdtempSync(join(tmpdir(), 'nbxt-export-'));
  });
  afterAll(async () => {
    await s?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await s.clearFaults();
    await s.clearJournal();
  });

  it('downloads every entry as .xlsx, prints one plain line per file and a summary, and resumes', async () => {
    const dir = out();
    const file = writeManifest(manifest(6));
    const first = await s.nbxt(['export', 'run', file, '-o', dir]);
    expect(first.exitCode, first.stderr).toBe(0);
    const lines = first.stdout.trimEnd().split('\n');
    expect(lines.filter((l) => /^saved .+\.xlsx \(\d+ bytes\)$/.test(l))).toHaveLength(6);
    expect(lines.at(-1)).toMatch(/^6 saved, 0 skipped · /);
    expect(first.stdout).not.toMatch(/\u001b/); // piped: no Ink view, no escape codes
    const xlsx = readdirSync(dir).filter((f) => f.endsWith('.xlsx'));
    expect(xlsx).toHaveLength(6);
    for (const f of xlsx) expect([...readFileSync(join(dir, f)).subarray(0, 2)]).toEqual([0x50, 0x4b]);
    expect(Object.keys(stateOf(dir).entries)).toHaveLength(6);
    // Every call carried the token in the header, never in the URL.
    const journal = await s.journal();
    const exports = journal.filter((e) => e.path.includes('export'));
    expect(exports).toHaveLength(6);
    expect(
      exports.every((e) => e.bladeAuth && !Object.keys(e.query).some((k) => /auth|token/i.test(k))),
    ).toBe(true);

    await s.clearJournal();
    const again = await s.nbxt(['export', 'run', file, '-o', dir]);
    expect(again.exitCode).toBe(0);
    expect(again.stdout).toContain('0 saved, 6 skipped');
    expect((await s.journal()).filter((e) => e.path.includes('export'))).toHaveLength(0);

    // A deleted file is fetched again; --force redoes everything.
    rmSync(join(dir, xlsx[0]!));
    await s.clearJournal();
    const repaired = await s.nbxt(['export', 'run', file, '-o', dir]);
    expect(repaired.stdout).toContain('1 saved, 5 skipped');
    expect((await s.journal()).filter((e) => e.path.includes('export'))).toHaveLength(1);
    const forced = await s.nbxt(['export', 'run', file, '-o', dir, '--force', '--json']);
    expect(JSON.parse(forced.stdout)).toMatchObject({ ok: true, total: 6, skipped: [] });
    expect(readdirSync(dir).filter((f) => f.endsWith('.xlsx'))).toHaveLength(6);
  });

  it('accepts a YAML manifest and rejects an invalid one with the place of the problem', async () => {
    const dir = out();
    const yaml = writeManifest(
      '- name: 商户\n  path: /merchant/merchantInfo/export\n  method: post\n- path: /lowIncome/invReport/exportSummary\n  method: GET\n',
      'yaml',
    );
    const r = await s.nbxt(['export', 'run', yaml, '-o', dir]);
    expect(r.exitCode, r.stderr).toBe(0);
    const names = readdirSync(dir);
    expect(names).toHaveLength(3);
    expect(names).toEqual(
      expect.arrayContaining([
        STATE,
        '商户.xlsx',
        expect.stringMatching(/^调查报告汇总 \d{4}-\d{2}-\d{2}\.xlsx$/),
      ]),
    );
    const bad = writeManifest([{ path: '/x/export', method: 'DELETE' }, { method: 'GET' }]);
    const rejected = await s.nbxt(['export', 'run', bad, '-o', out()]);
    expect(rejected.exitCode).toBe(1);
    expect(rejected.stderr).toMatch(/\[0\]\.method/);
    expect(rejected.stderr).toMatch(/\[1\]\.path/);
  });

  it('keeps hostile server names inside the folder and suffixes collisions', async () => {
    const dir = out();
    await s.fault({ downloadName: '../../etc/passwd\u0007 报表.xlsx' });
    const file = writeManifest([
      ...manifest(3),
      { name: '../../../tmp/evil/名单', path: '/merchant/merchantInfo/export', method: 'POST' },
    ]);
    const r = await s.nbxt(['export', 'run', file, '-o', dir, '--concurrency', '1']);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(
      [STATE, 'passwd 报表.xlsx', 'passwd 报表 (2).xlsx', 'passwd 报表 (3).xlsx', '名单.xlsx'].sort(),
    );
    expect(existsSync(join(work, 'etc'))).toBe(false);
    // A file the user already had is never overwritten.
    const dir2 = out();
    mkdirSync(dir2);
    writeFileSync(join(dir2, 'passwd 报表.xlsx'), 'mine');
    await s.nbxt(['export', 'run', writeManifest(manifest(1)), '-o', dir2]);
    expect(readFileSync(join(dir2, 'passwd 报表.xlsx'), 'utf8')).toBe('mine');
    expect(existsSync(join(dir2, 'passwd 报表 (2).xlsx'))).toBe(true);
  });

  it('a token expiring mid-batch is refreshed once for all workers', async () => {
    const dir = out();
    const file = writeManifest(manifest(24));
    await s.fault({ latencyMs: 60 });
    const run = execa(process.execPath, [cliPath, 'export', 'run', file, '-o', dir, '--concurrency', '8'], {
      env: { ...s.env, CI: '1' },
      reject: false,
    });
    // Wait until the batch is under way, then expire every access token.
    for (let i = 0; i < 200; i++) {
      if ((await s.journal()).filter((e) => e.path.includes('export')).length >= 8) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await s.fault({ expireTokens: true });
    const result = await run;
    expect(result.exitCode, String(result.stderr)).toBe(0);
    const refreshes = (await s.journal()).filter(
      (e) => e.path === '/blade-auth/oauth/token' && e.query.grant_type === 'refresh_token',
    );
    expect(refreshes).toHaveLength(1);
    expect(readdirSync(dir).filter((f) => f.endsWith('.xlsx'))).toHaveLength(24);
  });

  it('retries a 500 storm on safe exports (bounded), then reports what still failed', async () => {
    const dir = out();
    await s.fault({
      fail: [
        { path: '/crm/nbxtCrmCustomer/export', status: 500, count: 4 },
        { path: '/merchant/merchantInfo/export', status: 500, count: 1000 },
      ],
    });
    const file = writeManifest([
      { path: '/crm/nbxtCrmCustomer/export', method: 'POST' },
      { path: '/merchant/merchantInfo/export', method: 'POST' },
      { path: '/lowIncome/invReport/exportSummary', method: 'GET' },
    ]);
    const r = await s.nbxt(['export', 'run', file, '-o', dir]);
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toMatch(/^failed POST \/merchant\/merchantInfo\/export: 服务器异常$/m);
    expect(r.stderr).toContain('1 of 3 exports failed');
    expect(r.stderr).toContain('[1] POST /merchant/merchantInfo/export: 服务器异常');
    const journal = await s.journal();
    expect(journal.filter((e) => e.path === '/crm/nbxtCrmCustomer/export')).toHaveLength(5);
    const storm = journal.filter((e) => e.path === '/merchant/merchantInfo/export').length;
    expect(storm).toBeGreaterThan(3);
    expect(storm).toBeLessThanOrEqual(12);
    expect(Object.keys(stateOf(dir).entries)).toHaveLength(2);
    expect(partsIn(dir)).toEqual([]);
  });

  it('restarts a download whose connection dropped mid-stream; the file is byte-identical to a clean one', async () => {
    const clean = out();
    const file = writeManifest([{ name: 'big', path: '/merchant/merchantInfo/export', method: 'POST' }]);
    await s.fault({ largeExportMb: 1 });
    expect((await s.nbxt(['export', 'run', file, '-o', clean])).exitCode).toBe(0);
    const cut = out();
    await s.fault({ cutDownload: { path: '/merchant/merchantInfo/export', afterBytes: 200_000, count: 2 } });
    const r = await s.nbxt(['export', 'run', file, '-o', cut, '--json']);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).saved[0]).toMatchObject({ file: 'big.xlsx', attempts: 3 });
    expect(Buffer.compare(readFileSync(join(cut, 'big.xlsx')), readFileSync(join(clean, 'big.xlsx')))).toBe(
      0,
    );
    expect(partsIn(cut)).toEqual([]);
  });

  it('retries a safe export whose connection dropped before any reply', async () => {
    const dir = out();
    await s.fault({ dropReply: { path: '/lowIncome/invReport/exportSummary', count: 2 } });
    const file = writeManifest([{ name: '汇总', path: '/lowIncome/invReport/exportSummary', method: 'GET' }]);
    const r = await s.nbxt(['export', 'run', file, '-o', dir]);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(readdirSync(dir)).toContain('汇总.xlsx');
    expect((await s.journal()).filter((e) => e.path === '/lowIncome/invReport/exportSummary')).toHaveLength(
      3,
    );
  });

  it('never repeats an entry that is not a known safe export (a POST whose reply is lost)', async () => {
    const dir = out();
    await s.fault({ dropReply: { path: '/job/nbxtjob/doNow/1700000000000000102' } });
    const file = writeManifest([{ path: '/job/nbxtjob/doNow/1700000000000000102', method: 'POST' }]);
    const r = await s.nbxt(['export', 'run', file, '-o', dir]);
    expect(r.exitCode).toBe(1);
    expect((await s.journal()).filter((e) => e.path.startsWith('/job/nbxtjob/doNow'))).toHaveLength(1);
  });

  it('a manifest saying safe: true never makes an unsafe call retried (one doNow, whatever the faults)', async () => {
    const dir = out();
    await s.fault({ dropReply: { path: '/job/nbxtjob/doNow/1700000000000000102', count: 5 } });
    const file = writeManifest([
      { path: '/job/nbxtjob/doNow/1700000000000000102', method: 'POST', safe: true },
    ]);
    const r = await s.nbxt(['export', 'run', file, '-o', dir]);
    expect(r.exitCode).toBe(1);
    const doNow = (await s.journal()).filter((e) => e.path === '/job/nbxtjob/doNow/1700000000000000102');
    expect(doNow).toHaveLength(1);
  });

  it('a JSON success reply instead of a file is reported as such, not as its 操作成功', async () => {
    const notAFile = translate('export.notAFile');
    const dir = out();
    await s.fault({ jsonReply: { path: '/merchant/merchantInfo/export' } });
    const file = writeManifest([
      { path: '/merchant/merchantInfo/export', method: 'POST' },
      { path: '/crm/nbxtCrmCustomer/export', method: 'POST' },
    ]);
    const r = await s.nbxt(['export', 'run', file, '-o', dir]);
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toContain(`failed POST /merchant/merchantInfo/export: ${notAFile}\n`);
    expect(r.stderr).toContain(`[0] POST /merchant/merchantInfo/export: ${notAFile}`);
    expect(`${r.stdout}${r.stderr}`).not.toContain('操作成功');
    // Not a transient fault: asked once.
    expect((await s.journal()).filter((e) => e.path === '/merchant/merchantInfo/export')).toHaveLength(1);

    const single = out();
    await s.fault({ jsonReply: { path: '/merchant/merchantInfo/export' } });
    const one = await s.nbxt(['merchant-info', 'export', '-o', single]);
    expect(one.exitCode).toBe(1);
    expect(one.stderr).toBe(`nbxt: ${notAFile}\n`);
    expect(readdirSync(single)).toEqual([]);
  });

  it('names a file whose server name is empty once cleaned after the call, with the content type’s extension', async () => {
    const dir = out();
    await s.fault({ downloadName: '\u202e\u200b\ufeff' });
    const r = await s.nbxt(['export', 'run', writeManifest(manifest(2)), '-o', dir]);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(readdirSync(dir).sort()).toEqual([STATE, 'download (2).xlsx', 'download.xlsx'].sort());
    const one = await s.nbxt(['merchant-info', 'export', '-o', dir, '--json']);
    expect(JSON.parse(one.stdout).file).toBe(join(dir, 'merchant-info.xlsx'));
    await s.fault({ downloadName: '报\u202e表\u200d.xlsx' });
    const bidi = await s.nbxt(['merchant-info', 'export', '-o', dir]);
    expect(bidi.stdout.trim()).toBe(join(dir, '报表.xlsx'));
  });

  it('removes the part and temp files a killed run left (its own pattern, writer gone) and nothing else', async () => {
    const dir = out();
    mkdirSync(dir);
    const gone = await deadPid();
    const stale = [
      `客户.xlsx.nbxt-${gone}.part`,
      `${STATE}.nbxt-${gone}.tmp`,
      `${STATE}.sync.nbxt-${gone}.tmp`,
    ];
    // A user's own .part file, and the part file of a batch still running (this test process) stay.
    const kept = ['notes.part', 'x.xlsx.part', `y.xlsx.nbxt-${process.pid}.part`];
    for (const name of [...stale, ...kept]) writeFileSync(join(dir, name), 'x');
    // A run of its own process: the writer of `kept`'s batch is another process, alive.
    const r = await runCli(['export', 'run', writeManifest(manifest(1)), '-o', dir], { env: s.env });
    expect(r.exitCode, r.stderr).toBe(0);
    const left = readdirSync(dir);
    for (const name of stale) expect(left, name).not.toContain(name);
    for (const name of kept) expect(left, name).toContain(name);
  });

  it('a second Ctrl-C (or SIGTERM) ends the batch at once, still without part files and with a readable state', async () => {
    const dir = out();
    await s.fault({ largeExportMb: 20 });
    const run = execa(
      process.execPath,
      [cliPath, 'export', 'run', writeManifest(manifest(4)), '-o', dir, '--concurrency', '4'],
      { env: { ...s.env, CI: '1' }, reject: false },
    );
    await partAppears(dir);
    // Two signals that arrive together (a stopped process keeps SIGINT and SIGTERM pending side by side),
    // so that the second comes before the orderly stop could finish.
    run.kill('SIGSTOP');
    run.kill('SIGINT');
    run.kill('SIGTERM');
    run.kill('SIGCONT');
    const r = await run;
    expect(r.exitCode).toBe(130);
    // It did not wait for the orderly stop (which ends with a summary).
    expect(String(r.stdout)).not.toMatch(/ saved, /);
    expect(partsIn(dir)).toEqual([]);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(stateOf(dir).entries).toEqual({});
  });

  it('Ctrl-C during a single `<resource> export` exits 130 and leaves no part file', async () => {
    const dir = out();
    await s.fault({ largeExportMb: 20 });
    const run = execa(process.execPath, [cliPath, 'merchant-info', 'export', '-o', dir], {
      env: { ...s.env, CI: '1' },
      reject: false,
    });
    await partAppears(dir);
    run.kill('SIGINT');
    const r = await run;
    expect(r.exitCode).toBe(130);
    expect(String(r.stderr)).toBe('nbxt: interrupted');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('Ctrl-C stops cleanly (no .part, state kept); the re-run does only the rest, byte-identical to an uninterrupted run', async () => {
    const file = writeManifest(manifest(12));
    // Files of a few hundred kB, so that some are in flight when the signal comes.
    await s.fault({ largeExportMb: 0.3 });
    const reference = out();
    expect((await s.nbxt(['export', 'run', file, '-o', reference])).exitCode).toBe(0);

    const dir = out();
    await s.fault({ latencyMs: 150 });
    const run = execa(process.execPath, [cliPath, 'export', 'run', file, '-o', dir, '--concurrency', '2'], {
      env: { ...s.env, CI: '1' },
      reject: false,
    });
    let seen = '';
    await new Promise<void>((resolve) => {
      run.stdout?.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        if ((seen.match(/^saved /gm) ?? []).length >= 3) resolve();
      });
    });
    run.kill('SIGINT');
    const interrupted = await run;
    expect(interrupted.exitCode).toBe(130);
    expect(String(interrupted.stderr)).toMatch(/interrupted; \d+ left/);
    expect(partsIn(dir)).toEqual([]);
    const partial = Object.keys(stateOf(dir).entries).length;
    expect(partial).toBeGreaterThanOrEqual(3);
    expect(partial).toBeLessThan(12);

    await s.fault({ latencyMs: 0 });
    await s.clearJournal();
    const resumed = await s.nbxt(['export', 'run', file, '-o', dir]);
    expect(resumed.exitCode, resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain(`${12 - partial} saved, ${partial} skipped`);
    expect((await s.journal()).filter((e) => e.path.includes('export'))).toHaveLength(12 - partial);

    // Entry by entry (the state file maps each entry to its file), the bytes equal the uninterrupted run's.
    const ref = stateOf(reference).entries;
    const got = stateOf(dir).entries;
    expect(Object.keys(got).sort()).toEqual(Object.keys(ref).sort());
    for (const [key, entry] of Object.entries(got)) {
      const a = readFileSync(join(dir, entry.file));
      expect(a.length).toBeGreaterThan(300_000);
      expect(Buffer.compare(a, readFileSync(join(reference, ref[key]!.file))), key).toBe(0);
    }
  });
});
