import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  data,
  type FakeGatewayCli,
  failure,
  fakeGatewayCli,
  httpError,
  page,
} from '../helpers/cli-fake-gateway.ts';
import { type SandboxCli, sandboxCli } from '../helpers/sandbox.ts';

type Row = Record<string, unknown>;

/** Every node of a forest (role and dict lists), depth first. */
const flatten = (nodes: Row[]): Row[] =>
  nodes.flatMap((node) => [node, ...flatten((node.children as Row[] | undefined) ?? [])]);

describe('nbxt resource commands, in process against a fake gateway', () => {
  let g: FakeGatewayCli;
  beforeEach(() => {
    g = fakeGatewayCli();
  });
  afterEach(() => g.close());
  const sent = () => g.requests.map(({ method, path, query, body }) => ({ method, path, query, body }));

  it('submit checks required fields before sending anything', async () => {
    const r = await g.nbxt(['param', 'submit', '--data', '{"paramKey":"k","paramValue":"v"}']);
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toContain('请输入参数名称');
    expect(g.requests).toEqual([]);
  });

  it('submit sends the record as JSON and prints what the server did', async () => {
    g.answer('POST /blade-system/param/submit', data(true));
    const record = { paramName: '站点', paramKey: 'site.name', paramValue: 'nbxt' };
    const r = await g.nbxt(['param', 'submit', '--data', JSON.stringify(record), '--json']);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: true, action: 'added' });
    expect(sent()).toEqual([{ method: 'POST', path: '/blade-system/param/submit', query: {}, body: record }]);
  });

  it('api GET with --data is refused as a usage error; nothing is sent', async () => {
    const r = await g.nbxt(['api', 'GET', '/blade-system/param/list', '--data', '{"paramKey":"x"}']);
    expect(r.exitCode).toBe(2);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(g.requests).toEqual([]);
  });

  it('a 500 on list is retried after a wait; a 500 on submit is not', async () => {
    let lists = 0;
    g.answer('GET /blade-system/param/list', () => (++lists === 1 ? httpError(500) : page([], 1, 10)));
    expect(await g.nbxt(['param', 'list', '--json'])).toMatchObject({ exitCode: 0, stdout: '[]\n' });
    expect(sent().map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /blade-system/param/list',
      'GET /blade-system/param/list',
    ]);
    expect(g.waits).toHaveLength(1);

    g.answer('POST /blade-system/param/submit', httpError(500));
    const r = await g.nbxt([
      'param',
      'submit',
      '--data',
      '{"paramName":"n","paramKey":"retry.no","paramValue":"v"}',
    ]);
    expect(r).toMatchObject({ exitCode: 1, stderr: 'nbxt: 服务器异常\n' });
    expect(sent().filter((e) => e.path.endsWith('/param/submit'))).toHaveLength(1);
    expect(g.waits).toHaveLength(1);
  });

  it('a business failure (HTTP 200, code 400) exits 1 with the server message, never a stack trace', async () => {
    g.answer('POST /blade-system/param/remove', failure('缺少必要的请求参数: ids'));
    const r = await g.nbxt(['api', 'POST', '/blade-system/param/remove']);
    expect(r).toEqual({ exitCode: 1, stdout: '', stderr: 'nbxt: 缺少必要的请求参数: ids\n' });
  });
});

describe('nbxt resource commands against the sandbox', () => {
  let s: SandboxCli;
  const json = async (args: string[], input?: string) => {
    const r = await s.nbxt([...args, '--json'], { input });
    if (r.exitCode !== 0) throw new Error(`nbxt ${args.join(' ')} exited ${r.exitCode}: ${r.stderr}`);
    return JSON.parse(r.stdout) as unknown;
  };

  beforeAll(async () => {
    s = await sandboxCli();
    expect((await s.login()).exitCode).toBe(0);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('param: submit, list with LIKE and _equal filters, get, remove; IDs stay 19-digit strings', async () => {
    const added = await json([
      'param',
      'submit',
      '--data',
      '{"paramName":"测试","paramKey":"it.alpha","paramValue":"1"}',
    ]);
    expect(added).toMatchObject({ ok: true, action: 'added' });
    await json([
      'param',
      'submit',
      '--data',
      '{"paramName":"测试2","paramKey":"x.it.alpha","paramValue":"2"}',
    ]);
    const like = (await json(['param', 'list', '--filter', 'paramKey=it.alpha'])) as Row[];
    expect(like.map((r) => r.paramKey).sort()).toEqual(['it.alpha', 'x.it.alpha']);
    const exact = (await json(['param', 'list', '--filter', 'paramKey_equal=it.alpha'])) as Row[];
    expect(exact).toHaveLength(1);
    const id = exact[0]!.id as string;
    expect(id).toMatch(/^\d{19}$/);
    const detail = (await json(['param', 'get', id])) as Row;
    expect(detail).toMatchObject({ id, paramKey: 'it.alpha', paramValue: '1' });
    const updated = await json(['param', 'submit', '--data', JSON.stringify({ ...detail, paramValue: '9' })]);
    expect(updated).toMatchObject({ action: 'updated' });
    expect(((await json(['param', 'get', id])) as Row).paramValue).toBe('9');
    await json(['param', 'remove', id]);
    expect((await json(['param', 'list', '--filter', 'paramKey_equal=it.alpha'])) as Row[]).toEqual([]);
  });

  it("oss and sms: list by the exact key of a coded field, as the console's filters send it", async () => {
    const oss = (await json(['oss', 'list', '--filter', 'status_equal=2'])) as Row[];
    expect(oss.map((r) => r.ossCode)).toEqual(['minio']);
    const sms = (await json([
      'sms',
      'list',
      '--filter',
      'category_equal=1',
      '--filter',
      'status_equal=1',
    ])) as Row[];
    expect(sms.map((r) => r.smsCode)).toEqual(['yunpian']);
  });

  it('list prints a stable tab-separated table when piped, CSV with --csv, and walks pages with --all', async () => {
    const plain = await s.nbxt(['param', 'list', '--size', '3']);
    expect(plain.exitCode).toBe(0);
    const lines = plain.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(['id', 'paramName', 'paramKey', 'paramValue'].join('\t'));
    expect(lines).toHaveLength(4);
    const csv = await s.nbxt(['param', 'list', '--csv', '--size', '2']);
    expect(csv.stdout.split('\r\n')[0]).toBe('id,paramName,paramKey,paramValue,remark');
    const all = (await json(['param', 'list', '--all', '--size', '2'])) as Row[];
    const total = (await json(['api', 'GET', '/blade-system/param/list', '--query', 'size=1'])) as {
      total: number;
    };
    expect(all).toHaveLength(total.total);
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
  });

  it('param set updates the param with exactly that key, not a LIKE match', async () => {
    await json([
      'param',
      'submit',
      '--data',
      '{"paramName":"a","paramKey":"pre.set.key","paramValue":"old"}',
    ]);
    await json(['param', 'submit', '--data', '{"paramName":"b","paramKey":"set.key","paramValue":"old"}']);
    await s.clearJournal();
    const r = await json(['param', 'set', 'set.key', 'new']);
    expect(r).toMatchObject({ paramKey: 'set.key', paramValue: 'new', action: 'updated' });
    expect(r).not.toHaveProperty('key');
    const submits = (await s.journal()).filter((e) => e.path.endsWith('/param/submit'));
    expect(submits).toHaveLength(1);
    expect(submits[0]!.body).toMatchObject({ paramKey: 'set.key', paramValue: 'new' });
    expect((submits[0]!.body as Row).id).toMatch(/^\d{19}$/);
    const rows = (await json(['param', 'list', '--filter', 'paramKey=set.key'])) as Row[];
    expect(Object.fromEntries(rows.map((row) => [row.paramKey, row.paramValue]))).toEqual({
      'pre.set.key': 'old',
      'set.key': 'new',
    });
  });

  it('param set adds a new key with --name, and refuses without it before submitting', async () => {
    await s.clearJournal();
    const refused = await s.nbxt(['param', 'set', 'brand.new.key', 'v']);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain('请输入参数名称');
    expect((await s.journal()).filter((e) => e.path.endsWith('/submit'))).toEqual([]);
    expect(await json(['param', 'set', 'brand.new.key', 'v', '--name', '新参数'])).toMatchObject({
      action: 'added',
    });
    const rows = (await json(['param', 'list', '--filter', 'paramKey_equal=brand.new.key'])) as Row[];
    expect(rows).toMatchObject([{ paramName: '新参数', paramValue: 'v' }]);
  });

  it('dict: list is a forest; items of one dictionary; submit a child', async () => {
    const forest = (await json(['dict', 'list'])) as Row[];
    expect(forest.length).toBeGreaterThan(0);
    expect(forest.some((node) => Array.isArray(node.children) && (node.children as Row[]).length > 0)).toBe(
      true,
    );
    const items = (await json(['dict', 'items', 'sex'])) as Row[];
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]).toHaveProperty('dictKey');
    const parent = forest.find((n) => n.code === 'sex')!;
    await json([
      'dict',
      'submit',
      '--data',
      JSON.stringify({
        code: 'sex',
        dictKey: '9',
        dictValue: '其他',
        sort: 9,
        isSealed: 0,
        parentId: parent.id,
      }),
    ]);
    const after = (await json(['dict', 'items', 'sex'])) as Row[];
    expect(after.map((i) => i.dictValue)).toContain('其他');
  });

  it('tenant: list, get, submit, remove', async () => {
    const tenants = (await json(['tenant', 'list'])) as Row[];
    expect(tenants.map((t) => t.tenantId)).toContain('000000');
    await json(['tenant', 'submit', '--data', '{"tenantName":"测试租户","linkman":"张三"}']);
    const created = ((await json(['tenant', 'list', '--filter', 'tenantName=测试租户'])) as Row[])[0]!;
    expect(created.id).toMatch(/^\d{19}$/);
    expect(((await json(['tenant', 'get', created.id as string])) as Row).linkman).toBe('张三');
    await json(['tenant', 'remove', created.id as string]);
    expect((await json(['tenant', 'list', '--filter', 'tenantName=测试租户'])) as Row[]).toEqual([]);
  });

  it('role: submit, get, remove; get of a removed role says so (exit 1)', async () => {
    await json(['role', 'submit', '--data', '{"roleName":"巡查员","roleAlias":"inspector_it","sort":9}']);
    const role = flatten((await json(['role', 'list'])) as Row[]).find((r) => r.roleAlias === 'inspector_it');
    expect(role?.id).toMatch(/^\d{19}$/);
    const roleId = role!.id as string;
    expect(await json(['role', 'get', roleId])).toMatchObject({
      id: roleId,
      roleName: '巡查员',
      roleAlias: 'inspector_it',
      tenantId: '000000',
    });
    expect(await json(['role', 'remove', roleId])).toEqual({ ok: true, removed: [roleId] });
    const gone = await s.nbxt(['role', 'get', roleId]);
    expect(gone.exitCode).toBe(1);
    expect(gone.stderr).toBe(`nbxt: no role with id ${roleId}\n`);
  });

  it('dict: get and remove a dictionary entry', async () => {
    await json([
      'dict',
      'submit',
      '--data',
      '{"code":"it_get","dictKey":"-1","dictValue":"测试字典","sort":99,"isSealed":0,"parentId":"0"}',
    ]);
    const entry = flatten((await json(['dict', 'list'])) as Row[]).find((d) => d.code === 'it_get');
    const id = entry!.id as string;
    expect(id).toMatch(/^\d{19}$/);
    expect(await json(['dict', 'get', id])).toMatchObject({ id, code: 'it_get', dictValue: '测试字典' });
    expect(await json(['dict', 'remove', id])).toEqual({ ok: true, removed: [id] });
    const gone = await s.nbxt(['dict', 'get', id]);
    expect(gone).toMatchObject({ exitCode: 1, stderr: `nbxt: no dict with id ${id}\n` });
  });

  it('role grant sends lists of ID strings and the grant is readable back', async () => {
    const roles = (await json(['role', 'list'])) as Row[];
    const roleId = roles[0]!.id as string;
    const menus = (await json(['api', 'GET', '/blade-system/menu/list'])) as Row[];
    const menuIds = menus.slice(0, 2).map((m) => m.id as string);
    await s.clearJournal();
    await json(['role', 'grant', '--roles', roleId, '--menus', menuIds.join(',')]);
    const grant = (await s.journal()).find((e) => e.path.endsWith('/role/grant'))!;
    expect(grant.body).toEqual({ roleIds: [roleId], menuIds, dataScopeIds: [], apiScopeIds: [] });
    const keys = (await json([
      'api',
      'GET',
      '/blade-system/menu/role-tree-keys',
      '--query',
      `roleIds=${roleId}`,
    ])) as {
      menu: string[];
    };
    expect([...keys.menu].sort()).toEqual([...menuIds].sort());
  });

  it('never prints passwords or secret keys, in any output mode, unless --show-secrets', async () => {
    const password = 'db-pass-9f3k';
    await json([
      'datasource',
      'submit',
      '--data',
      JSON.stringify({ name: 'secret-it', driverClass: 'x', url: 'jdbc:x', username: 'u', password }),
    ]);
    const [listed] = (await json(['datasource', 'list', '--filter', 'name=secret-it'])) as Row[];
    expect(listed).toMatchObject({ name: 'secret-it', password: '***' });
    const id = listed!.id as string;
    expect(await json(['datasource', 'get', id])).toMatchObject({ id, password: '***' });
    const table = await s.nbxt(['datasource', 'get', id]);
    expect(table.exitCode).toBe(0);
    expect(table.stdout).toMatch(/^password\t\*\*\*$/m);
    const csv = await s.nbxt(['datasource', 'list', '--csv', '--filter', 'name=secret-it']);
    const [header, row] = csv.stdout.split('\r\n');
    expect(row!.split(',')[header!.split(',').indexOf('password')]).toBe('***');
    for (const out of [table.stdout, csv.stdout]) expect(out).not.toContain(password);
    expect(await json(['datasource', 'get', id, '--show-secrets'])).toMatchObject({ password });
  });

  it("masks the registry's other secrets too (OAuth client secrets)", async () => {
    const clients = (await json(['client', 'list'])) as Row[];
    expect(clients.find((c) => c.clientId === 'saber')).toMatchObject({ clientSecret: '***' });
    expect((await s.nbxt(['client', 'list', '--csv'])).stdout).not.toContain('saber_secret');

    const shown = (await json(['client', 'list', '--show-secrets'])) as Row[];
    expect(shown.find((c) => c.clientId === 'saber')).toMatchObject({ clientSecret: 'saber_secret' });
  });
});

describe('tenant isolation', () => {
  it("a tenant's admin sees its own roles and cannot read, remove, change or grant another tenant's", async () => {
    const s = await sandboxCli();
    try {
      expect((await s.login()).exitCode).toBe(0);
      const roles = async (env: Record<string, string> = {}) => {
        const r = await s.nbxt(['role', 'list', '--json'], { env });
        expect(r.exitCode, r.stderr).toBe(0);
        return flatten(JSON.parse(r.stdout) as Row[]);
      };
      const mainRoles = await roles();
      expect(mainRoles.length).toBeGreaterThan(0);
      expect(new Set(mainRoles.map((r) => r.tenantId))).toEqual(new Set(['000000']));
      const target = mainRoles.find((r) => r.roleAlias === 'user')!;
      const targetId = target.id as string;

      const tenant = { NBXT_PROFILE: 'tenant2' };
      const other = await s.nbxt(
        ['login', '--server', s.sandbox.url, '--tenant', '100001', '--account', 'admin', '--password-stdin'],
        { input: 'admin\n', env: tenant },
      );
      expect(other.exitCode, other.stderr).toBe(0);
      const otherRoles = await roles(tenant);
      expect(otherRoles.map((r) => r.roleAlias).sort()).toEqual(['admin', 'clerk', 'user']);
      expect(new Set(otherRoles.map((r) => r.tenantId))).toEqual(new Set(['100001']));
      const ownId = otherRoles.find((r) => r.roleAlias === 'admin')!.id as string;
      expect(await s.nbxt(['role', 'get', ownId, '--json'], { env: tenant })).toMatchObject({ exitCode: 0 });

      const read = await s.nbxt(['role', 'get', targetId], { env: tenant });
      expect(read).toMatchObject({ exitCode: 1, stderr: `nbxt: no role with id ${targetId}\n` });
      expect((await s.nbxt(['role', 'remove', targetId], { env: tenant })).exitCode).toBe(1);
      const changed = await s.nbxt(
        ['role', 'submit', '--data', JSON.stringify({ ...target, roleName: '被改名' })],
        { env: tenant },
      );
      expect(changed.exitCode).toBe(1);
      const menus = (await s.nbxt(['api', 'GET', '/blade-system/menu/list', '--json'])).stdout;
      const menuId = (JSON.parse(menus) as Row[])[0]!.id as string;
      const granted = await s.nbxt(['role', 'grant', '--roles', targetId, '--menus', menuId], {
        env: tenant,
      });
      expect(granted.exitCode).toBe(1);
      expect(granted.stderr).toBe('nbxt: 无权操作非本租户的角色\n');

      // Tenant 000000's role is as it was.
      expect(mainRoles).toContainEqual(
        (await roles()).find((r) => r.id === targetId && r.roleName === target.roleName),
      );
    } finally {
      await s.close();
    }
  }, 60_000);
});
