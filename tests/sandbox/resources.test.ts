import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleChoices } from '../../core/src/dict/fixed.ts';
import { allOperations } from '../../core/src/resources/operations.ts';
import { MAX_PAGE_SIZE } from '../../scripts/sandbox/resources.ts';
import { FIXTURES_DIR } from '../../scripts/sandbox/seed.ts';
import { type Api, basic, type Json, openApi } from './helpers.ts';

let api: Api;
let token: string;
beforeAll(async () => {
  api = await openApi();
  token = (await api.token()).access_token;
});
afterAll(async () => {
  await api.sandbox.close();
});

const get = (path: string) => api.call(token, 'GET', path);
const post = (path: string, body?: unknown) => api.call(token, 'POST', path, body);
/** The seeded rows of a resource, nested ones (trees) included. */
const fixture = (name: string): Json[] => {
  let text: string;
  try {
    text = readFileSync(new URL(`${name}.json`, FIXTURES_DIR), 'utf8');
  } catch {
    return [];
  }
  const flat = (rows: Json[]): Json[] => rows.flatMap((r) => [r, ...flat(r.children ?? [])]);
  return flat(JSON.parse(text));
};

describe('list', () => {
  it('matches with LIKE by default and exactly with _equal', async () => {
    const like = await get('/api/blade-system/param/list?paramKey=account.initPassword');
    const keys = like.json.data.records.map((r: { paramKey: string }) => r.paramKey).sort();
    expect(keys).toEqual(['account.initPassword', 'account.initPassword.history', 'x.account.initPassword']);
    const exact = await get('/api/blade-system/param/list?paramKey_equal=account.initPassword');
    expect(exact.json.data.records.map((r: { paramKey: string }) => r.paramKey)).toEqual([
      'account.initPassword',
    ]);
  });

  it('supports the other suffixes and ignores empty filters', async () => {
    const notEqual = await get('/blade-system/param/list?paramKey_notequal=account.initPassword&size=100');
    expect(notEqual.json.data.total).toBe(13);
    const right = await get('/blade-system/param/list?paramKey_likeright=account.');
    expect(right.json.data.total).toBe(3);
    const numeric = await get('/blade-desk/notice/list?category_ge=6');
    expect(numeric.json.data.records.map((r: { title: string }) => r.title).sort()).toEqual([
      '季度工作会议',
      '系统维护公告',
    ]);
    const window = await get(
      '/blade-desk/notice/list?releaseTime_datege=2024-02-01&releaseTime_datelt=2024-03-01',
    );
    expect(window.json.data.records.map((r: { title: string }) => r.title)).toEqual(['系统维护公告']);
    const empty = await get('/blade-system/param/list?paramKey=&paramName=');
    expect(empty.json.data.total).toBe(14);
  });

  it('filters storage and SMS configurations by the exact key of their category and status', async () => {
    const codes = async (path: string) =>
      (await get(path)).json.data.records.map(
        (r: { ossCode?: string; smsCode?: string }) => r.ossCode ?? r.smsCode,
      );
    // Stored as numbers, sent as text (the dictionary's keys).
    expect(await codes('/blade-resource/oss/list?status_equal=2')).toEqual(['minio']);
    expect(await codes('/blade-resource/oss/list?status_equal=1')).toEqual(['qiniu']);
    expect(await codes('/blade-resource/oss/list?category_equal=2&status_equal=2')).toEqual([]);
    expect(await codes('/blade-resource/sms/list?category_equal=3')).toEqual(['aliyun']);
    expect(await codes('/blade-resource/sms/list?status_equal=1')).toEqual(['yunpian']);
  });

  it('pages with current and size (defaults 1 and 10)', async () => {
    const first = await get('/blade-system/param/list');
    expect(first.json.data).toMatchObject({ total: 14, size: 10, current: 1, pages: 2 });
    expect(first.json.data.records).toHaveLength(10);
    const second = await get('/blade-system/param/list?current=2&size=10');
    expect(second.json.data.records).toHaveLength(4);
    const ids = new Set(
      [...first.json.data.records, ...second.json.data.records].map((r: { id: string }) => r.id),
    );
    expect(ids.size).toBe(14);
    const huge = await get('/blade-system/param/list?size=100000');
    expect(huge.json.data.size).toBe(MAX_PAGE_SIZE);
  });

  it('returns forests for role and dict lists', async () => {
    const roles = await get('/blade-system/role/list');
    expect(Array.isArray(roles.json.data)).toBe(true);
    const user = roles.json.data.find((r: { roleAlias: string }) => r.roleAlias === 'user');
    expect(user.hasChildren).toBe(true);
    expect(user.children.map((c: { roleAlias: string }) => c.roleAlias)).toEqual(['hr']);
    const dicts = await get('/blade-system/dict/list?code=sex');
    expect(dicts.json.data).toHaveLength(1);
    expect(dicts.json.data[0].children.map((c: { dictValue: string }) => c.dictValue)).toEqual([
      '男',
      '女',
      '未知',
    ]);
  });

  it('serves dictionary items of one code, flat, without sealed items', async () => {
    const items = await get('/api/blade-system/dict/dictionary?code=yes_no');
    expect(
      items.json.data.map((i: { dictKey: string; dictValue: string }) => [i.dictKey, i.dictValue]),
    ).toEqual([
      ['1', '否'],
      ['2', '是'],
    ]);
    const sealed = await get('/api/blade-system/dict/dictionary?code=user_type');
    expect(sealed.json.data.map((i: { dictKey: string }) => i.dictKey)).toEqual(['1', '2', '3']);
  });

  it('answers 405 for the wrong method and 404 for unknown routes', async () => {
    const wrong = await post('/blade-system/param/list');
    expect(wrong.status).toBe(405);
    const unknown = await get('/blade-system/param/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe(404);
  });
});

describe('detail, submit, remove', () => {
  it('finds a detail by exact fields and says 暂无承载数据 when none', async () => {
    const one = await get('/blade-system/param/detail?paramKey=account.initPassword');
    expect(one.json.data.paramValue).toBe('123456');
    const none = await get('/blade-system/param/detail?paramKey=account');
    expect(none.json).toEqual({ code: 200, success: true, data: null, msg: '暂无承载数据' });
  });

  it('inserts without an id (new 19-digit string id, createTime) and updates with one', async () => {
    const added = await post('/api/blade-system/param/submit', {
      paramName: '测试',
      paramKey: 'test.insert',
      paramValue: '1',
      extra: { kept: true },
    });
    expect(added.json).toEqual({ code: 200, success: true, data: null, msg: '操作成功' });
    const found = (await get('/blade-system/param/list?paramKey_equal=test.insert')).json.data.records;
    expect(found).toHaveLength(1);
    expect(found[0].id).toMatch(/^\d{19}$/);
    expect(typeof found[0].id).toBe('string');
    expect(found[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(found[0].extra).toEqual({ kept: true });
    await post('/api/blade-system/param/submit', { id: found[0].id, paramValue: '2', remark: null });
    const updated = (await get(`/blade-system/param/detail?id=${found[0].id}`)).json.data;
    expect(updated).toMatchObject({
      id: found[0].id,
      paramKey: 'test.insert',
      paramValue: '2',
      createTime: found[0].createTime,
    });
    expect((await get('/blade-system/param/list?paramKey_equal=test.insert')).json.data.total).toBe(1);
  });

  it('keeps the digits of a bare long id in a JSON body', async () => {
    const res = await api.fetch('/blade-system/param/submit', {
      method: 'POST',
      headers: {
        Authorization: basic(),
        'Blade-Auth': `bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: '{"id":1999999999999999999,"paramName":"long","paramKey":"test.long","paramValue":"x"}',
    });
    expect(res.status).toBe(200);
    const text = await (
      await api.fetch('/blade-system/param/detail?paramKey=test.long', {
        headers: { Authorization: basic(), 'Blade-Auth': `bearer ${token}` },
      })
    ).text();
    expect(text).toContain('"id":"1999999999999999999"');
  });

  it('wants a JSON body on submit', async () => {
    const res = await api.fetch('/blade-system/param/submit?paramName=a&paramKey=b&paramValue=c', {
      method: 'POST',
      headers: { Authorization: basic(), 'Blade-Auth': `bearer ${token}` },
    });
    expect(res.status).toBe(415);
  });

  it('removes logically by ids in the query and says when ids are missing', async () => {
    await post('/blade-system/param/submit', { paramName: 'a', paramKey: 'test.remove.a', paramValue: '1' });
    await post('/blade-system/param/submit', { paramName: 'b', paramKey: 'test.remove.b', paramValue: '1' });
    const ids = (await get('/blade-system/param/list?paramKey=test.remove')).json.data.records.map(
      (r: { id: string }) => r.id,
    );
    expect(ids).toHaveLength(2);
    const removed = await post(`/blade-system/param/remove?ids=${ids.join(',')}`);
    expect(removed.json.success).toBe(true);
    expect((await get('/blade-system/param/list?paramKey=test.remove')).json.data.total).toBe(0);
    const missing = await post('/blade-system/param/remove');
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ code: 400, success: false, msg: '缺少必要的请求参数: ids' });
    const again = await post(`/blade-system/param/remove?ids=${ids[0]}`);
    expect(again.json).toMatchObject({ code: 400, success: false, msg: '操作失败' });
  });

  it('never shows a user password and hashes a submitted one', async () => {
    await post('/blade-user/submit', {
      account: 'newbie',
      name: '新人',
      realName: '新人',
      password: 'secret1',
      roleId: '1123598816738675202',
      deptId: '1123598813738675202',
    });
    const page = await get('/blade-user/page?account_equal=newbie');
    expect(page.json.data.records).toHaveLength(1);
    expect(page.json.data.records[0]).not.toHaveProperty('password');
    const signIn = await api.signIn('000000', 'newbie', 'secret1');
    expect((await signIn.json()).access_token).toBeTruthy();
    const dup = await post('/blade-user/submit', { account: 'newbie', password: 'x' });
    expect(dup.json.success).toBe(false);
  });

  it('keeps (code, dictKey) unique across a whole dictionary tree, per tenant for business dictionaries', async () => {
    type Node = { id: string; code: string; dictKey: string; children?: Node[] };
    const tree = async (path: string, code: string, as = token) =>
      ((await api.call(as, 'GET', `${path}/list?code_equal=${code}`)).json.data as Node[])[0]!;
    const yesNo = await tree('/blade-system/dict', 'yes_no');
    const [no, yes] = yesNo.children!;
    const clash = await post('/blade-system/dict/submit', {
      code: 'yes_no',
      dictKey: yes!.dictKey,
      dictValue: '重复',
      parentId: no!.id,
      sort: 9,
      isSealed: 0,
    });
    expect(clash.status).toBe(400);
    expect(clash.json).toMatchObject({ code: 400, success: false, msg: '当前字典键值已存在!' });
    const moved = await post('/blade-system/dict/submit', { id: yes!.id, parentId: no!.id });
    expect(moved.json.success).toBe(true);
    await post('/blade-system/dict/submit', { id: yes!.id, parentId: yesNo.id });
    const flow = await tree('/blade-system/dict-biz', 'flow');
    const item = {
      code: 'flow',
      dictKey: flow.children![0]!.dictKey,
      dictValue: '重复',
      sort: 9,
      isSealed: 0,
    };
    const bizClash = await post('/blade-system/dict-biz/submit', { ...item, parentId: flow.id });
    expect(bizClash.json.msg).toBe('当前字典键值已存在!');
    const street = (await api.token('100001', 'admin', 'admin')).access_token;
    const root = { code: 'flow', dictKey: '-1', dictValue: '流程', parentId: '0', sort: 1, isSealed: 0 };
    expect((await api.call(street, 'POST', '/blade-system/dict-biz/submit', root)).json.success).toBe(true);
    const theirs = await tree('/blade-system/dict-biz', 'flow', street);
    const other = await api.call(street, 'POST', '/blade-system/dict-biz/submit', {
      ...item,
      parentId: theirs.id,
    });
    expect(other.json.success).toBe(true);
  });

  it('serves every registry entry standard list', async () => {
    const { registry } = await import('../../core/src/resources/registry.ts');
    for (const spec of Object.values(registry)) {
      if (!spec.standard.includes('list')) continue;
      const method = spec.list.style === 'page-post' ? 'POST' : 'GET';
      // A list that needs an argument (module-role: its module) gets one in the query.
      const required = Object.entries(allOperations(spec).list?.params ?? {}).filter(([, p]) => p.required);
      const query = new URLSearchParams(required.map(([name]) => [name, '1']));
      const res = await api.call(
        token,
        method,
        `${spec.path}/${spec.list.path}${query.size ? `?${query}` : ''}`,
        method === 'POST' ? {} : undefined,
      );
      expect(res.status, spec.name).toBe(200);
      expect(res.json.code, spec.name).toBe(200);
    }
  });
});

describe('registry operations', () => {
  it('answers every operation of every entry (no 404 or 405)', async () => {
    const { registry } = await import('../../core/src/resources/registry.ts');
    const missing: string[] = [];
    for (const spec of Object.values(registry)) {
      for (const [name, op] of Object.entries(spec.operations)) {
        if (op.path === 'register') continue; // tenant self-registration: not served by the sandbox
        const path = op.path.startsWith('/') ? op.path : `${spec.path}/${op.path}`;
        let res: { status: number };
        if (op.download) {
          // A spreadsheet, not JSON.
          const r = await api.fetch(path, {
            method: op.method,
            headers: { Authorization: basic(), 'Blade-Auth': `bearer ${token}` },
          });
          res = { status: r.status };
        } else if (op.path === 'endpoint/put-file') {
          const form = new FormData();
          form.append('file', new Blob(['x']), 'x.txt');
          const r = await api.fetch(path, {
            method: 'POST',
            headers: { Authorization: basic(), 'Blade-Auth': `bearer ${token}` },
            body: form,
          });
          res = { status: r.status };
        } else {
          res = await api.call(
            token,
            op.method,
            path,
            op.method === 'POST' && op.args === 'body' ? {} : undefined,
          );
        }
        if (res.status === 404 || res.status === 405)
          missing.push(`${spec.name}.${name} ${op.method} ${path} → ${res.status}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('page-post lists', () => {
  it('take filters from the JSON body and paging from the query', async () => {
    const { registry } = await import('../../core/src/resources/registry.ts');
    const { resource, text } = await import('../../core/src/resources/define.ts');
    const extra = resource('probe', {
      path: '/blade-probe/item',
      zh: '探针',
      en: 'Probe',
      list: { style: 'page-post', path: 'page' },
      fields: [text('title', '标题', 'Title', { filter: 'like' })],
    });
    const local = await openApi({ registry: { ...registry, probe: extra } });
    try {
      const t = (await local.token()).access_token;
      for (const title of ['alpha', 'alphabet', 'beta'])
        await local.call(t, 'POST', '/blade-probe/item/submit', { title });
      const res = await local.call(t, 'POST', '/blade-probe/item/page?current=1&size=1', { title: 'alpha' });
      expect(res.json.data).toMatchObject({ total: 2, size: 1, current: 1, pages: 2 });
      const exact = await local.call(t, 'POST', '/blade-probe/item/page', { title_equal: 'alpha' });
      expect(exact.json.data.total).toBe(1);
      expect((await local.call(t, 'GET', '/blade-probe/item/page')).status).toBe(405);
    } finally {
      await local.sandbox.close();
    }
  });
});

describe('dictionaries the registry names', () => {
  it('are seeded and served by dictionary/all, so that every coded value has a label', async () => {
    const { registry } = await import('../../core/src/resources/registry.ts');
    const codes = new Set(
      Object.values(registry).flatMap((spec) => spec.fields.flatMap((f) => (f.dict ? [f.dict] : []))),
    );
    expect(codes.size).toBeGreaterThan(5);
    const all = (await get('/blade-system/dict/dictionary/all')).json.data as Record<string, unknown[]>;
    const missing = [...codes].filter(
      (code) => !(all[code]?.length ?? 0) && !Object.hasOwn(consoleChoices(), code),
    );
    expect(missing).toEqual([]);
  });

  it('hold a key for every seeded value of a coded field', async () => {
    const { registry } = await import('../../core/src/resources/registry.ts');
    const all = (await get('/blade-system/dict/dictionary/all')).json.data as Record<string, Json[]>;
    const keysOf = (code: string) =>
      consoleChoices()[code]?.map((i) => i.dictKey) ?? (all[code] ?? []).map((i) => String(i.dictKey));
    const unlabelled: string[] = [];
    for (const spec of Object.values(registry)) {
      const seeded = fixture(spec.name);
      for (const f of spec.fields.filter((field) => field.dict)) {
        // BladeX's menus (not buttons) carry action 0, which button_func does not label.
        if (spec.name === 'menu' && f.name === 'action') continue;
        for (const row of seeded) {
          const value = row[f.name];
          if (value === undefined || value === null || value === '') continue;
          if (!keysOf(f.dict!).includes(String(value))) unlabelled.push(`${spec.name}.${f.name}=${value}`);
        }
      }
    }
    expect(unlabelled).toEqual([]);
  });
});

describe('object storage and SMS enable', () => {
  it.each(['oss', 'sms'])(
    "%s: the chosen configuration gets 2, the tenant's others 1, as BladeX",
    async (name) => {
      const path = `/blade-resource/${name}`;
      const statuses = async (as = token) =>
        Object.fromEntries(
          ((await api.call(as, 'GET', `${path}/list?size=100`)).json.data.records as Json[]).map((r) => [
            r.id,
            r.status,
          ]),
        );
      const seeded = await statuses();
      expect(Object.values(seeded).sort()).toEqual([1, 2]);
      const street = (await api.token('100001', 'admin', 'admin')).access_token;
      const code = name === 'oss' ? { ossCode: 'street' } : { smsCode: 'street' };
      expect(
        (await api.call(street, 'POST', `${path}/submit`, { ...code, category: 1, status: 2 })).json.success,
      ).toBe(true);
      const off = Object.keys(seeded).find((id) => seeded[id] === 1)!;
      const enable = await post(`${path}/enable?id=${off}`);
      expect(enable.json).toMatchObject({ code: 200, success: true });
      const after = await statuses();
      expect(after[off]).toBe(2);
      expect(
        Object.entries(after)
          .filter(([id]) => id !== off)
          .map(([, s]) => s),
      ).toEqual([1]);
      // Another tenant's enabled configuration is not touched.
      expect(Object.values(await statuses(street))).toEqual([2]);
    },
  );
});

describe('top-menu grant', () => {
  it('offers the menus without their buttons, as {menu: forest}', async () => {
    const { json } = await get('/blade-system/menu/grant-top-tree');
    type Node = { id: string; title: string; children?: Node[] };
    const ids: string[] = [];
    const walk = (nodes: Node[]) => {
      for (const n of nodes) {
        ids.push(String(n.id));
        walk(n.children ?? []);
      }
    };
    walk(json.data.menu as Node[]);
    const menus = (await get('/blade-system/menu/list')).json.data as Node[];
    const category = new Map<string, number>();
    const index = (nodes: (Node & { category?: number })[]) => {
      for (const n of nodes) {
        category.set(String(n.id), Number(n.category));
        index(n.children ?? []);
      }
    };
    index(menus);
    expect(ids.length).toBeGreaterThan(5);
    expect(ids.filter((id) => category.get(id) !== 1)).toEqual([]);
    expect([...category].filter(([, c]) => c === 1).length).toBe(ids.length);
  });
});
