import { DatabaseSync } from 'node:sqlite';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from '../../core/src/http/content-disposition.ts';
import { registry } from '../../core/src/resources/registry.ts';
import { tableOf } from '../../scripts/sandbox/store.ts';
import { type Api, basic, type Json, openApi } from './helpers.ts';

const JOB_WITH_ERRORS = '1700000000000000101';
const JOB_OK = '1700000000000000102';
const OTHER_TENANT_JOB = '1700000000000000104';

async function readSheet(bytes: ArrayBuffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** A one-sheet workbook with these rows. */
async function workbookOf(rows: string[][]): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('people').addRows(rows);
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

function peopleForm(workbook: ArrayBuffer): FormData {
  const form = new FormData();
  form.append('file', new File([workbook], 'people.xlsx'));
  return form;
}

describe('sandbox: jobs, xlsx exports and download faults', () => {
  let api: Api;
  let token: string;
  const auth = () => ({ Authorization: basic(), 'Blade-Auth': `bearer ${token}` });
  const download = (path: string, init: RequestInit = {}) =>
    api.fetch(`/api${path}`, {
      ...init,
      headers: { ...auth(), ...(init.headers as Record<string, string>) },
    });

  beforeAll(async () => {
    api = await openApi();
    token = (await api.token()).access_token;
  });
  afterAll(async () => {
    await api?.sandbox.close();
  });

  /** The seeded records of an entry in tenant 000000, in the order they were filed. */
  const seeded = (name: string): Json[] => {
    const db = new DatabaseSync(api.sandbox.dbFile, { readOnly: true });
    try {
      return (
        db
          .prepare(`SELECT data FROM ${tableOf(registry[name]!)} WHERE tenant_id = '000000' ORDER BY id`)
          .all() as { data: string }[]
      ).map((r) => JSON.parse(r.data));
    } finally {
      db.close();
    }
  };

  const jobs = async (query = ''): Promise<Json[]> => {
    const r = await api.call(token, 'POST', `/api/job/nbxtjob/list?current=1&size=50${query}`);
    expect(r.status).toBe(200);
    return r.json.data.records;
  };

  it('lists jobs with a POST whose filters and paging are in the query, tenant by tenant', async () => {
    const all = await jobs();
    expect(all.map((j) => j.id).sort()).toEqual([
      '1700000000000000101',
      '1700000000000000102',
      '1700000000000000103',
    ]);
    const type2 = await jobs('&taskDataType=2');
    expect(type2.map((j) => j.jobName).sort()).toEqual(['商户巡检汇总', '工资条发送']);
    const paged = await api.call(token, 'POST', '/api/job/nbxtjob/list?current=2&size=2');
    expect(paged.json.data).toMatchObject({ total: 3, current: 2, size: 2 });
    expect(paged.json.data.records).toHaveLength(1);
    expect((await api.call(token, 'GET', '/api/job/nbxtjob/list')).status).toBe(405);
  });

  it('doNow records a run; clearRemove clears the run history (and says how many); both are journaled', async () => {
    await api.control('DELETE', '/__sandbox/journal');
    expect((await api.call(token, 'POST', `/api/job/nbxtjob/doNow/${JOB_OK}`)).json).toMatchObject({
      code: 200,
    });
    await api.call(token, 'POST', `/api/job/nbxtjob/doNow/${JOB_OK}`);
    await api.call(token, 'POST', `/api/job/nbxtjob/doNow/${JOB_WITH_ERRORS}`);
    let listed = await jobs();
    const ok = listed.find((j) => j.id === JOB_OK);
    expect(ok).toMatchObject({ runCount: 2 });
    expect(ok.lastRunTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(listed.find((j) => j.id === JOB_WITH_ERRORS)).toMatchObject({ runCount: 1, errorCount: 2 });
    // Another tenant's job is not found from this tenant.
    expect((await api.call(token, 'POST', `/api/job/nbxtjob/doNow/${OTHER_TENANT_JOB}`)).json.code).toBe(400);

    const cleared = await api.call(token, 'POST', '/api/job/nbxtjob/clearRemove');
    expect(cleared.json).toMatchObject({ code: 200, data: 3 });
    listed = await jobs();
    expect(listed.every((j) => j.runCount === 0 && j.lastRunTime === null)).toBe(true);
    const journal = (await api.control('GET', '/__sandbox/journal')) as Json[];
    expect(
      journal.filter((e) => e.path.startsWith('/job/nbxtjob/')).map((e) => `${e.method} ${e.path}`),
    ).toContain('POST /job/nbxtjob/clearRemove');
  });

  it('exports a job’s errors as a real xlsx with a Chinese, percent-encoded file name', async () => {
    const res = await download(`/job/nbxtjob/export/error/${JOB_WITH_ERRORS}`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.ms-excel;charset=UTF-8');
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment;filename=%E6%88%B7/);
    expect(fileNameFromContentDisposition(disposition)).toBe('户主信息导入错误数据.xlsx');
    const rows = await readSheet(await res.arrayBuffer());
    expect(rows[0]).toEqual(['行号', '身份证号', '错误信息']);
    expect(rows.slice(1).map((r) => r[2])).toEqual(['身份证号已存在', '身份证号格式不正确']);
  });

  it('serves every export call of the registry as xlsx (GET, POST, multipart, {id} paths), each under its own name', async () => {
    const applicationFormId = async () =>
      String(
        (await api.call(token, 'GET', '/api/app/nbxtapplicationform/page?current=1&size=1')).json.data
          .records[0].id,
      );
    const names = new Map<string, string>();
    // Views of one backend resource (a "mine" list) share its export: one call, one name.
    const seen = new Set<unknown>();
    for (const spec of Object.values(registry)) {
      for (const [name, op] of Object.entries(spec.operations)) {
        if (op.download !== 'export' || spec.name === 'job' || seen.has(op)) continue;
        seen.add(op);
        // The application forms' export (an absolute path, §7) is of one of their forms: its answers.
        const id = spec.name === 'application-form' ? await applicationFormId() : '1700000000000000501';
        const path = op.path.startsWith('/')
          ? op.path.replace('{id}', id)
          : `${spec.path}/${op.path.replace('{id}', id)}`;
        const body =
          op.args === 'multipart'
            ? { body: peopleForm(await workbookOf([['张伟']])) }
            : op.method === 'POST'
              ? { headers: { 'Content-Type': 'application/json' }, body: '{}' }
              : {};
        const res = await download(path, { method: op.method, ...body });
        expect(res.status, `${spec.name}.${name}`).toBe(200);
        const bytes = new Uint8Array(await res.arrayBuffer());
        expect([...bytes.subarray(0, 2)], `${spec.name}.${name} is a zip`).toEqual([0x50, 0x4b]);
        names.set(
          `${spec.name}.${name}`,
          fileNameFromContentDisposition(res.headers.get('content-disposition'))!,
        );
      }
    }
    expect(names.size).toBeGreaterThanOrEqual(22);
    expect(new Set(names.values()).size, JSON.stringify([...names])).toBe(names.size);
    expect(names.get('inv-report.exportSummary')).toMatch(/^调查报告汇总 \d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(names.get('refuse-formdata.export')).toMatch(/^垃圾分类数据 1700000000000000501 /);
    // The export holds the customers the list finds by the same filter (a LIKE on the name): a part of a
    // seeded customer's name that some customers' names hold and others not.
    const customers = seeded('crm-customer').map((c) => String(c.customerName));
    const first = customers[0]!;
    const term = [...first]
      .map((_, i) => first.slice(i, i + 2))
      .find((part) => {
        const holding = customers.filter((c) => c.includes(part)).length;
        return part.length === 2 && holding > 0 && holding < customers.length;
      })!;
    const listed = (
      await api.call(
        token,
        'GET',
        `/api/crm/nbxtCrmCustomer/list?current=1&size=100&customerName=${encodeURIComponent(term)}`,
      )
    ).json.data.records as Json[];
    const all = (await api.call(token, 'GET', '/api/crm/nbxtCrmCustomer/list?current=1&size=100')).json.data
      .total as number;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThan(all);
    const filtered = await download('/crm/nbxtCrmCustomer/export', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ customerName: term }),
    });
    const [header, ...found] = await readSheet(await filtered.arrayBuffer());
    expect(header![0]).toBe('id');
    const [name, phone] = [header!.indexOf('客户名称'), header!.indexOf('联系电话')];
    const rowsOf = (rows: unknown[][]) => rows.map((r) => r.map(String).join('|')).sort();
    expect(rowsOf(found.map((r) => [r[0], r[name], r[phone]]))).toEqual(
      rowsOf(listed.map((c) => [c.id, c.customerName, c.contactPhone])),
    );
    for (const r of found) expect(String(r[name])).toContain(term);
    const byId = await readSheet(
      await (await download('/refuseclassify/formdata/export/1700000000000000502')).arrayBuffer(),
    );
    expect(byId.slice(1).map((r) => r[0])).toEqual(['1700000000000000502']);
  });

  it('companionExport takes the people as a multipart file and answers their rows; anything else is refused', async () => {
    const path = '/epidemic/epidemicInfo/companionExport';
    // One person named by name, another by phone (a cell that is no one is ignored).
    const records = seeded('epidemic-info');
    const [byName, byPhone] = [records[0], records.at(-1)];
    const people = await workbookOf([[byName.name, '备注'], [byPhone.phone]]);
    const res = await download(path, { method: 'POST', body: peopleForm(people) });
    expect(res.status).toBe(200);
    const rows = await readSheet(await res.arrayBuffer());
    const named = records.filter((r) => r.name === byName.name || r.phone === byPhone.phone);
    expect(named.length).toBeLessThan(records.length);
    expect(
      rows
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual(named.map((r) => r.name).sort());
    const json = await download(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    const noFile = new FormData();
    noFile.append('name', '张伟');
    expect((await download(path, { method: 'POST', body: noFile })).status).toBe(400);
    const notAWorkbook = new FormData();
    notAWorkbook.append('file', new File(['hello'], 'people.txt'));
    expect((await download(path, { method: 'POST', body: notAWorkbook })).status).toBe(400);
  });

  it('gives the same bytes for the same request (deterministic workbooks)', async () => {
    const a = new Uint8Array(
      await (await download('/merchant/merchantInfo/export', { method: 'POST' })).arrayBuffer(),
    );
    const b = new Uint8Array(
      await (await download('/merchant/merchantInfo/export', { method: 'POST' })).arrayBuffer(),
    );
    expect(a.length).toBeGreaterThan(1000);
    expect(Buffer.compare(a, b)).toBe(0);
  });

  it('never accepts a token in the URL for a download', async () => {
    const res = await api.fetch(
      `/api/job/nbxtjob/export/error/${JOB_WITH_ERRORS}?blade-auth=bearer%20${token}`,
      {
        method: 'POST',
        headers: { Authorization: basic() },
      },
    );
    expect(res.status).toBe(401);
  });

  it('streams a large export on request (largeExportMb), still a valid workbook', async () => {
    await api.control('POST', '/__sandbox/faults', { largeExportMb: 3 });
    try {
      const res = await download('/merchant/merchantInfo/export', { method: 'POST' });
      expect(res.headers.get('content-length')).toBeNull(); // chunked: streamed as produced
      const bytes = await res.arrayBuffer();
      expect(bytes.byteLength).toBeGreaterThanOrEqual(3_000_000);
      expect(bytes.byteLength).toBeLessThan(12_000_000);
      const rows = await readSheet(bytes);
      const merchant = seeded('merchant-info').find((m) => m.id === rows[1]![0]);
      expect(rows[1]!.slice(0, 3)).toEqual([merchant?.id, merchant?.merchantName, merchant?.address]);
      expect(rows.length).toBeGreaterThan(1000);
    } finally {
      await api.control('DELETE', '/__sandbox/faults');
    }
  });

  it('cuts a download mid-stream (cutDownload) and drops a reply after performing the call (dropReply)', async () => {
    await api.control('POST', '/__sandbox/faults', {
      cutDownload: { path: '/merchant/merchantInfo/export', afterBytes: 500 },
    });
    const cut = await download('/merchant/merchantInfo/export', { method: 'POST' });
    expect(cut.status).toBe(200);
    await expect(cut.arrayBuffer()).rejects.toThrow();
    // Only once: the next download is whole.
    const whole = await download('/merchant/merchantInfo/export', { method: 'POST' });
    expect((await whole.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    await api.call(token, 'POST', '/api/job/nbxtjob/clearRemove');
    await api.control('POST', '/__sandbox/faults', { dropReply: { path: `/job/nbxtjob/doNow/${JOB_OK}` } });
    await expect(api.call(token, 'POST', `/api/job/nbxtjob/doNow/${JOB_OK}`)).rejects.toThrow();
    // The run happened although the client never heard back.
    expect((await jobs()).find((j) => j.id === JOB_OK)).toMatchObject({ runCount: 1 });
    const faults = await api.control('GET', '/__sandbox/faults');
    expect(faults).toMatchObject({ dropReply: [], cutDownload: [], largeExportMb: null });
  });
});
