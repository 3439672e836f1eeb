import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import ExcelJS from 'exceljs';
import { execa } from 'execa';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getResource } from '../../core/src/resources/registry.ts';
import { cliPath } from '../helpers/cli.ts';
import {
  data,
  type FakeGatewayCli,
  failure,
  fakeGatewayCli,
  httpError,
  page,
} from '../helpers/cli-fake-gateway.ts';
import { type SandboxCli, sandboxCli } from '../helpers/sandbox.ts';

const shellQuote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

const WITH_ERRORS = '1700000000000000101';
const PAYSLIPS = '1700000000000000102';
const SUMMARY = '1700000000000000103';

type Row = Record<string, unknown>;

describe('nbxt job, in process against a fake gateway', () => {
  let g: FakeGatewayCli;
  beforeEach(() => {
    g = fakeGatewayCli();
  });
  afterEach(() => g.close());

  const job = (id: string, jobName: string, taskDataType: number): Row => ({
    id,
    jobName,
    taskDataType,
    cronExpression: '0 0 2 * * ?',
    status: 1,
    lastRunTime: '2026-01-01 02:00:00',
    runCount: 3,
    errorCount: taskDataType === 1 ? 1 : 0,
  });
  const columns = [
    'id',
    'jobName',
    'taskDataType',
    'cronExpression',
    'status',
    'lastRunTime',
    'runCount',
    'errorCount',
  ];

  it('list: POST with taskDataType, current and size in the query; a stable table when piped, its declared choices labelled without a dictionary call', async () => {
    const jobs = [job(WITH_ERRORS, '人员导入', 1), job(PAYSLIPS, '工资条', 2), job(SUMMARY, '月度汇总', 2)];
    g.answer('POST /job/nbxtjob/list', (request) =>
      page(
        jobs.filter(
          (j) => !request.query.taskDataType || String(j.taskDataType) === request.query.taskDataType,
        ),
        Number(request.query.current),
        Number(request.query.size),
      ),
    );
    const plain = await g.nbxt(['job', 'list']);
    // The registry declares the labels (数据导入 / 消息发送, 停用 / 启用): the table shows them with no
    // dictionary/all (the requests below are the list calls only).
    const declared = (field: string, code: unknown) =>
      getResource('job')!
        .fields.find((f) => f.name === field)!
        .choices!.find((c) => c.value === String(code))!.zh;
    const shown = (j: Row, c: string) =>
      c === 'taskDataType' || c === 'status' ? declared(c, j[c]) : String(j[c]);
    expect(plain).toEqual({
      exitCode: 0,
      stdout: [columns, ...jobs.map((j) => columns.map((c) => shown(j, c)))]
        .map((l) => `${l.join('\t')}\n`)
        .join(''),
      stderr: '',
    });
    expect(plain.stdout).toContain('\t数据导入\t');
    const typed = await g.nbxt(['job', 'list', '--type', '2', '--json']);
    expect((JSON.parse(typed.stdout) as Row[]).map((j) => j.id)).toEqual([PAYSLIPS, SUMMARY]);
    // A filter by the declared label sends its code.
    const byLabel = await g.nbxt(['job', 'list', '--type', '消息发送', '--json']);
    expect((JSON.parse(byLabel.stdout) as Row[]).map((j) => j.id)).toEqual([PAYSLIPS, SUMMARY]);
    expect(g.requests.map(({ method, path, query, body }) => ({ method, path, query, body }))).toEqual([
      { method: 'POST', path: '/job/nbxtjob/list', query: { current: '1', size: '100' }, body: null },
      {
        method: 'POST',
        path: '/job/nbxtjob/list',
        query: { taskDataType: '2', current: '1', size: '100' },
        body: null,
      },
      {
        method: 'POST',
        path: '/job/nbxtjob/list',
        query: { taskDataType: '2', current: '1', size: '100' },
        body: null,
      },
    ]);
  });

  it('run: one doNow per id, results on stdout, each failure with its server message on stderr, exit 1 when any failed', async () => {
    g.answer(`POST /job/nbxtjob/doNow/${PAYSLIPS}`, data(null));
    g.answer(`POST /job/nbxtjob/doNow/${SUMMARY}`, data(null));
    g.answer('POST /job/nbxtjob/doNow/404', failure('任务不存在'));
    const r = await g.nbxt(['job', 'run', PAYSLIPS, '404', SUMMARY]);
    expect(r.exitCode).toBe(1);
    expect(r.stdout.split('\n').filter(Boolean)).toEqual([`ok ${PAYSLIPS}`, `ok ${SUMMARY}`]);
    expect(r.stderr.split('\n').filter(Boolean)).toEqual([
      'failed 404: 任务不存在',
      'nbxt: 1 of 3 jobs failed',
    ]);
    expect(g.requests.map((e) => `${e.method} ${e.path}`)).toEqual([
      `POST /job/nbxtjob/doNow/${PAYSLIPS}`,
      'POST /job/nbxtjob/doNow/404',
      `POST /job/nbxtjob/doNow/${SUMMARY}`,
    ]);
    const ok = await g.nbxt(['job', 'run', SUMMARY, '--json']);
    expect(ok).toEqual({
      exitCode: 0,
      stdout: `${JSON.stringify([{ id: SUMMARY, ok: true }], null, 2)}\n`,
      stderr: '',
    });
    const mixed = await g.nbxt(['job', 'run', '404', SUMMARY, '--json']);
    expect(mixed.exitCode).toBe(1);
    expect(JSON.parse(mixed.stdout)).toEqual([
      { id: '404', ok: false, error: '任务不存在' },
      { id: SUMMARY, ok: true },
    ]);
    expect(mixed.stderr).toContain('failed 404: 任务不存在\n');
  });

  it('a doNow that meets a 500 is never sent again (it changes data), while a list that does is retried', async () => {
    g.answer(`POST /job/nbxtjob/doNow/${SUMMARY}`, httpError(500));
    expect(await g.nbxt(['job', 'run', SUMMARY])).toMatchObject({ exitCode: 1, stdout: '' });
    expect(g.requests).toHaveLength(1);
    expect(g.waits).toEqual([]);
    let lists = 0;
    g.answer('POST /job/nbxtjob/list', () => (++lists === 1 ? httpError(500) : page([], 1, 100)));
    expect(await g.nbxt(['job', 'list', '--json'])).toMatchObject({ exitCode: 0, stdout: '[]\n' });
    expect(g.requests.map((e) => e.path)).toEqual([
      `/job/nbxtjob/doNow/${SUMMARY}`,
      '/job/nbxtjob/list',
      '/job/nbxtjob/list',
    ]);
    expect(g.waits).toHaveLength(1);
  });

  it('clear refuses without --yes when not on a terminal, before sending anything', async () => {
    const refused = await g.nbxt(['job', 'clear']);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toContain('--yes');
    expect(g.requests).toEqual([]);
  });
});

describe('nbxt job', () => {
  let s: SandboxCli;
  let work: string;
  const jobs = async () => {
    const r = await s.nbxt(['job', 'list', '--json']);
    expect(r.exitCode, r.stderr).toBe(0);
    return JSON.parse(r.stdout) as Row[];
  };
  const runs = async (id: string) => (await jobs()).find((j) => j.id === id)?.runCount;

  beforeAll(async () => {
    s = await sandboxCli();
    expect((await s.login()).exitCode).toBe(0);
    work = mkdtempSync(join(tmpdir(), 'nbxt-job-'));
  });
  afterAll(async () => {
    await s?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await s.clearFaults();
    await s.clearJournal();
  });

  it('a doNow whose reply is lost is reported, not sent again, and the run did happen on the server', async () => {
    const before = Number(await runs(PAYSLIPS));
    await s.fault({ dropReply: { path: `/job/nbxtjob/doNow/${PAYSLIPS}` } });
    const lost = await s.nbxt(['job', 'run', PAYSLIPS]);
    expect(lost.exitCode).toBe(1);
    expect(lost.stdout).toBe('');
    expect(lost.stderr).toMatch(new RegExp(`^failed ${PAYSLIPS}: `));
    const doNow = (await s.journal()).filter((e) => e.path.startsWith('/job/nbxtjob/doNow/'));
    expect(doNow).toHaveLength(1);
    expect(await runs(PAYSLIPS)).toBe(before + 1);
  });

  it('clear refuses without --yes when not on a terminal, and clears the run history with it', async () => {
    await s.nbxt(['job', 'run', PAYSLIPS]);
    const refused = await s.nbxt(['job', 'clear']);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toContain('--yes');
    expect((await s.journal()).some((e) => e.path === '/job/nbxtjob/clearRemove')).toBe(false);
    const cleared = await s.nbxt(['job', 'clear', '--yes']);
    expect(cleared.exitCode).toBe(0);
    expect(cleared.stdout).toMatch(/^cleared \d+ runs$/m);
    expect((await s.journal()).filter((e) => e.path === '/job/nbxtjob/clearRemove')).toHaveLength(1);
    expect((await jobs()).every((j) => j.runCount === 0)).toBe(true);
  });

  it('clear on a terminal asks first: “no” clears nothing, “y” clears', async () => {
    await s.nbxt(['job', 'run', PAYSLIPS]);
    const before = Number(await runs(PAYSLIPS));
    expect(before).toBeGreaterThan(0);
    await s.clearJournal();
    // `script` gives the command a pseudo-terminal; what it reads comes from our stdin.
    const onTerminal = (answer: string) =>
      execa(
        'script',
        ['-qec', `${shellQuote(process.execPath)} ${shellQuote(cliPath)} job clear`, '/dev/null'],
        {
          input: answer,
          env: { ...s.env, CI: '', NO_COLOR: '1' },
          extendEnv: true,
          reject: false,
        },
      );
    const no = await onTerminal('n\n');
    expect(no.exitCode).toBe(1);
    expect(String(no.stdout)).toContain('Clear the run history of all jobs? [y/N]');
    expect(String(no.stdout)).toContain('nothing cleared');
    expect((await s.journal()).some((e) => e.path === '/job/nbxtjob/clearRemove')).toBe(false);
    expect(await runs(PAYSLIPS)).toBe(before);

    const yes = await onTerminal('y\n');
    expect(yes.exitCode, String(yes.stdout)).toBe(0);
    expect(String(yes.stdout)).toMatch(/cleared \d+ runs/);
    expect((await s.journal()).filter((e) => e.path === '/job/nbxtjob/clearRemove')).toHaveLength(1);
    expect(await runs(PAYSLIPS)).toBe(0);
  });

  it('errors: writes the server-named xlsx inside DIR (never a token in the URL) and prints its path', async () => {
    const dir = join(work, 'errors');
    const r = await s.nbxt(['job', 'errors', WITH_ERRORS, '-o', dir]);
    expect(r.exitCode, r.stderr).toBe(0);
    const path = r.stdout.trim();
    expect(path).toBe(join(dir, '户主信息导入错误数据.xlsx'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(readFileSync(path)).buffer);
    expect(workbook.worksheets[0]!.getRow(2).getCell(3).value).toBe('身份证号已存在');
    const call = (await s.journal()).find((e) => e.path === `/job/nbxtjob/export/error/${WITH_ERRORS}`)!;
    expect(call.bladeAuth).toBe(true);
    expect(Object.keys(call.query)).toEqual([]);
    // Again: a suffix, the first file is kept.
    const again = await s.nbxt(['job', 'errors', WITH_ERRORS, '-o', dir]);
    expect(again.stdout.trim()).toBe(join(dir, '户主信息导入错误数据 (2).xlsx'));
  });

  it('errors: a hostile server name cannot leave DIR', async () => {
    const dir = join(work, 'hostile');
    await s.fault({ downloadName: '../../../outside\u0000.xlsx' });
    const r = await s.nbxt(['job', 'errors', WITH_ERRORS, '-o', dir]);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(dirname(r.stdout.trim())).toBe(dir);
    expect(readdirSync(dir)).toEqual(['outside.xlsx']);
    for (const up of ['..', '../..', '../../..'])
      expect(existsSync(resolve(dir, up, 'outside.xlsx'))).toBe(false);
  });

  it('<resource> export writes the export of any resource that has one, filters in query or body', async () => {
    const dir = join(work, 'resource');
    const r = await s.nbxt(['crm-customer', 'export', '--filter', 'customerName=物流', '-o', dir]);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stdout.trim()).toMatch(/客户信息 \d{4}-\d{2}-\d{2}\.xlsx$/);
    const call = (await s.journal()).find((e) => e.path === '/crm/nbxtCrmCustomer/export')!;
    expect(call.method).toBe('POST');
    expect(call.body).toEqual({ customerName: '物流' });
    const byId = await s.nbxt([
      'refuse-formdata',
      'export',
      '--filter',
      'id=1700000000000000501',
      '-o',
      dir,
      '--json',
    ]);
    expect(JSON.parse(byId.stdout).file).toContain(dir);
    expect(
      (await s.journal()).some((e) => e.path === '/refuseclassify/formdata/export/1700000000000000501'),
    ).toBe(true);
    const missing = await s.nbxt(['refuse-formdata', 'export', '-o', dir]);
    expect(missing.exitCode).toBe(2);
    const summary = await s.nbxt(['inv-report', 'export', '--op', 'exportSummary', '-o', dir]);
    expect(summary.exitCode, summary.stderr).toBe(0);
  });
});
