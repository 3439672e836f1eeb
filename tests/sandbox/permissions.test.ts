import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryScreens } from '../../core/src/resources/entry-screens.ts';
import { type Grant, operationGrant } from '../../core/src/resources/grants.ts';
import { allOperations, operationPath } from '../../core/src/resources/operations.ts';
import { registry } from '../../core/src/resources/registry.ts';
import type { OperationSpec, ResourceSpec } from '../../core/src/resources/types.ts';
import { CLERK, STREET_CLERK, STREET_CLERK_TENANT } from '../../scripts/sandbox/button-permissions.ts';
import { operationIndex } from '../../scripts/sandbox/operations.ts';
import { type Api, basic, type Json, openApi } from './helpers.ts';

/**
 * Generated over the whole registry: every operation is called as a caller without its grant (refused:
 * HTTP 401 请求未授权, R envelope) and with it (not refused), from core's one declaration (grants.ts).
 */

const REFUSAL = { code: 401, success: false, msg: '请求未授权' };
const PROBE = { account: 'probe', password: 'probe123' };

interface Case {
  spec: ResourceSpec;
  name: string;
  op: OperationSpec;
  grant: Grant;
  path: string;
}

const screens = entryScreens();
const cases: Case[] = Object.values(registry).flatMap((spec) =>
  Object.entries(allOperations(spec)).map(([name, op]) => ({
    spec,
    name,
    op,
    grant: operationGrant(spec, name, screens),
    // A tenant is read by its own users with its id (the shell's logo).
    path:
      operationPath(spec, op).replace(/\{\w+\}/g, '0') +
      (spec.name === 'tenant' && name === 'detail' ? '?tenantId=000000' : ''),
  })),
);

const refused = (res: { status: number; json: Json }) =>
  res.status === 401 &&
  res.json?.code === REFUSAL.code &&
  res.json.success === REFUSAL.success &&
  res.json.msg === REFUSAL.msg &&
  res.json.data === null;

/** The other operations the same request calls (views of one backend resource share their paths). */
const sharing = (c: Case) =>
  operationIndex(registry).filter((e) => e.op.method === c.op.method && e.pattern.test(c.path));
/** Whether the request is granted to anybody signed in through one of the operations it calls. */
const openThroughOther = (c: Case) =>
  sharing(c).some((e) => ['public', 'signed-in'].includes(operationGrant(e.spec, e.name, screens).kind));

let api: Api;
let root: string;
let street: string;
let probe: string;
let probeRole: string;
const menuIds = new Map<string, string>();

async function send(token: string | undefined, c: Case): Promise<{ status: number; json: Json }> {
  const headers: Record<string, string> = { Authorization: basic() };
  if (token) headers['Blade-Auth'] = `bearer ${token}`;
  const body = c.op.args === 'body' ? '{}' : undefined;
  if (body) headers['Content-Type'] = 'application/json';
  const res = await api.fetch(`/api${c.path}`, { method: c.op.method, headers, body });
  const text = await res.text();
  let json: Json = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json };
}

async function grantProbe(codes: readonly string[]): Promise<void> {
  const ids = codes.map((code) => menuIds.get(code));
  expect(ids.every(Boolean), `menus ${codes.join(', ')} exist`).toBe(true);
  const res = await api.call(root, 'POST', '/api/blade-system/role/grant', {
    roleIds: [probeRole],
    menuIds: ids,
  });
  expect(res.json.success).toBe(true);
}

function flatten(nodes: Json[]): Json[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}

/** A new role (no grant yet) of the administrator's tenant, with a user of it; the role's id. */
async function restrictedUser(admin: string, alias: string, account: string, deptId: string) {
  await api.call(admin, 'POST', '/api/blade-system/role/submit', {
    roleName: '探针',
    roleAlias: alias,
    parentId: '0',
    sort: 99,
  });
  const roles = flatten((await api.call(admin, 'GET', '/api/blade-system/role/list')).json.data);
  const roleId: string = roles.find((r) => r.roleAlias === alias).id;
  await api.call(admin, 'POST', '/api/blade-user/submit', {
    account,
    password: PROBE.password,
    name: '探针',
    realName: '探针',
    roleId,
    deptId,
  });
  return roleId;
}

beforeAll(async () => {
  api = await openApi();
  root = (await api.token('000000', 'admin', 'admin')).access_token;
  street = (await api.token('100001', 'admin', 'admin')).access_token;
  probeRole = await restrictedUser(root, 'probe', PROBE.account, '1123598813738675201');
  probe = (await api.token('000000', PROBE.account, PROBE.password)).access_token;
  for (const m of flatten((await api.call(root, 'GET', '/api/blade-system/menu/list')).json.data))
    menuIds.set(m.code, m.id);
}, 60_000);
afterAll(async () => {
  await api.sandbox.close();
});

describe('every operation, without its grant and with it', () => {
  it('covers every kind of grant', () => {
    const kinds = new Set(cases.map((c) => c.grant.kind));
    expect([...kinds].sort()).toEqual(['admin', 'administrator', 'button', 'menu', 'public', 'signed-in']);
  });

  it('refuses a role that holds nothing every menu, button and administrator call; its token stays valid', async () => {
    await grantProbe([]);
    const wrong: string[] = [];
    for (const c of cases) {
      if (c.grant.kind === 'public' || c.grant.kind === 'signed-in' || openThroughOther(c)) continue;
      const res = await send(probe, c);
      if (!refused(res))
        wrong.push(`${c.spec.name}.${c.name}: ${res.status} ${JSON.stringify(res.json).slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
    const me = await api.call(probe, 'GET', '/api/blade-auth/oauth/user-info');
    expect(me.json.data.account).toBe(PROBE.account);
  }, 300_000);

  it('lets a role holding exactly the grant make the call', async () => {
    const wrong: string[] = [];
    const byCode = new Map<string, Case[]>();
    for (const c of cases) {
      const code =
        c.grant.kind === 'button' ? c.grant.code : c.grant.kind === 'menu' ? c.grant.codes[0]! : undefined;
      if (code) byCode.set(code, [...(byCode.get(code) ?? []), c]);
    }
    for (const [code, granted] of byCode) {
      await grantProbe([code]);
      for (const c of granted) {
        const res = await send(probe, c);
        if (res.status === 401) wrong.push(`${c.spec.name}.${c.name} with ${code}`);
      }
    }
    await grantProbe([]);
    for (const c of cases) {
      const token =
        c.grant.kind === 'public'
          ? undefined
          : c.grant.kind === 'signed-in'
            ? probe
            : c.grant.kind === 'admin'
              ? street
              : c.grant.kind === 'administrator'
                ? root
                : undefined;
      if (token === undefined && c.grant.kind !== 'public') continue;
      const res = await send(token, c);
      if (res.status === 401) wrong.push(`${c.spec.name}.${c.name} as ${c.grant.kind}`);
    }
    expect(wrong).toEqual([]);
  }, 600_000);

  it("refuses a tenant's administrator what only the platform's administrator may do", async () => {
    const wrong: string[] = [];
    for (const c of cases) {
      if (c.grant.kind !== 'administrator' || openThroughOther(c)) continue;
      const res = await send(street, c);
      if (!refused(res)) wrong.push(`${c.spec.name}.${c.name}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

describe('the restricted roles', () => {
  it('refuses the clerk what the issue found open: other users, password resets, tenants, exports', async () => {
    const clerk = (await api.token('000000', CLERK.account, CLERK.password)).access_token;
    for (const [method, path] of [
      ['POST', '/api/blade-user/reset-password?userIds=1123598821738675202'],
      ['GET', '/api/blade-system/tenant/list'],
      ['GET', '/api/blade-system/tenant/detail?tenantId=100001'],
      ['POST', '/api/blade-system/param/remove?ids=1123598819738675201'],
    ] as const) {
      const res = await api.call(clerk, method, path);
      expect({ path, status: res.status, json: res.json }).toEqual({
        path,
        status: 401,
        json: { ...REFUSAL, data: null },
      });
    }
    const exported = await api.call(clerk, 'POST', '/api/crm/nbxtCrmCustomer/export', {});
    expect(exported).toEqual({ status: 401, json: { ...REFUSAL, data: null } });
    // The token stays valid: the clerk's own reads still answer.
    const own = await api.call(clerk, 'GET', '/api/blade-system/tenant/detail?tenantId=000000');
    expect(own.json.data.tenantId).toBe('000000');
    expect((await api.call(clerk, 'GET', '/api/blade-system/param/list')).json.success).toBe(true);
  });

  it("keeps the second tenant's clerk to its own tenant's records and its grant", async () => {
    const clerk = (await api.token(STREET_CLERK_TENANT, STREET_CLERK.account, STREET_CLERK.password))
      .access_token;
    const added = await api.call(clerk, 'POST', '/api/blade-desk/notice/submit', { title: '街道信息员通知' });
    expect(added.json.success).toBe(true);
    const mine = (await api.call(clerk, 'GET', '/api/blade-desk/notice/list?size=100')).json.data.records;
    expect(mine.map((n: { title: string }) => n.title)).toContain('街道信息员通知');
    const rootNotices = (await api.call(root, 'GET', '/api/blade-desk/notice/list?size=100')).json.data
      .records;
    expect(rootNotices.map((n: { title: string }) => n.title)).not.toContain('街道信息员通知');
    const other = rootNotices[0];
    expect(
      (await api.call(clerk, 'GET', `/api/blade-desk/notice/detail?id=${other.id}`)).json.data,
    ).toBeNull();
    const ownNotice = mine.find((n: { title: string }) => n.title === '街道信息员通知');
    const removed = await api.call(clerk, 'POST', `/api/blade-desk/notice/remove?ids=${ownNotice.id}`);
    expect(removed).toEqual({ status: 401, json: { ...REFUSAL, data: null } });
    for (const path of [
      '/api/blade-user/page',
      '/api/blade-system/tenant/detail?tenantId=000000',
      '/api/blade-system/param/list',
    ])
      expect((await api.call(clerk, 'GET', path)).status).toBe(401);
    const own = await api.call(
      clerk,
      'GET',
      `/api/blade-system/tenant/detail?tenantId=${STREET_CLERK_TENANT}`,
    );
    expect(own.json.data.tenantId).toBe(STREET_CLERK_TENANT);
  });
});

/** The records a reply holds: a page's, an array's, a tree's (children too), or the one record. */
function recordsOf(data: Json): Json[] {
  if (Array.isArray(data)) return data.flatMap((r) => [r, ...recordsOf(r?.children ?? [])]);
  if (data && typeof data === 'object' && Array.isArray(data.records)) return recordsOf(data.records);
  return data && typeof data === 'object' ? [data] : [];
}

describe("another tenant's records, as a role of tenant 100001 holding every menu and button", () => {
  it('no list or detail of any tenant-scoped entry returns a record of tenant 000000', async () => {
    // A restricted role of the second tenant, granted everything a menu or button grants (not an admin).
    const roleId = await restrictedUser(street, 'street-probe', 'streetprobe', '1123598813738675205');
    const granted = await api.call(street, 'POST', '/api/blade-system/role/grant', {
      roleIds: [roleId],
      menuIds: [...menuIds.values()],
    });
    expect(granted.json.success).toBe(true);
    const token = (await api.token(STREET_CLERK_TENANT, 'streetprobe', PROBE.password)).access_token;
    const leaked: string[] = [];
    let answered = 0;
    let probed = 0;
    for (const spec of Object.values(registry).filter((s) => s.tenantScoped)) {
      const theirs: Json[] = await api.control('GET', `/__sandbox/records?entry=${spec.name}&tenant=000000`);
      const ids = new Set(theirs.map((r) => String(r[spec.idField])));
      if (ids.size === 0) continue;
      probed++;
      const ops = allOperations(spec);
      for (const name of ['list', 'page'].filter((n) => ops[n]?.safe)) {
        const op = ops[name]!;
        const path = `/api${operationPath(spec, op).replace(/\{\w+\}/g, '0')}`;
        const res = await api.call(token, op.method, path, op.args === 'body' ? {} : undefined);
        if (res.json?.success) answered++;
        for (const r of recordsOf(res.json?.data))
          if (ids.has(String(r?.[spec.idField]))) leaked.push(`${spec.name}.${name}: ${r[spec.idField]}`);
      }
      const detail = ops['detail'];
      if (detail?.safe && detail.method === 'GET' && !detail.path.includes('{')) {
        const id = [...ids][0]!;
        const res = await api.call(
          token,
          'GET',
          `/api${operationPath(spec, detail)}?${spec.idField}=${encodeURIComponent(id)}`,
        );
        for (const r of recordsOf(res.json?.data))
          if (String(r?.[spec.idField]) === id) leaked.push(`${spec.name}.detail: ${id}`);
      }
    }
    expect(leaked).toEqual([]);
    // Not vacuous: most entries were asked, and answered the second tenant's own.
    expect(probed).toBeGreaterThan(50);
    expect(answered).toBeGreaterThan(50);
  }, 300_000);
});
