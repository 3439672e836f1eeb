import { DatabaseSync } from 'node:sqlite';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../../core/src/modules/index.ts';
import { buildRequest } from '../../core/src/resources/operations.ts';
import { chartRowsValid, replySchema } from '../../core/src/resources/schemas.ts';
import type { OperationSpec, ParamType, ResourceSpec } from '../../core/src/resources/types.ts';
import { tableOf } from '../../scripts/sandbox/store.ts';
import { type Api, basic, type Json, openApi } from './helpers.ts';
import { kitCase, kitContract, kitRegistry } from './kit-registry.ts';

const ops = kitCase.operations;

/** The reply data fits the operation's declared kind (and a chart's rows carry its series). */
function fits(op: OperationSpec, data: unknown): boolean {
  return replySchema(op).safeParse(data).success && (op.reply !== 'chart' || chartRowsValid(op, data));
}

async function workbook(rows: string[][]): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('cases').addRows(rows);
  return new Blob([(await book.xlsx.writeBuffer()) as ArrayBuffer]);
}

describe('sandbox: registry operations served from their declarations', () => {
  let api: Api;
  let token: string;
  let token2: string;
  const call = (method: string, path: string, body?: unknown, as = token) =>
    api.call(as, method, `/api/kit/case${path}`, body);
  const all = async (as = token): Promise<Json[]> =>
    (await call('GET', '/list?current=1&size=-1', undefined, as)).json.data.records;

  beforeAll(async () => {
    api = await openApi({ registry: kitRegistry });
    token = (await api.token()).access_token;
    token2 = (await api.token('100001')).access_token;
  });
  afterAll(async () => {
    await api?.sandbox.close();
  });

  describe('arguments', () => {
    it('answers a missing required argument with BladeX’s 400', async () => {
      const r = await call('GET', '/typed');
      expect(r.status).toBe(400);
      expect(r.json).toEqual({ code: 400, success: false, data: null, msg: '缺少必要的请求参数: n' });
      const path = await call('GET', '/one');
      expect(path.json.msg).toBe('缺少必要的请求参数: id');
    });

    it('answers an argument of the wrong type with a 400 naming it', async () => {
      for (const query of ['n=abc', 'n=1.5', 'n=1&day=tomorrow', 'n=1&flag=maybe']) {
        const r = await call('GET', `/typed?${query}`);
        const name = query.split('&').at(-1)!.split('=')[0];
        expect(r.status, query).toBe(400);
        expect(r.json, query).toEqual({
          code: 400,
          success: false,
          data: null,
          msg: `请求参数格式错误: ${name}`,
        });
      }
      expect((await call('GET', '/typed?n=7&day=2025-01-02&flag=true')).status).toBe(200);
    });

    it('answers 405 when the path is an operation’s but the method is not', async () => {
      const r = await call('GET', '/close/1');
      expect(r.status).toBe(405);
      expect(r.json.msg).toBe('不支持当前请求方法');
      expect((await call('GET', '/nothing-here')).status).toBe(404);
    });

    it('takes a multipart operation’s file from its parts only (415 for another body)', async () => {
      const r = await call('POST', '/import', {});
      expect(r.status).toBe(415);
    });
  });

  describe('replies by kind', () => {
    it('gives every kind data that passes its reply schema', async () => {
      const [first] = await all();
      const replies: [OperationSpec, string, string][] = [
        [ops.stats!, 'GET', '/stats'],
        [ops.byMonth!, 'GET', '/byMonth'],
        [ops.byKind!, 'GET', '/byKind'],
        [ops.count!, 'GET', '/count'],
        [ops.search!, 'GET', '/search?kind_equal=a'],
        [ops.forest!, 'GET', '/forest'],
        [ops.one!, 'GET', `/one?id=${first.id}`],
        [ops.one!, 'GET', '/one?id=404'],
        [ops.query!, 'POST', '/query?current=2&size=5'],
        [ops.typed!, 'GET', '/typed?n=1'],
        [ops.close!, 'POST', `/close/${first.id}`],
        [ops.drop!, 'POST', '/drop?ids=404'],
      ];
      for (const [op, method, path] of replies) {
        const r = await call(method, path, method === 'POST' && path.startsWith('/query') ? {} : undefined);
        expect(r.status, path).toBe(200);
        expect(fits(op, r.json.data), `${path}: ${JSON.stringify(r.json.data)}`).toBe(true);
      }
      const one = await call('GET', `/one?id=${first.id}`);
      expect(one.json.data.id).toBe(first.id);
      expect((await call('GET', '/one?id=404')).json.data).toBeNull();
    });

    it('pages with the filters of the body and the paging of the query', async () => {
      const rows = await all();
      const kindA = rows.filter((r) => r.kind === 'a');
      const r = await call('POST', '/query?current=1&size=3', { kind_equal: 'a' });
      expect(r.json.data.total).toBe(kindA.length);
      expect(r.json.data.records).toHaveLength(Math.min(3, kindA.length));
      expect(r.json.data.records.every((x: Json) => x.kind === 'a')).toBe(true);
    });

    it('serves a file reply as an .xlsx of the entry’s rows', async () => {
      const res = await api.fetch('/api/kit/case/download', {
        headers: { Authorization: basic(), 'Blade-Auth': `bearer ${token}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/vnd.ms-excel');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await res.arrayBuffer());
      expect(book.worksheets[0]!.rowCount).toBe((await all()).length + 1);
    });
  });

  describe('figures and charts', () => {
    const known = [
      { title: 'k1', batch: 'zz-known', amount: 10.5, state: '1', day: '2025-03-04', kind: 'a' },
      { title: 'k2', batch: 'zz-known', amount: 20.25, state: '0', day: '2025-03-20', kind: 'b' },
      { title: 'k3', batch: 'zz-known', amount: 5, state: '1', day: '2025-01-09', kind: 'a' },
    ];

    beforeAll(async () => {
      for (const row of known) expect((await call('POST', '/submit', row)).json.success).toBe(true);
    });

    it('computes sums and counts where over the selected records', async () => {
      const r = await call('GET', '/stats?batch=zz-known');
      expect(r.json.data).toEqual({ total: 3, amount: 35.75, open: 2 });
    });

    it('groups a chart by month for a date field and by value otherwise, sorted', async () => {
      const months = await call('GET', '/byMonth?batch=zz-known');
      expect(months.json.data).toEqual([
        { day: '2025-01', count: 1, amount: 5 },
        { day: '2025-03', count: 2, amount: 30.75 },
      ]);
      const kinds = await call('GET', '/byKind?batch=zz-known');
      expect(kinds.json.data).toEqual([
        { kind: 'a', open: 2 },
        { kind: 'b', open: 0 },
      ]);
    });

    it('computes figures over the tenant’s records only', async () => {
      const total = (await call('GET', '/stats')).json.data.total;
      expect(total).toBe((await all()).length);
      const other = (await call('GET', '/stats', undefined, token2)).json.data.total;
      expect(other).toBe((await all(token2)).length);
      expect(other).not.toBe(total);
    });
  });

  describe('effects', () => {
    it('sets fields from a fixed value and from an argument, in the caller’s tenant only', async () => {
      const target = (await all()).find((r) => r.state === '1');
      const r = await call('POST', `/close/${target.id}?by=${encodeURIComponent('张三')}`);
      expect(r.json).toMatchObject({ code: 200, success: true });
      const after = (await call('GET', `/detail?id=${target.id}`)).json.data;
      expect(after).toMatchObject({ state: '0', closedBy: '张三' });

      const foreign = (await all(token2)).find((x) => x.state === '1');
      const refused = await call('POST', `/close/${foreign.id}`);
      expect(refused.json).toMatchObject({ success: false, msg: '操作失败' });
      const untouched = (await call('GET', `/detail?id=${foreign.id}`, undefined, token2)).json.data;
      expect(untouched.state).toBe('1');
    });

    it('removes the named records of the caller’s tenant', async () => {
      const [a, b] = await all();
      const foreign = (await all(token2))[0];
      const r = await call('POST', `/drop?ids=${a.id},${b.id},${foreign.id}`);
      expect(r.json.success).toBe(true);
      const ids = (await all()).map((x) => x.id);
      expect(ids).not.toContain(a.id);
      expect(ids).not.toContain(b.id);
      expect((await all(token2)).map((x) => x.id)).toContain(foreign.id);
      expect((await call('POST', `/drop?ids=${foreign.id}`)).json.success).toBe(false);
    });

    it('stores the body as the record: added without an id, updated with it (upsert)', async () => {
      const added = await call('POST', '/save', { title: '新增事项', batch: 'up' });
      expect(added.json).toMatchObject({ code: 200, success: true, data: true });
      const row = (await all()).find((r) => r.title === '新增事项');
      expect(row).toMatchObject({ batch: 'up' });
      await call('POST', '/save', { id: row.id, batch: 'changed', amount: 7 });
      const after = (await call('GET', `/detail?id=${row.id}`)).json.data;
      expect(after).toMatchObject({ title: '新增事项', batch: 'changed', amount: 7 });
    });
  });

  describe('imports', () => {
    const upload = async (file: Blob) => {
      const form = new FormData();
      form.append('file', file, 'cases.xlsx');
      const res = await api.fetch('/api/kit/case/import', {
        method: 'POST',
        headers: { Authorization: basic(), 'Blade-Auth': `bearer ${token}` },
        body: form,
      });
      return { status: res.status, json: (await res.json()) as Json };
    };

    it('files the rows, then reports progress over a few polls and the result with the error rows', async () => {
      const before = (await all()).length;
      const file = await workbook([
        ['标题', '批次', 'amount'],
        ['导入一', 'imp', '12'],
        ['', 'imp', '3'],
        ['导入三', 'imp', '4'],
        ['导入四', 'imp', '5'],
      ]);
      const started = await upload(file);
      expect(started.status).toBe(200);
      expect(fits(ops.importCases!, started.json.data)).toBe(true);
      const jobId = started.json.data;
      expect((await all()).length).toBe(before + 3);

      const polls: Json[] = [];
      for (let i = 0; i < 3; i++) polls.push((await call('GET', `/importProcess?id=${jobId}`)).json.data);
      for (const p of polls) expect(fits(ops.importProcess!, p)).toBe(true);
      expect(polls.map((p) => p.finished)).toEqual([false, false, true]);
      expect(polls.map((p) => p.done)).toEqual([1, 2, 4]);
      expect(polls.at(-1)).toMatchObject({ total: 4, percent: 100 });

      const result = (await call('GET', `/importResult?id=${jobId}`)).json.data;
      expect(fits(ops.importResult!, result)).toBe(true);
      expect(result).toMatchObject({
        total: 4,
        success: 3,
        fail: 1,
        errors: [{ row: 3, msg: '标题不能为空' }],
      });
    });

    it('refuses an upload that is not a workbook and one without its file', async () => {
      expect((await upload(new Blob(['not a workbook']))).json.msg).toBe('消息不能读取');
      const res = await api.fetch('/api/kit/case/import', {
        method: 'POST',
        headers: { Authorization: basic(), 'Blade-Auth': `bearer ${token}` },
        body: new FormData(),
      });
      expect(((await res.json()) as Json).msg).toBe('缺少必要的请求参数: file');
    });
  });
});

describe('sandbox: every operation of the modules answers with its declared kind', () => {
  let api: Api;
  let token: string;
  let db: DatabaseSync;
  beforeAll(async () => {
    api = await openApi({ registry: { ...kitRegistry } });
    token = (await api.token()).access_token;
    db = new DatabaseSync(api.sandbox.dbFile);
  });
  afterAll(async () => {
    db?.close();
    await api?.sandbox.close();
  });

  /** Valid arguments from the declaration: ids of the caller's own rows, a workbook for a file. */
  async function argumentsOf(spec: ResourceSpec, op: OperationSpec): Promise<Record<string, unknown>> {
    const row = db
      .prepare(`SELECT id FROM ${tableOf(spec)} WHERE tenant_id = '000000' AND is_deleted = 0 LIMIT 1`)
      .get() as { id: string } | undefined;
    const values: Record<ParamType, unknown> = {
      string: 'x',
      number: 1,
      integer: 1,
      boolean: true,
      id: row?.id ?? '1',
      ids: [row?.id ?? '1'],
      date: '2025-01-01',
      json: {},
      file: await workbook([['x'], ['1']]),
    };
    // A value a field's kind accepts (the sandbox checks ID cards and mobiles as the console does).
    const ruled: Record<string, string> = { idcard: '11010519491231002X', mobile: '13800000000' };
    const kindOf = (name: string) => spec.fields.find((f) => f.name === name)?.kind ?? '';
    const args = Object.fromEntries(
      Object.entries(op.params)
        .filter(([, p]) => p.required || p.type === 'file')
        .map(([name, p]) => [name, ruled[kindOf(name)] ?? values[p.type]]),
    );
    // A file uploaded first is named by the stored path put-file answers.
    for (const [name, p] of Object.entries(op.params))
      if (p.upload) {
        const form = new FormData();
        form.append('file', values.file as Blob, 'upload.xlsx');
        const res = await api.fetch('/api/blade-resource/oss/endpoint/put-file', {
          method: 'POST',
          headers: { Authorization: basic(), 'Blade-Auth': `bearer ${token}` },
          body: form,
        });
        args[name] = ((await res.json()) as Json).data.name;
      }
    return args;
  }

  it('passes the reply schema of every non-download operation of every module (and of the kit)', async () => {
    const specs = [...MODULES.flatMap((m) => m.resources), kitContract, kitCase];
    let checked = 0;
    for (const spec of specs) {
      for (const [name, op] of Object.entries(spec.operations)) {
        if (op.download || op.reply === 'file') continue;
        const request = buildRequest(spec, name, await argumentsOf(spec, op));
        const query = new URLSearchParams(
          Object.entries(request.query ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'),
        );
        const headers: Record<string, string> = { Authorization: basic(), 'Blade-Auth': `bearer ${token}` };
        let body: BodyInit | undefined;
        if (request.multipart) {
          const form = new FormData();
          for (const [k, v] of request.multipart) form.append(k, v);
          body = form;
        } else if (request.json !== undefined) {
          headers['Content-Type'] = 'application/json';
          body = JSON.stringify(request.json);
        }
        const res = await api.fetch(`/api${request.path}${query.size ? `?${query}` : ''}`, {
          method: request.method,
          headers,
          body,
        });
        const json = (await res.json()) as Json;
        const id = `${spec.name}.${name}`;
        expect(res.status, `${id}: ${JSON.stringify(json)}`).toBe(200);
        if (json.success) expect(fits(op, json.data), `${id}: ${JSON.stringify(json.data)}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(Object.keys(kitCase.operations).length);
    // Every operation of the registry, imports of workbooks among them: slow on a loaded machine.
  }, 60_000);
});
