import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../core/src/resources/registry.ts';
import { tableOf } from '../../scripts/sandbox/store.ts';
import { type SandboxCli, sandboxCli } from '../helpers/sandbox.ts';

/** Seed records for the exports whose path names one. */
const PATH_IDS: Record<string, string> = {
  'job.exportError': '1700000000000000101',
  'refuse-formdata.export': '1700000000000000501',
  // The application forms' export is the same call (§7): any record's id answers with a spreadsheet.
  'application-form.export': '1700000000000000501',
};

// Views of one backend resource (a "mine" list) share its export operation: each call once.
const shared = new Set<unknown>();
const exportsOfRegistry = Object.values(registry).flatMap((spec) =>
  Object.entries(spec.operations)
    .filter(([, op]) => op.download === 'export' && !shared.has(op) && shared.add(op))
    .map(([name, op]) => ({ spec, name, op, id: `${spec.name}.${name}` })),
);

describe('nbxt <resource> export, for every export of the registry', () => {
  let s: SandboxCli;
  let work: string;
  let people: string;
  /** Two people of the seeded epidemic records (tenant 000000), the names the people file holds. */
  let chosen: string[];
  let seededNames: string[];

  beforeAll(async () => {
    s = await sandboxCli();
    expect((await s.login()).exitCode).toBe(0);
    work = mkdtempSync(join(tmpdir(), 'nbxt-resource-exports-'));
    const workbook = new ExcelJS.Workbook();
    const db = new DatabaseSync(s.sandbox.dbFile, { readOnly: true });
    seededNames = (
      db
        .prepare(
          `SELECT data FROM ${tableOf(registry['epidemic-info']!)} WHERE tenant_id = '000000' ORDER BY id`,
        )
        .all() as { data: string }[]
    ).map((r) => String(JSON.parse(r.data).name));
    db.close();
    chosen = [seededNames[0]!, seededNames.find((n) => n !== seededNames[0])!];
    workbook.addWorksheet('people').addRows(chosen.map((name) => [name]));
    people = join(work, 'people.xlsx');
    writeFileSync(people, new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer));
  });
  afterAll(async () => {
    await s?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('covers the spec’s exports', () => {
    expect(exportsOfRegistry.length).toBeGreaterThanOrEqual(23);
    for (const { id, op } of exportsOfRegistry)
      if (op.path.includes('{')) expect(Object.keys(PATH_IDS), `${id} needs a seed id`).toContain(id);
  });

  it.each(exportsOfRegistry)('$id: exit 0 and a valid xlsx in the folder', async ({ spec, name, op, id }) => {
    const dir = join(work, id);
    const args = [spec.name, 'export', '--op', name, '-o', dir, '--json'];
    if (PATH_IDS[id]) args.push('--filter', `id=${PATH_IDS[id]}`);
    if (op.args === 'multipart') args.push('--file', people);
    await s.clearJournal();
    const r = await s.nbxt(args);
    expect(r.exitCode, r.stderr).toBe(0);
    const { file, bytes } = JSON.parse(r.stdout) as { file: string; bytes: number };
    expect(dirname(file)).toBe(dir);
    expect(basename(file)).toMatch(/\.xlsx$/);
    const content = readFileSync(file);
    expect(content.length).toBe(bytes);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(content).buffer);
    expect(workbook.worksheets.length).toBeGreaterThan(0);
    // An absolute operation path (refuseclassify/formdata/export/{id} of the application forms) is its own.
    const prefix = op.path.startsWith('/') ? op.path.replace(/\{\w+\}.*$/, '') : spec.path;
    const calls = (await s.journal()).filter((e) => e.path.startsWith(prefix));
    expect(calls.map((e) => e.method)).toEqual([op.method]);
    // Nothing invented: no parameter the call was not given.
    expect(calls[0]!.query).toEqual({});
    expect(calls[0]!.bladeAuth).toBe(true);
  });

  it('companion export sends the people as a multipart file and gets their rows back', async () => {
    const dir = join(work, 'companions');
    const r = await s.nbxt([
      'epidemic-info',
      'export',
      '--op',
      'companionExport',
      '--file',
      people,
      '-o',
      dir,
    ]);
    expect(r.exitCode, r.stderr).toBe(0);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(readFileSync(r.stdout.trim())).buffer);
    const names: unknown[] = [];
    workbook.worksheets[0]!.eachRow((row, n) => {
      if (n > 1) names.push(row.getCell(2).value);
    });
    expect(names.length).toBeLessThan(seededNames.length);
    expect(names.sort()).toEqual(seededNames.filter((n) => chosen.includes(n)).sort());
    const missing = await s.nbxt(['epidemic-info', 'export', '--op', 'companionExport', '-o', dir]);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toContain('--file');
    const stray = await s.nbxt(['epidemic-info', 'export', '--op', 'trackExport', '--file', people]);
    expect(stray.exitCode).toBe(2);
    const unreadable = await s.nbxt([
      'epidemic-info',
      'export',
      '--op',
      'companionExport',
      '--file',
      join(work, 'nope.xlsx'),
      '-o',
      dir,
    ]);
    expect(unreadable.exitCode).toBe(1);
    expect(unreadable.stderr).toMatch(/cannot read .*nope\.xlsx: ENOENT/);
  });

  it('the process diagram is a file download, not an export: `flow-process download`, token in the header', async () => {
    const follow = await s.nbxt(['flow-follow', 'list', '--json']);
    expect(follow.exitCode, follow.stderr).toBe(0);
    const instance = (JSON.parse(follow.stdout) as { processInstanceId: string }[])[0]!.processInstanceId;
    const dir = join(work, 'diagram');
    await s.clearJournal();
    const r = await s.nbxt([
      'flow-process',
      'download',
      '--filter',
      `processInstanceId=${instance}`,
      '-o',
      dir,
      '--json',
    ]);
    expect(r.exitCode, r.stderr).toBe(0);
    const { file } = JSON.parse(r.stdout) as { file: string };
    // No Content-Disposition: the fallback name takes the content type's extension.
    expect(basename(file)).toBe('flow-process.svg');
    expect(readFileSync(file, 'utf8')).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const [call] = (await s.journal()).filter((e) => e.path === '/blade-flow/process/diagram-view');
    expect(call).toMatchObject({ method: 'GET', query: { processInstanceId: instance }, bladeAuth: true });
    expect((await s.nbxt(['flow-process', 'export', '-o', dir])).exitCode).toBe(2);
  });

  it('the invoice list export is a POST with its filters in the body (business-modules.md)', async () => {
    await s.clearJournal();
    const r = await s.nbxt([
      'contract-invoice-list',
      'export',
      '--filter',
      'status=1',
      '-o',
      join(work, 'inv'),
    ]);
    expect(r.exitCode, r.stderr).toBe(0);
    const call = (await s.journal()).find((e) => e.path === '/contract/contractInvoiceList/export')!;
    expect(call.method).toBe('POST');
    expect(call.body).toEqual({ status: '1' });
  });
});
