import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { runCli } from '../helpers/cli.ts';
import { type JournalEntry, type SandboxCli, sandboxCli } from '../helpers/sandbox.ts';

type Row = Record<string, unknown>;

const writes = (journal: JournalEntry[]) => journal.filter((e) => e.method !== 'GET');
const fixture = new URL('../../fixtures/desired-state/community.yaml', import.meta.url).pathname;

describe('nbxt get / diff / apply against the sandbox', () => {
  let s: SandboxCli;
  let dir: string;
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const json = async (args: string[]) => {
    const r = await s.nbxt([...args, '--json']);
    if (r.exitCode !== 0) throw new Error(`nbxt ${args.join(' ')} exited ${r.exitCode}: ${r.stderr}`);
    return JSON.parse(r.stdout) as unknown;
  };
  /** The role's granted menu codes as the server has them (read back through role-tree-keys). */
  const grantedMenuCodes = async (alias: string) => {
    const roles = (await json([
      'api',
      'GET',
      '/blade-system/role/list',
      '--query',
      `roleAlias_equal=${alias}`,
    ])) as Row[];
    const keys = (await json([
      'api',
      'GET',
      '/blade-system/menu/role-tree-keys',
      '--query',
      `roleIds=${roles[0]!.id}`,
    ])) as {
      menu: string[];
    };
    const menus = (await json(['api', 'GET', '/blade-system/menu/list'])) as Row[];
    const flat: Row[] = [];
    const walk = (list: Row[]) => {
      for (const m of list) {
        flat.push(m);
        if (Array.isArray(m.children)) walk(m.children as Row[]);
      }
    };
    walk(menus);
    return flat
      .filter((m) => keys.menu.includes(String(m.id)))
      .map((m) => m.code)
      .sort();
  };

  /** Profile `street`: the admin of tenant 100001 (role alias admin). */
  const signInStreet = async () => {
    const login = await s.nbxt(
      [
        'login',
        '--profile',
        'street',
        '--server',
        s.sandbox.url,
        '--tenant',
        '100001',
        '--account',
        'admin',
        '--password-stdin',
      ],
      { input: 'admin\n' },
    );
    expect(login.exitCode).toBe(0);
  };

  beforeAll(async () => {
    s = await sandboxCli();
    dir = mkdtempSync(join(tmpdir(), 'nbxt-desired-'));
    expect((await s.login()).exitCode).toBe(0);
  });
  afterAll(async () => {
    await s?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await s.clearFaults();
  });

  it('get writes desired state that apply finds in sync: the journal shows reads only', async () => {
    const got = await s.nbxt(['get', 'Param', 'Dict', 'DictBiz', 'Role', 'Tenant', 'Post']);
    expect(got.exitCode).toBe(0);
    const docs = parseAllDocuments(got.stdout).map((d) => d.toJS() as Row);
    expect(docs.some((d) => d.kind === 'Param' && d.paramKey === 'account.initPassword')).toBe(true);
    // Natural keys only: no IDs, stamps or tenant columns anywhere in the output.
    expect(got.stdout).not.toMatch(/\b(id|parentId|createTime|isDeleted|tenantId: "000000")\b:/);
    expect(got.stdout).not.toMatch(/\d{19}/);
    const hr = docs.find((d) => d.kind === 'Role' && d.roleAlias === 'hr')!;
    expect(hr.parent).toBe('user');
    expect((hr.grants as { menus: string[] }).menus).toContain('desk');
    const path = file('all.yaml', got.stdout);
    await s.clearJournal();
    const applied = await s.nbxt(['apply', '-f', path]);
    expect(applied.exitCode).toBe(0);
    expect(applied.stdout).toMatch(/^No changes: \d+ object\(s\) in sync\.$/m);
    const journal = await s.journal();
    expect(journal.length).toBeGreaterThan(0);
    expect(writes(journal)).toEqual([]);
    const diff = await s.nbxt(['diff', '-f', path]);
    expect(diff.exitCode).toBe(0);
  });

  it('one edited value: diff shows exactly that change (exit 4), apply makes one submit, then diff exits 0', async () => {
    const got = await s.nbxt(['get', 'Param', 'Dict']);
    const edited = got.stdout.replace('paramValue: "5"', 'paramValue: "8"');
    expect(edited).not.toBe(got.stdout);
    const path = file('edited.yaml', edited);
    const diff = await s.nbxt(['diff', '-f', path]);
    expect(diff.exitCode).toBe(4);
    expect(diff.stdout.split('\n').slice(0, 2)).toEqual([
      '~ update Param account.failCount',
      '    paramValue: "5" → "8"',
    ]);
    expect(diff.stdout).toMatch(
      /^Plan: 0 to create, 1 to update, 0 grant\(s\), 0 to delete; \d+ unchanged\.$/m,
    );
    const machine = await s.nbxt(['diff', '-f', path, '--json']);
    expect(machine.exitCode).toBe(4);
    const plan = JSON.parse(machine.stdout) as { inSync: boolean; steps: Row[] };
    expect(plan.inSync).toBe(false);
    expect(plan.steps).toEqual([
      expect.objectContaining({
        action: 'update',
        kind: 'Param',
        key: 'account.failCount',
        changes: [{ field: 'paramValue', from: '5', to: '8' }],
      }),
    ]);
    // BladeX's name for the tenant a step belongs to.
    expect(plan.steps[0]).toHaveProperty('tenantId');
    expect(plan.steps[0]).not.toHaveProperty('tenant');
    await s.clearJournal();
    const applied = await s.nbxt(['apply', '-f', path]);
    expect(applied.exitCode).toBe(0);
    expect(applied.stdout).toContain('applied update Param account.failCount');
    const w = writes(await s.journal());
    expect(w.map((e) => e.path)).toEqual(['/blade-system/param/submit']);
    expect(w[0]!.body).toMatchObject({ paramKey: 'account.failCount', paramValue: '8' });
    expect((w[0]!.body as Row).id).toMatch(/^\d{19}$/);
    expect((await s.nbxt(['diff', '-f', path])).exitCode).toBe(0);
    await s.clearJournal();
    expect((await s.nbxt(['apply', '-f', path])).exitCode).toBe(0);
    expect(writes(await s.journal())).toEqual([]);
  });

  it('updates the param with exactly the key, never a LIKE look-alike', async () => {
    const path = file('like.yaml', 'kind: Param\nparamKey: account.initPassword\nparamValue: "654321"\n');
    await s.clearJournal();
    expect((await s.nbxt(['apply', '-f', path])).exitCode).toBe(0);
    const w = writes(await s.journal());
    expect(w).toHaveLength(1);
    expect(w[0]!.body).toMatchObject({ paramKey: 'account.initPassword', paramValue: '654321' });
    const rows = (await json(['param', 'list', '--filter', 'paramKey=account.initPassword'])) as Row[];
    expect(Object.fromEntries(rows.map((r) => [r.paramKey, r.paramValue]))).toMatchObject({
      'account.initPassword': '654321',
      'x.account.initPassword': '000000',
    });
  });

  it("changes a role's grants by menu codes", async () => {
    const before = await grantedMenuCodes('hr');
    expect(before).toContain('notice_add');
    const path = file('hr.yaml', 'kind: Role\nroleAlias: hr\ngrants:\n  menus: [desk, notice, param]\n');
    const diff = await s.nbxt(['diff', '-f', path]);
    expect(diff.exitCode).toBe(4);
    expect(diff.stdout).toContain('~ grant Role 000000/hr');
    expect(diff.stdout).toMatch(/grants\.menus: \+param .*-notice_add/);
    await s.clearJournal();
    expect((await s.nbxt(['apply', '-f', path])).exitCode).toBe(0);
    const w = writes(await s.journal());
    expect(w.map((e) => e.path)).toEqual(['/blade-system/role/grant']);
    const body = w[0]!.body as {
      roleIds: string[];
      menuIds: string[];
      dataScopeIds: string[];
      apiScopeIds: string[];
    };
    expect(body.roleIds).toHaveLength(1);
    expect(body.menuIds.every((id) => /^\d{19}$/.test(id))).toBe(true);
    expect(await grantedMenuCodes('hr')).toEqual(['desk', 'notice', 'param']);
    expect((await s.nbxt(['diff', '-f', path])).exitCode).toBe(0);
  });

  it('creates a new role before granting it, and refuses unknown menu codes before any call that writes', async () => {
    const path = file(
      'clerk.yaml',
      'kind: Role\nroleAlias: clerk\nroleName: 办事员\nparent: user\ngrants:\n  menus: [desk]\n',
    );
    await s.clearJournal();
    const applied = await s.nbxt(['apply', '-f', path]);
    expect(applied.exitCode).toBe(0);
    expect(writes(await s.journal()).map((e) => e.path)).toEqual([
      '/blade-system/role/submit',
      '/blade-system/role/grant',
    ]);
    expect(await grantedMenuCodes('clerk')).toEqual(['desk']);
    const bad = file(
      'bad-grant.yaml',
      'kind: Role\nroleAlias: clerk\ngrants:\n  menus: [desk, no_such_menu]\n',
    );
    await s.clearJournal();
    const refused = await s.nbxt(['apply', '-f', bad]);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain('unknown menu code no_such_menu');
    expect(writes(await s.journal())).toEqual([]);
  });

  it('creates dictionary trees parent first, items pointing at the new parent', async () => {
    await s.clearJournal();
    const applied = await s.nbxt(['apply', '-f', fixture]);
    expect(applied.exitCode).toBe(0);
    const submits = writes(await s.journal())
      .filter((e) => e.path === '/blade-system/dict/submit')
      .map((e) => e.body as Row);
    expect(submits.map((b) => b.dictKey)).toEqual(['-1', '1', '2', '21', '3']);
    const nodes = (await json([
      'api',
      'GET',
      '/blade-system/dict/list',
      '--query',
      'code_equal=grid_level',
    ])) as Row[];
    expect(nodes).toHaveLength(1);
    const root = nodes[0]!;
    expect(submits[0]).toMatchObject({ parentId: '0', code: 'grid_level' });
    expect(
      submits
        .slice(1)
        .filter((b) => b.dictKey !== '21')
        .every((b) => b.parentId === root.id),
    ).toBe(true);
    const community = (root.children as Row[]).find((c) => c.dictKey === '2')!;
    expect(submits[3]!.parentId).toBe(community.id);
    expect(((community.children as Row[])[0] as Row).dictValue).toBe('小区');
    expect((await s.nbxt(['diff', '-f', fixture])).exitCode).toBe(0);
  });

  it('moves a dictionary item by its parentId, and refuses a dictKey used twice in one dictionary', async () => {
    const tree = (inner: string) =>
      `kind: Dict\ncode: moves\ndictValue: 移动\nchildren:\n  - dictKey: "1"\n    dictValue: 一\n${inner}`;
    const before = file(
      'moves.yaml',
      tree(
        '  - dictKey: "3"\n    dictValue: 三\n    children:\n      - dictKey: "21"\n        dictValue: 廿一\n',
      ),
    );
    expect((await s.nbxt(['apply', '-f', before])).exitCode).toBe(0);
    const after = file(
      'moved.yaml',
      tree(
        '    children:\n      - dictKey: "21"\n        dictValue: 廿一\n  - dictKey: "3"\n    dictValue: 三\n',
      ),
    );
    const diff = await s.nbxt(['diff', '-f', after]);
    expect(diff.exitCode).toBe(4);
    expect(diff.stdout.split('\n').slice(0, 2)).toEqual([
      '~ update Dict moves/1/21',
      '    parent: "moves/3" → "moves/1"',
    ]);
    await s.clearJournal();
    expect((await s.nbxt(['apply', '-f', after])).exitCode).toBe(0);
    const w = writes(await s.journal());
    expect(w.map((e) => e.path)).toEqual(['/blade-system/dict/submit']);
    const [root] = (await json([
      'api',
      'GET',
      '/blade-system/dict/list',
      '--query',
      'code_equal=moves',
    ])) as Row[];
    const one = (root!.children as Row[]).find((c) => c.dictKey === '1')!;
    expect(((one.children as Row[])[0] as Row).dictKey).toBe('21');
    expect(w[0]!.body).toMatchObject({ dictKey: '21', parentId: one.id });
    expect((await s.nbxt(['diff', '-f', after])).exitCode).toBe(0);
    const twice = file(
      'twice.yaml',
      tree(
        '  - dictKey: "3"\n    dictValue: 三\n    children:\n      - dictKey: "1"\n        dictValue: 重复\n',
      ),
    );
    await s.clearJournal();
    const refused = await s.nbxt(['apply', '-f', twice]);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `nbxt: ${twice}: document 1: children[1].children[0].dictKey: dictKey 1 is already used at children[0].dictKey; a key is unique in the whole dictionary`,
    );
    expect(writes(await s.journal())).toEqual([]);
  });

  it('a failure in the middle reports what was and was not applied; a re-run completes', async () => {
    const path = file(
      'fail.yaml',
      [
        'kind: Param\nparamKey: sms.daily.limit\nparamValue: "30"',
        'kind: Dict\ncode: colour\ndictValue: 颜色\nchildren:\n  - dictKey: r\n    dictValue: 红',
        'kind: Param\nparamKey: sys.upload.maxSize\nparamValue: "20"',
      ].join('\n---\n'),
    );
    await s.fault({ fail: { path: '/blade-system/dict/submit', status: 500, count: 1 } });
    await s.clearJournal();
    const failed = await s.nbxt(['apply', '-f', path]);
    expect(failed.exitCode).toBe(1);
    expect(failed.stdout.split('\n').filter(Boolean)).toEqual([
      'applied update Param sms.daily.limit',
      'applied update Param sys.upload.maxSize',
      'failed create Dict colour',
      'not applied create Dict colour/r',
    ]);
    expect(failed.stderr).toContain('create Dict colour failed');
    expect(failed.stderr).toContain('2 of 4 step(s) applied, 2 not applied');
    const again = await s.nbxt(['diff', '-f', path, '--json']);
    expect(again.exitCode).toBe(4);
    expect(
      (JSON.parse(again.stdout) as { steps: Row[] }).steps.map((st) => `${st.action} ${st.key}`),
    ).toEqual(['create colour', 'create colour/r']);
    const rerun = await s.nbxt(['apply', '-f', path, '--json']);
    expect(rerun.exitCode).toBe(0);
    expect(JSON.parse(rerun.stdout)).toMatchObject({ ok: true, failed: null, notApplied: [] });
    expect((await s.nbxt(['diff', '-f', path])).exitCode).toBe(0);
  });

  it('manages existing tenants by tenantId and refuses to create one, before any write', async () => {
    const update = file('tenant.yaml', 'kind: Tenant\ntenantId: "100001"\nlinkman: 李四\n');
    const diff = await s.nbxt(['diff', '-f', update]);
    expect(diff.exitCode).toBe(4);
    expect(diff.stdout).toContain('~ update Tenant 100001');
    const create = file('new-tenant.yaml', 'kind: Tenant\ntenantId: "100002"\ntenantName: 新街道\n');
    await s.clearJournal();
    const refused = await s.nbxt(['apply', '-f', create, '--yes']);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toMatch(
      /^nbxt: Tenant 100002 \(.*new-tenant\.yaml document 1\): not found, and apply cannot create it: BladeX gives a new tenant a tenantId of its own; create it first \(nbxt tenant submit/,
    );
    expect(writes(await s.journal())).toEqual([]);
  });

  it('--dry-run prints the plan and writes nothing', async () => {
    const path = file('dry.yaml', 'kind: Param\nparamKey: dry.run.key\nparamName: 试运行\nparamValue: x\n');
    await s.clearJournal();
    const r = await s.nbxt(['apply', '-f', path, '--dry-run']);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain('+ create Param dry.run.key');
    expect(r.stdout).toContain('Dry run: nothing applied.');
    expect(writes(await s.journal())).toEqual([]);
  });

  it('prune deletes only inside its scope, lists what it would delete, and needs --yes off a terminal', async () => {
    const setup = file(
      'prune-setup.yaml',
      ['app.keep', 'app.drop', 'other.stay']
        .map((k) => `kind: Param\nparamKey: ${k}\nparamName: ${k}\nparamValue: "1"`)
        .join('\n---\n'),
    );
    expect((await s.nbxt(['apply', '-f', setup])).exitCode).toBe(0);
    const path = file('prune.yaml', 'kind: Param\nparamKey: app.keep\nparamValue: "1"\n');
    const args = ['apply', '-f', path, '--prune', '--kind', 'Param', '--selector', 'paramKey=app.*'];
    await s.clearJournal();
    const refused = await s.nbxt(args);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toContain('--prune would delete 1 object(s) not in the desired state:');
    expect(refused.stderr).toContain('  Param app.drop');
    expect(refused.stderr).toContain('refusing to prune without --yes');
    expect(writes(await s.journal())).toEqual([]);
    const dry = await s.nbxt([...args, '--dry-run']);
    expect(dry.stdout).toContain('- delete Param app.drop (pruned: not in the desired state)');
    await s.clearJournal();
    const done = await s.nbxt([...args, '--yes']);
    expect(done.exitCode).toBe(0);
    const w = writes(await s.journal());
    expect(w.map((e) => e.path)).toEqual(['/blade-system/param/remove']);
    const keys = ((await json(['param', 'list', '--all'])) as Row[]).map((r) => r.paramKey);
    expect(keys).toContain('app.keep');
    expect(keys).toContain('other.stay');
    expect(keys).toContain('account.initPassword');
    expect(keys).not.toContain('app.drop');
    // Other kinds are never in a Param prune's scope.
    expect((await s.nbxt(['diff', '-f', fixture])).exitCode).toBe(0);
  });

  it('prune needs --kind, and --kind/--selector need --prune', async () => {
    const path = file('p.yaml', 'kind: Param\nparamKey: app.keep\n');
    expect((await s.nbxt(['apply', '-f', path, '--prune'])).exitCode).toBe(2);
    expect((await s.nbxt(['diff', '-f', path, '--kind', 'Param'])).exitCode).toBe(2);
    const bad = await s.nbxt(['diff', '-f', path, '--prune', '--kind', 'Param', '--selector', 'colour=red']);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain('Param has no field colour');
  });

  it('names the file, the document and the field path of invalid desired-state files, and reads nothing', async () => {
    const path = file(
      'invalid.yaml',
      'kind: Param\nparamKey: a\n---\nkind: Dict\ncode: d\nchildren:\n  - dictKey: 1\n    colour: red\n---\nkind: Menu\ncode: desk\n',
    );
    await s.clearJournal();
    const r = await s.nbxt(['diff', '-f', path]);
    expect(r.exitCode).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(`^nbxt: ${path}: document 2: children\\[0\\]\\.dictKey: expected string, received number`),
      ),
      `nbxt: ${path}: document 2: children[0].colour: unknown field`,
      `nbxt: ${path}: document 3: kind: Menu cannot be kept as desired state: menus are linked by parent IDs`,
    ]);
    expect((await s.journal()).filter((e) => e.path.startsWith('/blade-system'))).toEqual([]);
    const broken = file('broken.yaml', 'kind: Param\nparamKey: [unclosed\n');
    const yamlError = await s.nbxt(['diff', '-f', broken]);
    expect(yamlError.exitCode).toBe(1);
    expect(yamlError.stderr).toMatch(new RegExp(`^nbxt: ${broken}: document 1, line \\d+: `));
  });

  it('reports every problem of the files before signing in (CI lints offline), and reads stdin once', async () => {
    const nobody = { NBXT_CONFIG_DIR: mkdtempSync(join(dir, 'nobody-')) };
    const yaml = file(
      'lint.yaml',
      'kind: Param\nparamKey: ""\n---\nkind: Param\nparamKey: [unclosed\n---\nkind: Dict\ncode: d\nchildren:\n  - dictKey: "1"\n  - dictKey: "1"\n',
    );
    const json = file('lint.json', '[{"kind":"Role","roleAlias":"r","grants":{"menus":["a","a"]}}]');
    await s.clearJournal();
    const r = await s.nbxt(['apply', '-f', yaml, '-f', json], { env: nobody });
    expect(r.exitCode).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^nbxt: ${yaml}: document 2, line 6: Flow sequence`)),
      `nbxt: ${yaml}: document 1: paramKey: must not be empty`,
      `nbxt: ${yaml}: document 3: children[1].dictKey: dictKey 1 is already used at children[0].dictKey; a key is unique in the whole dictionary`,
      `nbxt: ${json}: document 1: grants.menus: lists a code twice`,
    ]);
    expect((await s.journal()).filter((e) => e.path.startsWith('/blade-'))).toEqual([]);
    // A valid file gets as far as the sign-in.
    const valid = file('lint-ok.yaml', 'kind: Param\nparamKey: a\n');
    expect((await s.nbxt(['diff', '-f', valid], { env: nobody })).exitCode).toBe(3);
    const twice = await s.nbxt(['diff', '-f', '-', '-f', '-'], { input: 'kind: Param\nparamKey: a\n' });
    expect(twice.exitCode).toBe(2);
    expect(twice.stderr.trim()).toBe('nbxt: -f - may be given once: standard input can be read only once');
  });

  it('manages several tenants in one desired state with a signed-in profile per tenant', async () => {
    await signInStreet();
    const path = file(
      'tenants.yaml',
      [
        'kind: DictBiz\ncode: patrol\ndictValue: 巡查类型\nchildren:\n  - dictKey: "1"\n    dictValue: 日常',
        'kind: DictBiz\ntenant: "100001"\ncode: patrol\ndictValue: 巡查类型\nchildren:\n  - dictKey: "1"\n    dictValue: 日常\n  - dictKey: "2"\n    dictValue: 专项',
        'kind: Role\ntenant: "100001"\nroleAlias: user\nroleName: 网格员(街道)',
      ].join('\n---\n'),
    );
    const without = await s.nbxt(['diff', '-f', path]);
    expect(without.exitCode).toBe(3);
    expect(without.stderr).toContain('tenant 100001: no signed-in profile');
    const diff = await s.nbxt(['diff', '-f', path, '--tenant-profile', '100001=street']);
    expect(diff.exitCode).toBe(4);
    expect(diff.stdout).toContain('+ create DictBiz 000000/patrol');
    expect(diff.stdout).toContain('+ create DictBiz 100001/patrol/2');
    expect(diff.stdout).toContain('~ update Role 100001/user');
    expect(diff.stdout).not.toContain('Role 000000/user');
    expect((await s.nbxt(['apply', '-f', path, '--tenant-profile', '100001=street'])).exitCode).toBe(0);
    expect((await s.nbxt(['diff', '-f', path, '--tenant-profile', '100001=street'])).exitCode).toBe(0);
    // Each tenant got its own objects; the 000000 role of the same alias is untouched.
    const streetItems = (await s.nbxt(['dict', 'items', 'patrol', '--biz', '--json', '--profile', 'street']))
      .stdout;
    expect((JSON.parse(streetItems) as Row[]).map((r) => r.dictKey)).toEqual(['1', '2']);
    const mine = (await json(['dict', 'items', 'patrol', '--biz'])) as Row[];
    expect(mine.map((r) => r.dictKey)).toEqual(['1']);
    const roles = (await json([
      'api',
      'GET',
      '/blade-system/role/list',
      '--query',
      'roleAlias_equal=user',
    ])) as Row[];
    expect(roles.map((r) => r.roleName)).toEqual(['用户']);
    const mismatch = await s.nbxt(['diff', '-f', path, '--tenant-profile', '100002=street']);
    expect(mismatch.exitCode).toBe(2);
  });

  it('prunes only in the tenants the documents of that kind name, never everything, never what the admin stands on', async () => {
    await signInStreet();
    const street = ['--tenant-profile', '100001=street'];
    const path = file('street.yaml', 'kind: DictBiz\ntenant: "100001"\ncode: patrol\ndictValue: 巡查类型\n');
    await s.clearJournal();
    const dry = await s.nbxt(['apply', '-f', path, ...street, '--prune', '--kind', 'DictBiz', '--dry-run']);
    expect(dry.exitCode).toBe(0);
    const deletes = dry.stdout.split('\n').filter((l) => l.startsWith('- delete'));
    expect(deletes).toEqual([
      '- delete DictBiz 100001/grid_level/1 (pruned: not in the desired state)',
      '- delete DictBiz 100001/grid_level/2 (pruned: not in the desired state)',
      '- delete DictBiz 100001/grid_level (pruned: not in the desired state)',
    ]);
    // The signed-in tenant's business dictionaries were not even read.
    expect((await s.journal()).filter((e) => e.path === '/blade-system/dict-biz/list')).toHaveLength(1);

    const params = file('params-only.yaml', 'kind: Param\nparamKey: app.keep\n');
    const empty = await s.nbxt(['apply', '-f', params, '--prune', '--kind', 'DictBiz', '--yes']);
    expect(empty.exitCode).toBe(2);
    expect(empty.stderr.trim()).toBe(
      'nbxt: --prune --kind DictBiz: the desired state has no DictBiz document, and prune deletes only what documents of that kind leave out (an empty desired state never means "delete them all")',
    );

    const tenants = file('tenants-prune.yaml', 'kind: Tenant\ntenantId: "100001"\n');
    const tenant = await s.nbxt(['apply', '-f', tenants, '--prune', '--kind', 'Tenant', '--dry-run']);
    expect(tenant.exitCode).toBe(1);
    expect(tenant.stderr).toContain(
      'nbxt: prune refuses to delete Tenant 000000, the tenant you are signed in to; list it in the desired state or narrow the selector',
    );
    const roles = file(
      'roles-prune.yaml',
      'kind: Role\nroleAlias: user\n---\nkind: Role\nroleAlias: hr\n---\nkind: Role\ntenant: "100001"\nroleAlias: user\n',
    );
    const role = await s.nbxt(['apply', '-f', roles, ...street, '--prune', '--kind', 'Role', '--dry-run']);
    expect(role.exitCode).toBe(1);
    expect(role.stderr).toContain(
      'nbxt: prune refuses to delete Role 000000/administrator, the administrator role; list it in the desired state or narrow the selector',
    );
    expect(role.stderr).toContain(
      'nbxt: prune refuses to delete Role 100001/admin, a role you hold; list it in the desired state or narrow the selector',
    );
    expect(writes(await s.journal())).toEqual([]);
  });

  it('get --tenant-profile writes one desired state for several tenants that applies back as a no-op', async () => {
    await signInStreet();
    const street = ['--tenant-profile', '100001=street'];
    const got = await s.nbxt(['get', 'DictBiz', 'Role', 'Param', ...street]);
    expect(got.exitCode).toBe(0);
    const docs = parseAllDocuments(got.stdout).map((d) => d.toJS() as Row);
    const tenantsOf = (kind: string) => [
      ...new Set(docs.filter((d) => d.kind === kind).map((d) => d.tenant)),
    ];
    expect(tenantsOf('DictBiz').sort()).toEqual(['000000', '100001']);
    expect(tenantsOf('Role').sort()).toEqual(['000000', '100001']);
    expect(tenantsOf('Param')).toEqual([undefined]);
    expect(docs.find((d) => d.kind === 'DictBiz' && d.code === 'grid_level')).toMatchObject({
      tenant: '100001',
    });
    expect(docs.find((d) => d.kind === 'Role' && d.roleAlias === 'admin')).toMatchObject({
      tenant: '100001',
      grants: { menus: expect.arrayContaining(['desk']) },
    });
    const path = file('two-tenants.yaml', got.stdout);
    await s.clearJournal();
    const applied = await s.nbxt(['apply', '-f', path, ...street]);
    expect(applied.exitCode).toBe(0);
    expect(applied.stdout).toMatch(/^No changes: \d+ object\(s\) in sync\.$/m);
    expect(writes(await s.journal())).toEqual([]);
  });

  it('get leaves secrets out, its output applies as a no-op, and diff never shows a secret set explicitly', async () => {
    const got = await s.nbxt(['get', 'Client', 'Oss', 'Sms']);
    expect(got.exitCode).toBe(0);
    const docs = parseAllDocuments(got.stdout).map((d) => d.toJS() as Row);
    expect(docs.find((d) => d.kind === 'Client' && d.clientId === 'saber')).toMatchObject({ scope: 'all' });
    expect(docs.find((d) => d.kind === 'Oss')).toMatchObject({ ossCode: 'minio', bucketName: 'blade' });
    expect(docs.find((d) => d.kind === 'Sms')).toMatchObject({ smsCode: 'aliyun' });
    expect(got.stdout).not.toMatch(/clientSecret|accessKey|secretKey|_secret|sandbox-/);
    const path = file('secrets.yaml', got.stdout);
    await s.clearJournal();
    const applied = await s.nbxt(['apply', '-f', path]);
    expect(applied.exitCode).toBe(0);
    expect(writes(await s.journal())).toEqual([]);
    const rotate = file('rotate.yaml', 'kind: Client\nclientId: sword\nclientSecret: rotated-sword\n');
    const diff = await s.nbxt(['diff', '-f', rotate]);
    expect(diff.exitCode).toBe(4);
    expect(diff.stdout).toContain('    clientSecret: "(hidden)" → "(hidden)"');
    expect(diff.stdout).not.toMatch(/rotated-sword|sword_secret/);
  });

  it('get -o json matches the YAML and refuses kinds that cannot be desired state', async () => {
    const asJson = (await json(['get', 'Param'])) as Row[];
    const yaml = await s.nbxt(['get', 'Param']);
    expect(parseAllDocuments(yaml.stdout).map((d) => d.toJS())).toEqual(asJson);
    const o = await s.nbxt(['get', 'param', '-o', 'json']);
    expect(JSON.parse(o.stdout)).toEqual(asJson);
    const menu = await s.nbxt(['get', 'Menu']);
    expect(menu.exitCode).toBe(2);
    expect(menu.stderr).toContain('menus are linked by parent IDs');
    const json2 = file('all.json', JSON.stringify(asJson));
    expect((await s.nbxt(['diff', '-f', json2])).exitCode).toBe(0);
    expect(readFileSync(json2, 'utf8')).toContain('"kind":"Param"');
  });
});

describe('nbxt diff: desired-state files nested too deeply', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'nbxt-deep-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const env = { NBXT_CONFIG_DIR: '/nonexistent-nbxt' };
  const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;

  it('a 10,000-deep JSON value is refused with its path and the limit (exit 1), before signing in', async () => {
    const file = join(dir, 'deep.json');
    writeFileSync(file, `[{"kind":"Param","spec":${deep}}]`);
    const r = await runCli(['diff', '-f', file], { env });
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toMatch(
      /deep\.json: \$\[0\]\.spec\[0\]\[0\].*: nested deeper than 500 levels \(the limit\)/,
    );
    expect(r.stderr).not.toMatch(/call stack/i);
  });

  it('deep YAML (flow or block) is refused with the limit, never a stack overflow', async () => {
    const flow = join(dir, 'flow.yaml');
    writeFileSync(flow, `kind: Param\nspec: ${deep}\n`);
    const r = await runCli(['diff', '-f', flow], { env });
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toMatch(/flow\.yaml, line 2: \[ and \{ nested deeper than 500 levels \(the limit\)/);
    const block = join(dir, 'block.yaml');
    writeFileSync(
      block,
      `kind: Param\nspec:\n${Array.from({ length: 600 }, (_, i) => `${'  '.repeat(i + 1)}- `).join('\n')}\n`,
    );
    const b = await runCli(['diff', '-f', block], { env });
    expect(b.exitCode).toBe(1);
    expect(b.stderr).toMatch(
      /block\.yaml: document 1: \$\.spec\[0\]\[0\].*: nested deeper than 500 levels \(the limit\)/,
    );
    expect(b.stderr).not.toMatch(/call stack/i);
  });
});
