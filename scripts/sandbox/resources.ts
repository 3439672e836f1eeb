/**
 * The standard calls of every registry entry (list, detail, submit, remove, export), served generically
 * from the entry's table. Per-resource rules (user passwords, tenant administrators) hook in here.
 */
import { kindProblems } from '../../core/src/resources/field-rules.ts';
import { withInitialValues } from '../../core/src/resources/states.ts';
import type { ResourceSpec } from '../../core/src/resources/types.ts';
import { hashPlainPassword } from './auth.ts';
import type { Principal, RequestContext, SandboxState } from './context.ts';
import { contractSaveHook } from './contract.ts';
import { exportFileName, exportRows, resourceExport } from './exports.ts';
import { refuseProblems } from './field-rules.ts';
import { filtersFrom } from './filters.ts';
import { followReferences } from './follows.ts';
import {
  ADMIN_TENANT,
  countRows,
  findRows,
  getRow,
  idTaken,
  insertRow,
  type Row,
  removeRows,
  updateRow,
} from './store.ts';
import { launchSaveHook } from './task.ts';
import { forest } from './trees.ts';
import { Failure, formatDateTime, MSG, ok, paramMissing, type Reply, status, thrown } from './wire.ts';

/** MyBatis-Plus page limit configured by BladeX: a larger `size` is cut to this. */
export const MAX_PAGE_SIZE = 500;

/** Fields holding Java longs: always written as strings. */
const LONG_FIELDS = new Set(['id', 'parentId', 'createUser', 'createDept', 'updateUser']);

export const tenantOf = (spec: ResourceSpec, principal: Principal) =>
  spec.tenantScoped ? principal.tenantId : null;

/** A record as the API shows it: never a user's password hash. */
export function present(spec: ResourceSpec, row: Row): Row {
  if (spec.name !== 'user') return row;
  const { password: _hidden, ...rest } = row;
  return rest;
}

export const requireAdministrator = (principal: Principal) => {
  // BladeX's @PreAuth answers a refused permission like a missing sign-in: HTTP 401.
  if (!principal.administrator)
    throw new Failure({
      status: 401,
      body: { code: 401, success: false, data: null, msg: MSG.unauthorized },
    });
};

function intParam(value: string | null | undefined, fallback: number): number {
  if (value === null || value === undefined || value === '') return fallback;
  const n = Number(value);
  return Number.isInteger(n) ? n : fallback;
}

const listParam = (value: string | null) =>
  value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

/** `{records, total, size, current, pages}` for the given filters. */
export function page(
  state: SandboxState,
  spec: ResourceSpec,
  principal: Principal,
  ctx: RequestContext,
  extraFilters: Iterable<[string, unknown]> = [],
  fixed: Record<string, string> = {},
): Reply {
  const current = Math.max(1, intParam(ctx.query.get('current'), 1));
  let size = intParam(ctx.query.get('size'), 10);
  if (size > MAX_PAGE_SIZE) size = MAX_PAGE_SIZE;
  const filterSource =
    spec.list.style === 'page-post' && isObject(ctx.body) ? Object.entries(ctx.body) : ctx.query.entries();
  const query = {
    tenantId: tenantOf(spec, principal),
    filters: [...filtersFrom(filterSource), ...filtersFrom(extraFilters)],
    exact: fixed,
    ascs: listParam(ctx.query.get('ascs')),
    descs: listParam(ctx.query.get('descs')),
  };
  const total = countRows(state.db, spec, query);
  const records =
    size < 0
      ? findRows(state.db, spec, query)
      : findRows(state.db, spec, { ...query, limit: size, offset: (current - 1) * size });
  const pages = size > 0 ? Math.ceil(total / size) : 1;
  return ok({
    records: records.map((r) => present(spec, r)),
    total,
    size,
    current,
    orders: [],
    optimizeCountSql: true,
    searchCount: true,
    maxLimit: null,
    countId: null,
    pages,
  });
}

/** Rows matching the request's filters, ordered by `sort` (tree lists). */
export function filteredRows(
  state: SandboxState,
  spec: ResourceSpec,
  principal: Principal,
  params: Iterable<[string, unknown]>,
  exact: Record<string, string> = {},
): Row[] {
  return findRows(state.db, spec, {
    tenantId: tenantOf(spec, principal),
    filters: filtersFrom(params),
    exact,
    bySort: true,
  });
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function list(state: SandboxState, spec: ResourceSpec, principal: Principal, ctx: RequestContext): Reply {
  switch (spec.list.style) {
    case 'tree':
      return ok(
        forest(filteredRows(state, spec, principal, ctx.query.entries()).map((r) => present(spec, r))),
      );
    case 'array':
      return ok(filteredRows(state, spec, principal, ctx.query.entries()).map((r) => present(spec, r)));
    default:
      return page(state, spec, principal, ctx);
  }
}

/** detail: every given parameter must match exactly; more than one row is the server error selectOne throws. */
function detail(state: SandboxState, spec: ResourceSpec, principal: Principal, ctx: RequestContext): Reply {
  const exact: Record<string, string> = {};
  for (const [key, value] of ctx.query) if (value !== '') exact[key] = value;
  const rows = findRows(state.db, spec, { tenantId: tenantOf(spec, principal), exact, limit: 2 });
  if (rows.length > 1) throw new Failure(thrown(500, MSG.serverError));
  return ok(rows[0] ? present(spec, rows[0]) : null);
}

/** The JSON body of a submit-like call, as Spring's @RequestBody would insist on it. */
export function jsonBody(ctx: RequestContext): Record<string, unknown> {
  if (!ctx.contentType.toLowerCase().includes('application/json'))
    throw new Failure(thrown(415, MSG.mediaTypeNotSupported));
  if (!isObject(ctx.body)) throw new Failure(thrown(400, MSG.notReadable));
  return ctx.body;
}

function normalise(spec: ResourceSpec, body: Record<string, unknown>): Row {
  const idFields = new Set([
    ...LONG_FIELDS,
    ...spec.fields.filter((f) => f.type === 'id').map((f) => f.name),
  ]);
  const out: Row = {};
  for (const [key, value] of Object.entries(body)) {
    out[key] = idFields.has(key) && typeof value === 'number' ? String(value) : value;
  }
  return out;
}

type SaveHook = (state: SandboxState, principal: Principal, data: Row, existing: Row | undefined) => void;

/** DictServiceImpl / DictBizServiceImpl.submit: (code, dictKey) is unique across a dictionary's whole tree. */
const uniqueDictKey =
  (name: string): SaveHook =>
  (state, principal, data, existing) => {
    const spec = state.registry[name]!;
    const code = data.code ?? existing?.code;
    const dictKey = data.dictKey ?? existing?.dictKey;
    if (code === undefined || code === null || dictKey === undefined || dictKey === null) return;
    const clash = findRows(state.db, spec, {
      tenantId: tenantOf(spec, principal),
      exact: { code: String(code), dictKey: String(dictKey) },
    }).some((r) => r.id !== (existing?.id ?? data.id));
    if (clash) throw new Failure(thrown(400, '当前字典键值已存在!'));
  };

const saveHooks: Record<string, SaveHook> = {
  'contract-info': contractSaveHook,
  'task-launch': launchSaveHook,
  dict: uniqueDictKey('dict'),
  'dict-biz': uniqueDictKey('dict-biz'),
  user(state, principal, data, existing) {
    if (typeof data.password === 'string' && data.password !== '' && data.password !== existing?.password) {
      data.password = hashPlainPassword(data.password);
    }
    const account = data.account ?? existing?.account;
    if (typeof account === 'string') {
      const spec = state.registry.user!;
      const clash = findRows(state.db, spec, { tenantId: principal.tenantId, exact: { account } }).find(
        (r) => r.id !== (existing?.id ?? data.id),
      );
      if (clash) throw new Failure(thrown(400, `当前用户 [${account}] 已存在!`));
    }
  },
  tenant(state, principal, data, existing) {
    requireAdministrator(principal);
    // TenantServiceImpl.saveTenant: a tenant submitted without an id gets a generated tenantId, whatever it says.
    if (!existing && (data.id === undefined || data.id === null || data.id === '')) {
      const spec = state.registry.tenant!;
      let candidate: string;
      do candidate = String(100000 + Math.floor(Math.random() * 900000));
      while (findRows(state.db, spec, { tenantId: null, exact: { tenantId: candidate } }).length > 0);
      data.tenantId = candidate;
    }
  },
};

/**
 * A new tenant gets what BladeX gives it: an `admin` role, a department, an `admin` user with the initial
 * password (param account.initPassword) and the menus named by param tenant.default.menuCode.
 */
function createTenantDefaults(state: SandboxState, principal: Principal, tenant: Row): void {
  const tenantId = String(tenant.tenantId);
  const now = formatDateTime();
  const stamp = {
    createUser: principal.userId,
    createTime: now,
    updateUser: principal.userId,
    updateTime: now,
    status: 1,
    isDeleted: 0,
  };
  const add = (name: string, data: Row): string => {
    const id = state.nextId();
    insertRow(state.db, state.registry[name]!, id, tenantId, { id, tenantId, ...data, ...stamp });
    return id;
  };
  const param = (key: string) =>
    findRows(state.db, state.registry.param!, { tenantId: null, exact: { paramKey: key } })[0]?.paramValue;
  const roleId = add('role', { parentId: '0', roleName: '管理员', roleAlias: 'admin', sort: 1 });
  const name = String(tenant.tenantName ?? tenantId);
  const deptId = add('dept', { parentId: '0', deptName: name, fullName: name, deptCategory: 1, sort: 1 });
  add('user', {
    account: 'admin',
    name: 'admin',
    realName: 'admin',
    password: hashPlainPassword(String(param('account.initPassword') ?? '123456')),
    roleId,
    deptId,
    userType: 1,
  });
  const codes = String(param('tenant.default.menuCode') ?? '')
    .split(',')
    .filter(Boolean);
  const menus = findRows(state.db, state.registry.menu!, { tenantId: null });
  const granted = new Set(menus.filter((m) => codes.includes(String(m.code))).map((m) => String(m.id)));
  for (let grew = true; grew; ) {
    grew = false;
    for (const m of menus) {
      if (granted.has(String(m.parentId)) && !granted.has(String(m.id))) {
        granted.add(String(m.id));
        grew = true;
      }
    }
  }
  for (const menuId of granted)
    state.db.prepare('INSERT OR IGNORE INTO role_menu VALUES (?, ?)').run(roleId, menuId);
}

export function submit(
  state: SandboxState,
  spec: ResourceSpec,
  principal: Principal,
  body: Record<string, unknown>,
): Reply {
  const data = normalise(spec, body);
  refuseProblems(kindProblems(spec, data));
  const rawId = data[spec.idField];
  const id = typeof rawId === 'string' && rawId !== '' ? rawId : undefined;
  const tenantId = tenantOf(spec, principal);
  const existing = id ? getRow(state.db, spec, id, tenantId) : undefined;
  const now = formatDateTime();
  if (existing) {
    saveHooks[spec.name]?.(state, principal, data, existing);
    // updateById skips null fields; the id, tenant and creation stamp stay.
    const merged: Row = { ...existing };
    for (const [key, value] of Object.entries(data))
      if (value !== null && value !== undefined) merged[key] = value;
    Object.assign(merged, {
      [spec.idField]: existing[spec.idField],
      updateUser: principal.userId,
      updateTime: now,
    });
    if (spec.tenantScoped) merged.tenantId = existing.tenantId;
    merged.createTime = existing.createTime;
    followReferences(state.db, state.registry, spec, merged);
    updateRow(state.db, spec, id!, merged);
    return status(true);
  }
  if (id && idTaken(state.db, spec, id)) return status(false); // another tenant's (or a deleted) row
  if (!id && spec.idField !== 'id') throw paramMissing(spec.idField);
  saveHooks[spec.name]?.(state, principal, data, undefined);
  // A hook that files related rows names the new record itself.
  const given = data[spec.idField];
  const newId = id ?? (typeof given === 'string' && given !== '' ? given : state.nextId());
  // A new record starts in its declared state (a short URL 启用), whatever blank the form sent.
  const fresh = withInitialValues(spec, data);
  const row: Row = {
    ...fresh,
    [spec.idField]: newId,
    createUser: principal.userId,
    createDept: principal.deptId.split(',')[0] ?? '',
    createTime: now,
    updateUser: principal.userId,
    updateTime: now,
    status: fresh.status ?? 1,
    isDeleted: 0,
  };
  if (spec.tenantScoped) row.tenantId = principal.tenantId;
  followReferences(state.db, state.registry, spec, row);
  insertRow(
    state.db,
    spec,
    newId,
    spec.tenantScoped ? principal.tenantId : String(row.tenantId ?? ADMIN_TENANT),
    row,
  );
  if (spec.name === 'tenant') createTenantDefaults(state, principal, row);
  return status(true);
}

export function idsParam(ctx: RequestContext): string[] {
  const raw = ctx.query.get('ids') ?? ctx.form?.get('ids') ?? '';
  const ids = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (ids.length === 0) throw paramMissing('ids');
  return ids;
}

function remove(state: SandboxState, spec: ResourceSpec, principal: Principal, ctx: RequestContext): Reply {
  const ids = idsParam(ctx);
  if (spec.name === 'tenant') requireAdministrator(principal);
  if (spec.list.style === 'tree') {
    // Tree resources refuse to orphan children, as BladeX's services do.
    const live = findRows(state.db, spec, { tenantId: tenantOf(spec, principal) });
    if (live.some((r) => ids.includes(String(r.parentId)) && !ids.includes(String(r.id)))) {
      throw new Failure(thrown(400, '请先删除子节点!'));
    }
  }
  return status(removeRows(state.db, spec, ids, tenantOf(spec, principal)) > 0);
}

/** Serves `sub` (the path under the resource) when it is one of the standard calls; null otherwise. */
export function standardCall(
  state: SandboxState,
  spec: ResourceSpec,
  principal: Principal,
  ctx: RequestContext,
  sub: string,
): Reply | null {
  const expect = (method: string) => {
    if (ctx.method !== method) throw new Failure(thrown(405, MSG.methodNotSupported));
  };
  const offers = (op: string) => (spec.standard as readonly string[]).includes(op);
  if (sub === spec.list.path && offers('list')) {
    expect(spec.list.style === 'page-post' ? 'POST' : 'GET');
    return list(state, spec, principal, ctx);
  }
  if (sub === 'detail' && offers('detail')) {
    expect('GET');
    return detail(state, spec, principal, ctx);
  }
  if (sub === 'submit' && offers('submit')) {
    expect('POST');
    return submit(state, spec, principal, jsonBody(ctx));
  }
  if (sub === 'remove' && offers('remove')) {
    expect('POST');
    return remove(state, spec, principal, ctx);
  }
  const exportOp = Object.entries(spec.operations).find(
    ([, op]) => op.download === 'export' && op.path === sub,
  );
  if (sub === 'export' || exportOp) {
    expect(exportOp?.[1].method ?? 'GET');
    const fileName = exportFileName(spec, exportOp?.[0] ?? 'export', {});
    return resourceExport(state, spec, fileName, exportRows(state, spec, principal, ctx));
  }
  return null;
}
