/**
 * Every registry operation served generically from its declaration (core/src/resources/types.ts): found by
 * method and path template, its arguments gathered where it declares them and checked with `parseArgs`,
 * its reply computed by kind (page, records, tree, record, figures, chart, flag/none with an `effect`,
 * value, imports and their progress and result, file). Standard calls stay with resources.ts; special
 * handlers (jobs, workflow, exports, special) answer before this.
 */
import { argumentProblems } from '../../core/src/resources/field-rules.ts';
import { allOperations, operationPath, standardOperations } from '../../core/src/resources/operations.ts';
import { recordArgument } from '../../core/src/resources/roles.ts';
import { parseArgs } from '../../core/src/resources/schemas.ts';
import { inState } from '../../core/src/resources/states.ts';
import type {
  Figure,
  OperationEffect,
  OperationSpec,
  Registry,
  ResourceSpec,
} from '../../core/src/resources/types.ts';
import type { Principal, RequestContext, SandboxState } from './context.ts';
import { exportFileName, resourceExport } from './exports.ts';
import { refuseProblems } from './field-rules.ts';
import { type Filter, filtersFrom, RESERVED_PARAMS } from './filters.ts';
import { followReferences } from './follows.ts';
import { findImport, pollImport, runImport } from './imports.ts';
import { isObject, jsonBody, page, present, submit, tenantOf } from './resources.ts';
import { findRows, getRow, type Row, removeRows, updateRow } from './store.ts';
import { forest } from './trees.ts';
import { storedFile } from './upload.ts';
import {
  Failure,
  fail,
  formatDateTime,
  MSG,
  multipartForm,
  ok,
  okEmpty,
  paramMissing,
  paramMistyped,
  type Reply,
  status,
  thrown,
} from './wire.ts';

interface Indexed {
  spec: ResourceSpec;
  name: string;
  op: OperationSpec;
  /** A standard call (list, detail, submit, remove): resources.ts serves it. */
  standard: boolean;
  pattern: RegExp;
  /** Placeholders in the template: fewer is more specific and is tried first. */
  placeholders: number;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
const templateRegex = (path: string) =>
  new RegExp(`^${escapeRegex(path).replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`);

const indexCache = new WeakMap<Registry, Indexed[]>();

/** Every operation of every entry, most specific template first. */
export function operationIndex(registry: Registry): Indexed[] {
  let index = indexCache.get(registry);
  if (index) return index;
  index = [];
  for (const spec of Object.values(registry)) {
    const standard = standardOperations(spec);
    for (const [name, op] of Object.entries(allOperations(spec))) {
      const path = operationPath(spec, op);
      index.push({
        spec,
        name,
        op,
        standard: !Object.hasOwn(spec.operations, name) && standard[name] === op,
        pattern: templateRegex(path),
        placeholders: (path.match(/\{/g) ?? []).length,
      });
    }
  }
  index.sort((a, b) => a.placeholders - b.placeholders);
  indexCache.set(registry, index);
  return index;
}

/** The operation a request calls: a method match, else `wrongMethod` when only the path matches. */
export function matchOperation(
  registry: Registry,
  method: string,
  path: string,
): { entry: Indexed; pathArgs: Record<string, string> } | 'wrongMethod' | undefined {
  let pathMatched = false;
  for (const entry of operationIndex(registry)) {
    const match = entry.pattern.exec(path);
    if (!match) continue;
    pathMatched = true;
    if (entry.op.method !== method) continue;
    const pathArgs: Record<string, string> = {};
    for (const [key, value] of Object.entries(match.groups ?? {})) pathArgs[key] = decodeURIComponent(value);
    return { entry, pathArgs };
  }
  return pathMatched ? 'wrongMethod' : undefined;
}

const PAGING = new Set(['current', 'size']);

/** The call's arguments, each from where it is declared; undeclared ones from where the call takes them. */
async function gatherArgs(
  op: OperationSpec,
  ctx: RequestContext,
  pathArgs: Record<string, string>,
): Promise<Record<string, unknown>> {
  const params = Object.values(op.params);
  const usesParts = op.args === 'multipart' || params.some((p) => p.in === 'part');
  const usesBody = op.args === 'body' || params.some((p) => p.in === 'body');
  const parts = usesParts ? await multipartForm(ctx) : undefined;
  // @RequestBody insists on JSON; a list body (a batch) is taken as it is.
  if (usesBody && ctx.raw.length > 0 && !ctx.contentType.toLowerCase().includes('application/json'))
    throw new Failure(thrown(415, MSG.mediaTypeNotSupported));
  const body = isObject(ctx.body) ? ctx.body : {};
  // Spring reads a @RequestParam from the query or a form body alike.
  const queryValue = (name: string) => {
    const values = ctx.query.getAll(name);
    if (values.length > 1) return values.join(',');
    return values[0] ?? ctx.form?.get(name) ?? undefined;
  };
  const args: Record<string, unknown> = {};
  if (op.args === 'query') for (const [key] of ctx.query) args[key] = queryValue(key);
  if (op.args === 'form') for (const [key, value] of [...ctx.query, ...(ctx.form ?? [])]) args[key] = value;
  if (op.args === 'body') Object.assign(args, body);
  if (op.args === 'multipart' && parts) for (const [key, value] of parts) args[key] = value;
  for (const [name, p] of Object.entries(op.params)) {
    delete args[name];
    const value =
      p.in === 'path'
        ? pathArgs[name]
        : p.in === 'body'
          ? body[name]
          : p.in === 'part'
            ? (parts?.get(name) ?? undefined)
            : queryValue(name);
    if (value !== undefined && value !== null) args[name] = value;
  }
  return args;
}

const fieldOf = (spec: ResourceSpec, name: string) => spec.fields.find((f) => f.name === name);
const isField = (spec: ResourceSpec, name: string) => name === spec.idField || !!fieldOf(spec, name);
const EXACT_TYPES = new Set(['id', 'ids', 'number', 'integer', 'boolean']);

/** The entry's records an operation's arguments select: ids and numbers exactly, texts as BladeX filters. */
function selection(
  spec: ResourceSpec,
  op: OperationSpec,
  args: Record<string, unknown>,
): { filters: Filter[]; exact: Record<string, string> } {
  const exact: Record<string, string> = {};
  const loose: [string, unknown][] = [];
  const ignored = new Set([...PAGING, ...(op.effect ? [op.effect.target] : [])]);
  for (const [key, value] of Object.entries(args)) {
    if (ignored.has(key) || value === undefined || value === null || value instanceof Blob) continue;
    const declared = op.params[key];
    // A search argument: the records whose field contains it.
    if (declared?.matches) {
      loose.push([declared.matches, value]);
      continue;
    }
    // An argument standing for another field (an account's menu by its appId) is matched on that field.
    const name = declared?.field ?? key;
    if (declared && !isField(spec, name)) continue;
    if (declared && (EXACT_TYPES.has(declared.type) || declared.in === 'path' || declared.field))
      exact[name] = Array.isArray(value) ? value.join(',') : String(value);
    else loose.push([name, value]);
  }
  return { filters: filtersFrom(loose, RESERVED_PARAMS), exact };
}

function selectedRows(
  state: SandboxState,
  spec: ResourceSpec,
  principal: Principal,
  op: OperationSpec,
  args: Record<string, unknown>,
): Row[] {
  const { filters, exact } = selection(spec, op, args);
  return findRows(state.db, spec, { tenantId: tenantOf(spec, principal), filters, exact });
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A figure over some records: the sum of a field, else how many match `where`. */
export function computeFigure(figure: Figure, rows: Row[]): number {
  if (figure.sum) {
    const field = figure.sum;
    return round2(rows.reduce((total, r) => total + (Number(r[field]) || 0), 0));
  }
  const where = Object.entries(figure.where ?? {});
  return rows.filter((r) => where.every(([k, v]) => String(r[k] ?? '') === v)).length;
}

const DATE_TEXT = /^\d{4}-\d{2}-\d{2}/;

/** Chart rows: one per category (a date field by month), each series computed over its records. */
export function chartRows(
  spec: ResourceSpec,
  chart: NonNullable<OperationSpec['chart']>,
  rows: Row[],
): Row[] {
  const field = fieldOf(spec, chart.x);
  const byMonth = field?.type === 'date' || field?.type === 'datetime';
  const groups = new Map<string, Row[]>();
  for (const r of rows) {
    const raw = r[chart.x];
    if (raw === undefined || raw === null || raw === '') continue;
    const text = String(raw);
    const key = byMonth || DATE_TEXT.test(text) ? text.slice(0, 7) : text;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const categories = [...groups.keys()]
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((key) => {
      const out: Row = { [chart.x]: key };
      for (const [name, figure] of Object.entries(chart.series))
        out[name] = computeFigure(figure, groups.get(key)!);
      return out;
    });
  const rankBy = chart.rankBy;
  return rankBy ? categories.sort((a, b) => Number(b[rankBy]) - Number(a[rankBy])) : categories;
}

const idList = (value: unknown): string[] =>
  (Array.isArray(value) ? value.map(String) : String(value ?? '').split(','))
    .map((s) => s.trim())
    .filter(Boolean);

/** A value given to a field by an effect: typed as the field is. */
function fieldValue(spec: ResourceSpec, name: string, value: unknown): unknown {
  const type = fieldOf(spec, name)?.type;
  if ((type === 'number' || type === 'boolean') && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))
    return Number(value);
  // A text field keeps a list of ids comma-joined, as BladeX's Func.join does, and other lists or objects as
  // their JSON (an account menu's buttons).
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object')) return value.join(',');
  if (typeof value === 'object' && value !== null && !(value instanceof Blob)) return JSON.stringify(value);
  return value;
}

/** The fields an effect's `sets` gives, each from its argument or its fixed value. */
function effectValues(spec: ResourceSpec, effect: OperationEffect, args: Record<string, unknown>): Row {
  const values: Row = {};
  for (const [field, source] of Object.entries(effect.sets ?? {})) {
    const value = source.startsWith('=') ? source.slice(1) : args[source];
    if (value !== undefined) values[field] = fieldValue(spec, field, value);
  }
  return values;
}

/**
 * A call that stores its JSON body as a record (`upsert`, `create`): as a standard submit does, the id from
 * the argument the effect names when the body names the record there (the labor report's dataId); `create`
 * always adds. Called without signing in (a public save), it must name a record that is there: it never adds.
 */
function storeBody(
  state: SandboxState,
  spec: ResourceSpec,
  principal: Principal,
  op: OperationSpec,
  body: Record<string, unknown>,
): Reply {
  const effect = op.effect!;
  if (effect.create) {
    const { [spec.idField]: _, ...fresh } = body;
    return submit(state, spec, principal, fresh);
  }
  const named = effect.target ? body[effect.target] : undefined;
  const data = body[spec.idField] == null && named != null ? { ...body, [spec.idField]: named } : body;
  if (op.public && principal.userId === '') {
    const id = data[spec.idField];
    const known =
      (typeof id === 'string' || typeof id === 'number') &&
      getRow(state.db, spec, String(id), tenantOf(spec, principal));
    if (!known) return fail(MSG.recordNotFound);
    data[spec.idField] = String(id);
  }
  return submit(state, spec, principal, data);
}

/**
 * An upsert keyed on a field (`by`): the records whose field holds the target's value get the effect's
 * values; one is added with them when there is none (an account's menu).
 */
function upsertByKey(
  state: SandboxState,
  spec: ResourceSpec,
  principal: Principal,
  effect: OperationEffect,
  args: Record<string, unknown>,
): number {
  const changed = applyEffect(state, spec, principal, effect, args);
  if (changed > 0) return changed;
  const key = effect.target ? args[effect.target] : undefined;
  if (key === undefined || key === null || key === '') return 0;
  const id = state.nextId();
  const added = submit(state, spec, principal, { [spec.idField]: id, ...effectValues(spec, effect, args) });
  if (!(isObject(added.body) && added.body.success === true)) return 0;
  // The key is kept as given, even on the tenant column's field (a monitored tenant's record).
  const row = getRow(state.db, spec, id, tenantOf(spec, principal))!;
  updateRow(state.db, spec, id, { ...row, [effect.by!]: key });
  return 1;
}

/** Applies an operation's effect to the tenant's records it names; how many it changed. */
function applyEffect(
  state: SandboxState,
  spec: ResourceSpec,
  principal: Principal,
  effect: OperationEffect,
  args: Record<string, unknown>,
): number {
  const tenantId = tenantOf(spec, principal);
  const given = idList(effect.target ? args[effect.target] : undefined);
  // Matched on another field (a role's records by roleId): the ids of the records holding those values.
  const ids = effect.by
    ? given.flatMap((value) =>
        findRows(state.db, spec, { tenantId, exact: { [effect.by!]: value } }).map((r) =>
          String(r[spec.idField]),
        ),
      )
    : given;
  if (effect.remove) return removeRows(state.db, spec, ids, tenantId);
  let changed = 0;
  const now = formatDateTime();
  for (const id of ids) {
    const row = getRow(state.db, spec, id, tenantId);
    if (!row) continue;
    Object.assign(row, effectValues(spec, effect, args));
    row.updateUser = principal.userId;
    row.updateTime = now;
    followReferences(state.db, state.registry, spec, row);
    updateRow(state.db, spec, id, row);
    changed++;
  }
  return changed;
}

/**
 * A row action on a record in another state than those it applies to (OperationSpec.when): refused as the
 * backend's state check does (R.fail, the record's state named), nothing changed.
 */
function refuseWrongState(
  state: SandboxState,
  spec: ResourceSpec,
  principal: Principal,
  op: OperationSpec,
  args: Record<string, unknown>,
): void {
  const rule = op.when;
  if (!rule) return;
  const tenantId = tenantOf(spec, principal);
  for (const id of idList(args[recordArgument(spec, op)])) {
    const row = getRow(state.db, spec, id, tenantId);
    if (!row || inState(rule, row)) continue;
    const held = String(row[rule.field] ?? '');
    const label = fieldOf(spec, rule.field)?.choices?.find((c) => c.value === held)?.zh ?? held;
    throw new Failure(fail(`${label}的记录不能${op.text?.zh ?? '执行此操作'}`));
  }
}

/** The operations of an entry that report an import's progress and result. */
function importStepOf(
  spec: ResourceSpec,
  name: string,
  op: OperationSpec,
): 'progress' | 'result' | undefined {
  if (op.role === 'progress' || op.role === 'result') return op.role;
  for (const other of Object.values(spec.operations)) {
    if (other.importSteps?.progress === name) return 'progress';
    if (other.importSteps?.result === name) return 'result';
  }
  return op.reply === 'progress' ? 'progress' : undefined;
}

/** What an import stores from when the spec does not name it (the sandbox's own text). */
export const IMPORT_FILE_MISSING = '导入文件不存在';

/** A call that adds the rows of a spreadsheet: sent with it, or uploaded first and named by its path. */
export const isImport = (op: OperationSpec) =>
  op.args === 'multipart' || Object.values(op.params).some((p) => p.upload);

async function importReply(
  state: SandboxState,
  spec: ResourceSpec,
  principal: Principal,
  op: OperationSpec,
  args: Record<string, unknown>,
): Promise<Reply> {
  // The file sent with the call, or one uploaded before and named by its stored path (epidemicAddress's
  // filePath).
  const stored = Object.entries(op.params).find(([, p]) => p.upload)?.[0];
  const file =
    Object.values(args).find((v): v is Blob => v instanceof Blob) ??
    (stored && typeof args[stored] === 'string' ? storedFile(state, args[stored]) : undefined);
  if (stored && !file) throw new Failure(thrown(400, IMPORT_FILE_MISSING));
  if (!file) throw paramMissing(Object.entries(op.params).find(([, p]) => p.type === 'file')?.[0] ?? 'file');
  const job = await runImport(state, spec, principal, file);
  return ok(op.reply === 'record' ? { id: job.id } : job.id);
}

function importStepReply(
  state: SandboxState,
  spec: ResourceSpec,
  principal: Principal,
  op: OperationSpec,
  step: 'progress' | 'result',
  args: Record<string, unknown>,
): Reply {
  const job = findImport(state, spec, principal, Object.values(args));
  if (!job) return thrown(400, '导入任务不存在');
  if (step === 'progress') return ok(pollImport(state, job));
  const counts = { total: job.total, success: job.success, fail: job.fail };
  switch (op.reply) {
    case 'records':
      return ok(job.errors);
    case 'figures':
      return ok(counts);
    case 'value':
      return ok(job.success);
    case 'page':
      return ok({ records: job.errors, total: job.errors.length, current: 1, size: -1, pages: 1 });
    default:
      return ok({ id: job.id, ...counts, errors: job.errors });
  }
}

/** The reply of an operation by its declared kind. */
async function reply(
  state: SandboxState,
  ctx: RequestContext,
  principal: Principal,
  entry: Indexed,
  args: Record<string, unknown>,
): Promise<Reply> {
  const { spec, name, op } = entry;
  // What the call would store is checked by its fields' rules first (editIdCard's ID card, an upload's
  // payroll month that has not begun).
  if (!op.safe) refuseProblems(argumentProblems(spec, op, args));
  // An import, or a call that adds the rows of an uploaded file.
  if (op.role === 'import' || (op.effect?.create && isImport(op)))
    return importReply(state, spec, principal, op, args);
  const step = importStepOf(spec, name, op);
  if (step) return importStepReply(state, spec, principal, op, step, args);
  const rows = () => selectedRows(state, spec, principal, op, args).map((r) => present(spec, r));
  const effect = op.effect;
  // A write that declares nothing would store nothing while answering success. (A dedicated handler's
  // call reaches here only to have its arguments checked: the handler applies it after.)
  if (!op.safe && !effect) throw new Error(`${spec.name} ${name}: no effect declared`);
  refuseWrongState(state, spec, principal, op, args);
  if (!effect?.handler && ((effect?.upsert && !effect.by) || effect?.create)) {
    // A list body (services added to a contract) adds each of its records.
    const body = effect.create && Array.isArray(ctx.body) ? ctx.body.filter(isObject) : [jsonBody(ctx)];
    if (body.length === 0) throw new Failure(thrown(400, MSG.notReadable));
    const replies = body.map((record) => storeBody(state, spec, principal, op, record));
    const saved = replies.find((r) => !(isObject(r.body) && r.body.success === true)) ?? replies[0]!;
    const stored = isObject(saved.body) && saved.body.success === true;
    return op.reply === 'flag' && stored ? ok(true) : saved;
  }
  const changed =
    effect?.handler || effect?.none !== undefined
      ? undefined
      : effect?.upsert && effect.by
        ? upsertByKey(state, spec, principal, effect, args)
        : effect
          ? applyEffect(state, spec, principal, effect, args)
          : undefined;
  switch (op.reply) {
    case 'page': {
      const { filters, exact } = selection(spec, op, args);
      const paging = [...ctx.query].filter(([k]) => PAGING.has(k) || k === 'ascs' || k === 'descs');
      for (const key of PAGING)
        if (args[key] !== undefined && !ctx.query.has(key)) paging.push([key, String(args[key])]);
      const pageCtx = { ...ctx, query: new URLSearchParams(paging), body: null };
      return page(
        state,
        spec,
        principal,
        pageCtx,
        filters.map((f) => [f.op === 'like' ? f.field : `${f.field}_${f.op}`, f.value]),
        exact,
      );
    }
    case 'records':
      return ok(rows());
    case 'tree':
      return ok(forest(rows()));
    case 'record': {
      // The record's id: the id field, `id`, or an argument naming a record of this very entry (dataId).
      const named = Object.entries(op.params).find(([, p]) => p.type === 'id' && p.ref === spec.name)?.[0];
      // An argument matched on another field (an account's menu by appId) selects it: rows() finds it.
      const keyed = Object.values(op.params).some((p) => p.field);
      const id = keyed
        ? undefined
        : (args[spec.idField] ?? (op.params.id ? args.id : named ? args[named] : undefined));
      if (typeof id === 'string' && id !== '')
        return ok(getRow(state.db, spec, id, tenantOf(spec, principal)) ?? null);
      return ok(rows()[0] ?? null);
    }
    case 'figures': {
      const selected = rows();
      return ok(
        Object.fromEntries(Object.entries(op.figures ?? {}).map(([k, f]) => [k, computeFigure(f, selected)])),
      );
    }
    case 'chart':
      return ok(op.chart ? chartRows(spec, op.chart, rows()) : []);
    case 'flag':
      // R.status, with its flag as the data (the reply schema's boolean); a failure is R.fail.
      return changed === undefined || changed > 0 ? ok(true) : status(false);
    case 'none':
      return changed === undefined || changed > 0 ? okEmpty() : status(false);
    case 'value':
      return ok(changed ?? rows().length);
    case 'progress':
      return ok({ total: 0, done: 0, percent: 100, finished: true });
    case 'file':
      return resourceExport(state, spec, exportFileName(spec, name, {}), rows());
    default:
      if (changed !== undefined) return changed > 0 ? ok(true) : status(false);
      return op.safe ? ok(rows()) : okEmpty();
  }
}

/**
 * Serves the request when it calls a registry operation other than a standard call: 405 when only the path
 * matches, 400 for a missing or mistyped argument. Null when no operation's template matches (or a standard
 * call does: resources.ts answers it).
 */
export async function operationCall(
  state: SandboxState,
  ctx: RequestContext,
  principal: Principal,
): Promise<Reply | null> {
  const found = matchOperation(state.registry, ctx.method, ctx.path);
  if (found === undefined) return null;
  if (found === 'wrongMethod') return thrown(405, MSG.methodNotSupported);
  const { entry, pathArgs } = found;
  if (entry.standard) return null;
  const args = await gatherArgs(entry.op, ctx, pathArgs);
  const parsed = parseArgs(entry.op, args);
  if (!parsed.ok) {
    if (parsed.problem === 'required') throw paramMissing(parsed.argument);
    throw paramMistyped(parsed.argument.split('.')[0] ?? parsed.argument);
  }
  return reply(state, ctx, principal, entry, parsed.data);
}
