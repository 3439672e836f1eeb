/**
 * 操作成功 means it was stored (issue 34), generated over the whole registry: every write declares its
 * effect on the entry's records (core/src/resources/types.ts OperationEffect), and, against the sandbox,
 * the read that follows each write shows the change it declares; a write that fails (an unknown record, a
 * public save naming no record) stores nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOperations, buildRequest, operationPath } from '../../core/src/resources/operations.ts';
import { registry } from '../../core/src/resources/registry.ts';
import { appliesTo } from '../../core/src/resources/states.ts';
import type {
  EffectShows,
  FieldSpec,
  OperationEffect,
  OperationSpec,
  ResourceSpec,
} from '../../core/src/resources/types.ts';
import { isImport, matchOperation } from '../../scripts/sandbox/operations.ts';
import { findRows, type Row } from '../../scripts/sandbox/store.ts';
import { markerField, markerOf, RULED, STAMPS } from '../helpers/write-markers.ts';
import { type Api, basic, type Json, openApi } from './helpers.ts';

interface Write {
  spec: ResourceSpec;
  name: string;
  op: OperationSpec;
}

const writes: Write[] = Object.values(registry).flatMap((spec) =>
  Object.entries(allOperations(spec))
    .filter(([, op]) => !op.safe)
    .map(([name, op]) => ({ spec, name, op })),
);
const label = (w: Write) => `${w.spec.name} ${w.name}`;

/** What an effect does: exactly one of these. */
function kindOf(effect: OperationEffect): string[] {
  const kinds: string[] = [];
  if (effect.none !== undefined) kinds.push('none');
  if (effect.handler !== undefined && !effect.upsert && !effect.create) kinds.push('handler');
  if (effect.create) kinds.push('create');
  if (effect.upsert) kinds.push('upsert');
  if (effect.remove) kinds.push('remove');
  if (effect.sets && !effect.upsert) kinds.push('update');
  return kinds;
}

const isField = (spec: ResourceSpec, name: string) =>
  name === spec.idField || spec.fields.some((f) => f.name === name);

describe('registry: every write declares its effect on the records', () => {
  it.each(writes.map((w) => [label(w), w] as const))('%s', (_, { spec, op }) => {
    const effect = op.effect;
    expect(effect, 'an unsafe call with no declared effect').toBeDefined();
    if (!effect) return;
    expect(kindOf(effect)).toHaveLength(1);
    const [kind] = kindOf(effect);
    if (kind === 'none' || kind === 'handler')
      expect((effect.none ?? effect.handler ?? '').trim().length, 'a reason').toBeGreaterThan(8);
    // A call that changes no record says why of the backend: never a gap of the sandbox's.
    if (kind === 'none') expect(effect.none, 'a reason of the backend’s').not.toMatch(/sandbox/i);
    // The target is an argument of the call (or, for a stored body, a key of that body).
    if (effect.target && kind !== 'upsert' && kind !== 'create' && kind !== 'handler')
      expect(Object.keys(op.params), 'target').toContain(effect.target);
    if (kind === 'update' || kind === 'remove' || (kind === 'upsert' && effect.by))
      expect(effect.target, 'target').toBeDefined();
    if (effect.by) expect(isField(spec, effect.by), `by ${effect.by}`).toBe(true);
    for (const [field, from] of Object.entries(effect.sets ?? {})) {
      expect(isField(spec, field), `sets ${field}`).toBe(true);
      // From a declared argument, or one of the body or query the call takes open.
      if (!from.startsWith('=') && op.args === 'none')
        expect(Object.keys(op.params), `sets ${field} from`).toContain(from);
    }
    if (effect.read) expect(allOperations(spec)[effect.read]?.safe, `read ${effect.read}`).toBe(true);
    if (effect.handler !== undefined) {
      // The handler named is a sandbox file that serves this very call.
      const file = `scripts/sandbox/${effect.handler.split(':')[0]}`;
      expect(existsSync(file), file).toBe(true);
      // The last segment of its path that is no argument (doNow of doNow/{id}).
      const last = operationPath(spec, op)
        .split('/')
        .filter((segment) => !segment.startsWith('{'))
        .at(-1)!;
      expect(readFileSync(file, 'utf8'), `${file} serves ${last}`).toContain(last);
    }
    if (kind === 'handler') {
      // What the read that follows shows is declared, over declared operations and arguments.
      const shows = effect.shows;
      expect(shows, 'a handler’s write declares what the read that follows shows').toBeDefined();
      if (!shows) return;
      expect(
        shows.holds || shows.changes || shows.grows || shows.signsIn,
        'something the read shows',
      ).toBeTruthy();
      if (shows.read) expect(readOf(spec, shows.read)?.[1].safe, `read ${shows.read}`).toBe(true);
      else expect(shows.signsIn, 'a read or a sign-in').toBeDefined();
      if (shows.after) expect(readOf(spec, shows.after)?.[1].effect?.shows, shows.after).toBeDefined();
      for (const { call } of shows.first ?? []) expect(readOf(spec, call)?.[1].safe, call).toBe(false);
      // Its arguments are declared, or given in the body or query the call takes open.
      const open = op.args !== 'none' && op.args !== 'multipart';
      for (const name of Object.keys(shows.given ?? {}))
        if (!open) expect(Object.keys(op.params)).toContain(name);
      for (const naming of [effect.target, shows.unknown])
        if (naming)
          expect([...Object.keys(op.params), ...(open ? Object.keys(shows.given ?? {}) : [])]).toContain(
            naming,
          );
    }
  });
});

/** The read a handler's effect names: an operation of the entry, or `<entry> <operation>` of another. */
function readOf(spec: ResourceSpec, read: string): [ResourceSpec, OperationSpec, string] | undefined {
  const [entry, name] = read.includes(' ') ? read.split(' ') : [spec.name, read];
  const other = registry[entry!];
  const op = other && allOperations(other)[name!];
  return other && op ? [other, op, name!] : undefined;
}

/** A record as read: its id and fields, compared as text. */
const text = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** A value for a field set by an effect: another of its choices, else one of its type. */
function valueFor(field: FieldSpec | undefined, current: unknown, marker: string): string {
  const ruled = RULED.get(field?.kind ?? '');
  if (ruled) return ruled;
  const other = field?.choices?.find((c) => c.value !== text(current));
  if (other) return other.value;
  if (field?.type === 'number') return '7';
  if (field?.type === 'date') return '2025-03-04';
  if (field?.type === 'datetime') return '2025-03-04 05:06:07';
  if (field?.type === 'id') return '1123598821738675201';
  return marker;
}

/** The entry whose records a call really acts on (views of one backend path: the first entry serves). */
function servingSpec(spec: ResourceSpec, op: OperationSpec): ResourceSpec {
  const path = operationPath(spec, op).replace(/\{\w+\}/g, '1');
  const found = matchOperation(registry, op.method, path);
  return found && found !== 'wrongMethod' ? found.entry.spec : spec;
}

/** A value of an argument's type, for a required one the record does not give. */
function filler(type: string, marker: string): unknown {
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'date') return '2025-03-04';
  if (type === 'ids') return ['1'];
  if (type === 'json') return {};
  return marker;
}

/** The operations that read an entry back: the declared one, the detail, the list. */
function readerOf(spec: ResourceSpec, effect: OperationEffect): [string, OperationSpec] | undefined {
  const ops = allOperations(spec);
  for (const name of [effect.read, 'detail', 'list']) if (name && ops[name]?.safe) return [name, ops[name]!];
  return undefined;
}

/** The argument of a read that names one record: a key field, the entry's own ref, the id. */
function keyArgument(spec: ResourceSpec, op: OperationSpec): string | undefined {
  const params = Object.entries(op.params);
  return (
    params.find(([, p]) => p.field)?.[0] ??
    params.find(([, p]) => p.type === 'id' && p.ref === spec.name)?.[0] ??
    params.find(([name]) => name === spec.idField || name === 'id')?.[0]
  );
}

function flatten(data: unknown): Row[] {
  // A list of ids (the menus granted) gives a record of each value.
  if (Array.isArray(data))
    return data.flatMap((r) =>
      typeof r === 'object' && r !== null
        ? [r as Row, ...flatten((r as Row).children ?? [])]
        : [{ value: r }],
    );
  if (typeof data === 'object' && data !== null) {
    const page = data as { records?: unknown };
    return Array.isArray(page.records) ? flatten(page.records) : [data as Row];
  }
  // A scalar (a quota left): one record of its value.
  return data === null || data === undefined ? [] : [{ value: data }];
}

describe('sandbox: every write the sandbox acknowledges is read back', () => {
  let api: Api;
  let token: string;
  let db: DatabaseSync;
  let serial = 0;

  beforeAll(async () => {
    api = await openApi();
    token = (await api.token()).access_token;
    db = new DatabaseSync(api.sandbox.dbFile, { readOnly: true });
  });
  afterAll(async () => {
    db?.close();
    await api?.sandbox.close();
  });

  /** Calls an operation as the registry builds it; signed in unless `guest`. */
  async function send(
    spec: ResourceSpec,
    name: string,
    args: unknown,
    guest = false,
  ): Promise<{ status: number; json: Json }> {
    const request = buildRequest(spec, name, args);
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(request.query ?? {}))
      if (value !== undefined && value !== null) query.append(key, String(value));
    const headers: Record<string, string> = guest
      ? { 'Tenant-Id': '000000' }
      : { Authorization: basic(), 'Blade-Auth': `bearer ${token}` };
    let body: BodyInit | undefined;
    if (request.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.multipart) {
      const form = new FormData();
      for (const [key, value] of request.multipart) form.append(key, value);
      body = form;
    } else if (request.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(
        Object.entries(request.form).flatMap(([k, v]) =>
          v === undefined || v === null ? [] : [[k, String(v)]],
        ),
      );
    }
    const res = await api.fetch(`/api${request.path}${query.size ? `?${query}` : ''}`, {
      method: request.method,
      headers,
      body,
    });
    const raw = await res.text();
    return { status: res.status, json: raw ? JSON.parse(raw) : null };
  }

  /**
   * The records of the entry the admin's tenant holds now: what its list shows (every page), else, when it
   * lists none without more arguments, the store's.
   */
  async function stored(spec: ResourceSpec): Promise<Row[]> {
    const list = allOperations(spec).list;
    const open =
      list && Object.entries(list.params).every(([k, p]) => !p.required || k === 'current' || k === 'size');
    if (!list || !open) return findRows(db, spec, { tenantId: spec.tenantScoped ? '000000' : null });
    const reply = await send(spec, 'list', list.params.current ? { current: 1, size: -1 } : {});
    expect(reply.json?.success, `${spec.name} list: ${JSON.stringify(reply.json)}`).toBe(true);
    return flatten(reply.json.data).map((r) => {
      const { children: _, ...rest } = r;
      return rest;
    });
  }

  /**
   * What the declared read shows of the record `key` names (by its id, or by `by` for a keyed effect): the
   * record a detail returns, else the listed records with that id. An entry that offers no read at all (a
   * submit-only form) is read from the store.
   */
  async function readBack(
    spec: ResourceSpec,
    effect: OperationEffect,
    key: string,
    row: Row | undefined,
  ): Promise<Row[]> {
    const byKey = (rows: Row[]) => rows.filter((r) => text(r[effect.by ?? spec.idField]) === key);
    const reader = readerOf(spec, effect);
    if (!reader) return byKey(await stored(spec));
    const [name, op] = reader;
    const args: Record<string, unknown> = {};
    for (const [param, p] of Object.entries(op.params))
      if (p.required && row?.[param] !== undefined && row[param] !== null) args[param] = row[param];
    const keyArg = keyArgument(spec, op);
    if (op.reply === 'record') {
      if (keyArg && (!effect.by || op.params[keyArg]?.field)) args[keyArg] = key;
      else args[effect.by ?? spec.idField] = key;
    }
    if (op.params.current) Object.assign(args, { current: 1, size: -1 });
    const reply = await send(spec, name, args);
    expect(reply.json?.success, `${spec.name} ${name}: ${JSON.stringify(reply.json)}`).toBe(true);
    const rows = flatten(reply.json.data);
    return op.reply === 'record' ? rows : byKey(rows);
  }

  const acknowledged = (json: Json) => json?.success === true;

  /** The declared arguments a call needs: the record's values, else ones of their type. */
  function requiredArgs(op: OperationSpec, row: Row | undefined, marker: string): Record<string, unknown> {
    const args: Record<string, unknown> = {};
    for (const [param, p] of Object.entries(op.params))
      if (p.required) args[param] = row?.[param] ?? filler(p.type, marker);
    return args;
  }

  /** An .xlsx of these rows (the first the header). */
  async function workbook(rows: string[][]): Promise<Blob> {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('导入');
    for (const row of rows) sheet.addRow(row);
    return new Blob([(await book.xlsx.writeBuffer()) as ArrayBuffer]);
  }

  /** Sends an import's file: with the call, or uploaded first (put-file) and named by its stored path. */
  async function sendImport(spec: ResourceSpec, name: string, file: Blob, marker: string) {
    const op = allOperations(spec)[name]!;
    const args = requiredArgs(op, undefined, marker);
    for (const [param, p] of Object.entries(op.params)) {
      if (p.type === 'file') args[param] = new File([file], 'import.xlsx');
      if (p.upload) {
        const put = await send(registry.oss!, 'putFile', { file: new File([file], 'import.xlsx') });
        expect(put.json?.success, `put-file: ${JSON.stringify(put.json)}`).toBe(true);
        args[param] = put.json.data.name;
      }
    }
    // What the upload stored is no part of the import's effect.
    const kept = snapshot();
    return { kept, reply: (await send(spec, name, args)).json };
  }

  /**
   * An import: a workbook of N valid rows (stored records' values, marked, a column per field by its name)
   * makes the list grow by N and shows them; a file that is no workbook is refused and stores nothing.
   */
  async function checkImport(
    declared: ResourceSpec,
    name: string,
    spec: ResourceSpec,
    rows: Row[],
    field: FieldSpec,
  ): Promise<void> {
    const marker = `效果${++serial}`;
    const refused = await sendImport(declared, name, new Blob(['not a workbook']), marker);
    expect(acknowledged(refused.reply), `an ill-formed file: ${JSON.stringify(refused.reply)}`).toBe(false);
    expect(snapshot(), 'an ill-formed file stores nothing').toBe(refused.kept);
    const columns = spec.fields.filter(
      (f) => !f.readOnly && f.name !== spec.idField && f.name !== 'tenantId' && !STAMPS.has(f.name),
    );
    const values = rows.slice(-2).map((row, i) => {
      const marked: Row = { ...row, [field.name]: markerOf(field, serial * 10 + i) };
      if (spec.naturalKey && spec.naturalKey !== field.name) marked[spec.naturalKey] = `fx${serial}${i}`;
      return columns.map((f) => text(marked[f.name]));
    });
    expect(values.length, `${spec.name}: stored records to copy`).toBe(2);
    const file = await workbook([columns.map((f) => f.name), ...values]);
    const { reply } = await sendImport(declared, name, file, marker);
    expect(acknowledged(reply), `import: ${JSON.stringify(reply)}`).toBe(true);
    const now = await stored(spec);
    expect(now.length, 'the list grows by the rows imported').toBe(rows.length + values.length);
    const at = columns.indexOf(field);
    for (const row of values)
      expect(
        now.map((r) => text(r[field.name])),
        'the list shows each row imported',
      ).toContain(row[at]);
  }

  /** Checks one write: the read that follows shows what it declares; a failing call stores nothing. */
  async function check({ spec: declared, name, op }: Write): Promise<void> {
    const spec = servingSpec(declared, op);
    const effect = op.effect!;
    const marker = `效果${++serial}`;
    const rows = await stored(spec);
    // The last record the call can name: one in a state it applies to, holding each field it is called
    // with (an imported batch has no uuid yet).
    const named = (r: Row) =>
      appliesTo(op, r) &&
      Object.entries(op.params).every(([k, p]) => !p.required || !isField(spec, k) || text(r[k]) !== '');
    const row = rows.findLast(named) ?? rows.at(-1);
    const id = row ? text(row[spec.idField]) : undefined;

    if (effect.create || (effect.upsert && !effect.by)) {
      const field = markerField(spec);
      if (!field) throw new Error(`${spec.name}: no text field to mark a stored record`);
      if (isImport(op)) return checkImport(declared, name, spec, rows, field);
      // Added: a record like one stored (the last the call takes: an answer needs a published form), without
      // its id, marked, its key new.
      const value = markerOf(field, serial);
      const fresh: Row = { [field.name]: value };
      if (spec.naturalKey && spec.naturalKey !== field.name) fresh[spec.naturalKey] = `fx${serial}`;
      if (spec.idField !== 'id') fresh[spec.idField] = `9${String(serial).padStart(5, '0')}`;
      const before = JSON.stringify(rows);
      let template: Row = {};
      let added: Json;
      for (const candidate of [...rows.slice(-30).reverse(), undefined]) {
        template = Object.fromEntries(
          Object.entries(candidate ?? {}).filter(
            ([key]) => key !== spec.idField && key !== 'tenantId' && key !== 'children' && !STAMPS.has(key),
          ),
        );
        added = (
          await send(declared, name, { ...requiredArgs(op, candidate, marker), ...template, ...fresh })
        ).json;
        if (acknowledged(added)) break;
        // A refused add stores nothing.
        expect(JSON.stringify(await stored(spec)), `refused: ${JSON.stringify(added)}`).toBe(before);
      }
      expect(acknowledged(added), `add: ${JSON.stringify(added)}`).toBe(true);
      const now = await stored(spec);
      expect(now.length, 'one record added').toBe(rows.length + 1);
      const newId = text(now.find((r) => text(r[field.name]) === value)?.[spec.idField]);
      expect(newId, 'the added record holds the values sent').not.toBe('');
      const [shown] = await readBack(spec, { ...effect, by: undefined }, newId, row);
      expect(text(shown?.[field.name]), 'the read that follows shows the added record').toBe(value);
      if (effect.create || !id) return;
      // Updated: the record the call names (its id, or the argument the effect declares) takes the value.
      const changed = markerOf(field, ++serial);
      const named = { [effect.target ?? spec.idField]: id, [field.name]: changed };
      const updated = await send(declared, name, op.public ? named : { ...template, ...named });
      expect(acknowledged(updated.json), `update: ${JSON.stringify(updated.json)}`).toBe(true);
      const [again] = await readBack(spec, { ...effect, by: undefined }, id, row);
      expect(text(again?.[field.name]), 'the read that follows shows the update').toBe(changed);
      return;
    }

    const args = requiredArgs(op, row, marker);
    const expected: Record<string, string> = {};
    for (const [target, from] of Object.entries(effect.sets ?? {})) {
      const f = spec.fields.find((x) => x.name === target);
      if (from.startsWith('=')) expected[target] = from.slice(1);
      else {
        const p = op.params[from];
        const value =
          p?.type === 'json'
            ? [{ name: marker, type: 'click', key: marker }]
            : valueFor(f, row?.[target], marker);
        args[from] = p?.type === 'ids' ? [value] : value;
        expected[target] = typeof value === 'string' ? value : JSON.stringify(value);
      }
    }
    const targetParam = op.params[effect.target!];
    const asTarget = (value: string) => (targetParam?.type === 'ids' ? [value] : value);

    if (effect.upsert && effect.by) {
      // Keyed on a field: a new key's record is added with the values, and read back by that key.
      const key = `fx-${serial}`;
      const saved = await send(declared, name, { ...args, [effect.target!]: asTarget(key) });
      expect(acknowledged(saved.json), JSON.stringify(saved.json)).toBe(true);
      const [shown] = await readBack(spec, effect, key, row);
      expect(shown, 'the read finds the saved record').toBeTruthy();
      for (const [target, value] of Object.entries(expected))
        expect(text(shown?.[target]), `the read shows ${target}`).toBe(value);
      return;
    }

    if (!row || !id) throw new Error(`${spec.name}: no record to change`);
    const key = effect.by ? text(row[effect.by]) : id;
    // A failure first: an unknown record is refused and nothing changes.
    const before = JSON.stringify(await stored(spec));
    const unknown = await send(declared, name, { ...args, [effect.target!]: asTarget('1') });
    expect(acknowledged(unknown.json), `an unknown record: ${JSON.stringify(unknown.json)}`).toBe(false);
    expect(JSON.stringify(await stored(spec)), 'a refused call changes nothing').toBe(before);
    const done = await send(declared, name, { ...args, [effect.target!]: asTarget(key) });
    expect(acknowledged(done.json), JSON.stringify(done.json)).toBe(true);
    const shown = await readBack(spec, { ...effect, by: undefined }, id, row);
    if (effect.remove) {
      expect(
        shown.filter((r) => text(r[spec.idField]) === id),
        'the read no longer shows it',
      ).toEqual([]);
      return;
    }
    for (const [target, value] of Object.entries(expected))
      expect(text(shown[0]?.[target]), `the read shows ${target}`).toBe(value);
  }

  let hashed: { version: number; hash: string } | undefined;

  /**
   * Every table of the sandbox's database, each row as text: what a refused call must leave as it was. Kept
   * while nothing is committed: SQLite's data_version, as this connection sees it, changes with every commit
   * of the sandbox's own connection (most refused calls commit nothing: their second snapshot reads no row).
   */
  function snapshot(): string {
    const { data_version: version } = db.prepare('PRAGMA data_version').get() as { data_version: number };
    if (hashed?.version === version) return hashed.hash;
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
      name: string;
    }[];
    const hash = createHash('sha1');
    for (const { name } of tables)
      for (const row of db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all())
        hash.update(`${name}:${JSON.stringify(row)}\n`);
    hashed = { version, hash: hash.digest('hex') };
    return hashed.hash;
  }

  /** Reads a handler's declared read: its records (a page's, a forest's, a record, a scalar's value). */
  async function readShown(spec: ResourceSpec, shows: EffectShows, resolve: Resolver): Promise<Row[]> {
    const [entry, op, name] = readOf(spec, shows.read!)!;
    const args: Record<string, unknown> = {};
    for (const [param, source] of Object.entries(shows.args ?? {})) args[param] = await resolve(source);
    if (op.params.current && op.params.size) Object.assign(args, { current: 1, size: -1 });
    const reply = await send(entry, name, args);
    expect(reply.json?.success, `${shows.read}: ${JSON.stringify(reply.json)}`).toBe(true);
    return flatten(reply.json.data);
  }

  type Resolver = (source: string, param?: string) => Promise<unknown>;

  /**
   * Resolves the sources a handler's effect is declared with (types.ts EffectShows): the same stored record
   * for every `@entry`, the call's arguments as resolved so far for `$name`.
   */
  function resolver(
    spec: ResourceSpec,
    op: OperationSpec,
    given: Record<string, unknown>,
    before: () => Row[],
  ): Resolver {
    const picked = new Map<string, Row>();
    let smsCode: Json;
    const resolve: Resolver = async (source, param) => {
      if (source.startsWith('[') && source.endsWith(']')) return [await resolve(source.slice(1, -1), param)];
      if (source.startsWith('md5:'))
        return createHash('md5')
          .update(String(await resolve(source.slice(4), param)))
          .digest('hex');
      if (source.startsWith('file:')) {
        // Each `~` of the file's text a fresh key (a process of its own).
        const body = String(await resolve(source.slice(5), param)).replaceAll('~', `effects${++serial}`);
        return new File([body], `effects${serial}.bpmn20.xml`, { type: 'text/xml' });
      }
      if (source.startsWith('=')) return source.slice(1);
      if (source.startsWith('$')) return given[source.slice(1)];
      if (source.startsWith('^')) return before()[0]?.[source.slice(1)];
      if (source.startsWith('sms:')) {
        if (!smsCode) {
          const sent = await send(registry.sms!, 'sendValidate', { phone: given.phone });
          expect(sent.json?.success, `sms sendValidate: ${JSON.stringify(sent.json)}`).toBe(true);
          smsCode = await api.control('GET', `/__sandbox/sms?phone=${given.phone}`);
        }
        return smsCode?.[source.slice(4)];
      }
      if (source === '~') {
        const type = (param && op.params[param]?.type) ?? spec.fields.find((f) => f.name === param)?.type;
        serial++;
        if (type === 'integer' || type === 'number') return 900 + serial;
        if (type === 'date') return `2027-0${(serial % 9) + 1}-1${serial % 10}`;
        return `效果${serial}`;
      }
      if (source.startsWith('@')) {
        // `@entry`, `@entry.field`, `@entry[field=value]…`: the last stored record (with that value, or,
        // with `^=`, one starting so).
        const [, pick, entry, key, prefix, value, field] =
          /^@(([\w-]+)(?:\[(\w+)(\^?)=([^\]]*)\])?)(?:\.(\w+))?$/.exec(source)!;
        const other = registry[entry!]!;
        if (!picked.has(pick!)) {
          const matches = (shown: string) => (prefix ? shown.startsWith(value!) : shown === value);
          const row = (await stored(other)).filter((r) => !key || matches(text(r[key]))).at(-1);
          if (!row) throw new Error(`${source}: no stored record`);
          picked.set(pick!, row);
        }
        return picked.get(pick!)![field ?? other.idField];
      }
      throw new Error(`${spec.name}: an unknown source ${source}`);
    };
    return resolve;
  }

  /** The arguments a handler's call is made with: those declared, then by type for the other required ones. */
  async function givenArgs(
    spec: ResourceSpec,
    op: OperationSpec,
    before: () => Row[],
    given = op.effect?.shows?.given,
  ) {
    const args: Record<string, unknown> = {};
    const resolve = resolver(spec, op, args, before);
    for (const [param, source] of Object.entries(given ?? {})) args[param] = await resolve(source, param);
    for (const [param, p] of Object.entries(op.params))
      if (p.required && args[param] === undefined)
        args[param] = await resolve(p.ref ? `@${p.ref}` : '~', param);
    return { args, resolve };
  }

  /** Signs in with a password as Saber sends it (already MD5). */
  async function signsIn(account: string, password: string): Promise<boolean> {
    const query = new URLSearchParams({
      tenantId: '000000',
      username: account,
      password,
      grant_type: 'password',
      scope: 'all',
      type: 'account',
    });
    const res = await api.fetch(`/api/blade-auth/oauth/token?${query}`, {
      method: 'POST',
      headers: { Authorization: basic(), 'Tenant-Id': '000000' },
    });
    return Boolean(((await res.json()) as Json).access_token);
  }

  const holds = (row: Row, field: string, value: unknown) => {
    const shown = row[field];
    return Array.isArray(shown) ? shown.map(text).includes(text(value)) : text(shown) === text(value);
  };

  /** A handler's write: the read that follows shows what it declares; an unknown record stores nothing. */
  async function checkHandler({ spec, name, op }: Write): Promise<void> {
    const effect = op.effect!;
    const shows = effect.shows!;
    const firsts = [
      ...(shows.after ? [{ call: shows.after, given: undefined }] : []),
      ...(shows.first ?? []),
    ];
    for (const { call, given } of firsts) {
      const [entry, first, firstName] = readOf(spec, call)!;
      const { args } = await givenArgs(entry, first, () => [], given);
      const done = await send(entry, firstName, args);
      expect(acknowledged(done.json), `${call}: ${JSON.stringify(done.json)}`).toBe(true);
    }
    let before: Row[] = [];
    const { args, resolve } = await givenArgs(spec, op, () => before);
    if (shows.read) before = await readShown(spec, shows, resolve);
    // `^field` sources read the records shown before the call: resolved again now that they are read.
    for (const [param, source] of Object.entries(shows.given ?? {}))
      if (source.startsWith('^')) args[param] = await resolve(source, param);
    const naming = shows.unknown ?? effect.target;
    if (naming) {
      // A call naming an unknown record is refused and stores nothing.
      const kept = snapshot();
      const value = args[naming];
      const unknown = { ...args, [naming]: Array.isArray(value) ? ['1'] : '1' };
      const refused = await send(spec, name, unknown);
      expect(acknowledged(refused.json), `an unknown ${naming}: ${JSON.stringify(refused.json)}`).toBe(false);
      expect(snapshot(), 'a refused call stores nothing').toBe(kept);
    }
    const done = await send(spec, name, args);
    expect(acknowledged(done.json), JSON.stringify(done.json)).toBe(true);
    if (shows.signsIn)
      expect(
        await signsIn(
          String(await resolve(shows.signsIn.account)),
          String(await resolve(shows.signsIn.password)),
        ),
        'the account signs in with the password set',
      ).toBe(true);
    if (!shows.read) return;
    const after = await readShown(spec, shows, resolve);
    if (shows.grows !== undefined) expect(after.length, 'records shown').toBe(before.length + shows.grows);
    for (const field of shows.changes ?? [])
      expect(
        after.map((r) => text(r[field])),
        `${field} changed`,
      ).not.toEqual(before.map((r) => text(r[field])));
    if (shows.holds) {
      const wanted = await Promise.all(
        Object.entries(shows.holds).map(async ([field, source]) => [field, await resolve(source)] as const),
      );
      const found = after.find((row) => wanted.every(([field, value]) => holds(row, field, value)));
      expect(found, `a record shown holds ${JSON.stringify(Object.fromEntries(wanted))}`).toBeDefined();
    }
  }

  const handled = writes.filter((w) => w.op.effect?.shows);
  it.each(handled.map((w) => [label(w), w] as const))(
    '%s (a handler): the read that follows shows it',
    async (_, w) => {
      await checkHandler(w);
    },
  );

  // After the handlers' writes: the generic removals (a process instance's) would take their records.
  const generic = writes.filter(
    (w) => w.op.effect && !w.op.effect.none && (!w.op.effect.handler || kindOf(w.op.effect)[0] !== 'handler'),
  );
  it.each(generic.map((w) => [label(w), w] as const))('%s: the read that follows shows it', async (_, w) => {
    await check(w);
  });

  // The calls issue 34 found answering 操作成功 and storing nothing, checked without their declarations.
  describe('the writes found storing nothing', () => {
    const spec = (name: string) => registry[name]!;

    it('labor-inspection save by dataId: the detail by that dataId shows the new values', async () => {
      const labor = spec('labor-inspection');
      const id = text((await stored(labor)).at(-1)?.id);
      const saved = await send(labor, 'submit', { dataId: id, companyName: '宁波效果检验有限公司' }, true);
      expect(saved.json.success).toBe(true);
      const shown = await send(labor, 'detail', { dataId: id }, true);
      expect(shown.json.data.companyName).toBe('宁波效果检验有限公司');
    });

    it('wx menu {id}/create, then {id}/get: the menu saved', async () => {
      const menu = spec('wx-menu');
      const buttons = [{ type: 'click', name: '联系我们', key: 'CONTACT' }];
      expect((await send(menu, 'create', { id: 'wx_effects', buttons })).json.success).toBe(true);
      const shown = await send(menu, 'get', { id: 'wx_effects' });
      expect(JSON.parse(shown.json.data.buttons)).toEqual(buttons);
    });

    it('epidemic assistSubmit and task fastSubmit: a row added that the list shows', async () => {
      for (const [name, call, values] of [
        ['epidemic-info', 'assistSubmit', { name: '协助填报人', phone: '13800000034' }],
        ['task-group', 'fastSubmit', { groupName: '快速新增的分组' }],
        ['task-interface', 'fastSubmit', { interfaceName: '快速新增的任务', groupId: '1' }],
      ] as const) {
        const entry = spec(name);
        const before = (await stored(entry)).length;
        expect((await send(entry, call, values)).json.success, `${name} ${call}`).toBe(true);
        const after = await stored(entry);
        expect(after.length, `${name} ${call}`).toBe(before + 1);
        const [field, value] = Object.entries(values)[0]!;
        expect(after.map((r) => r[field])).toContain(value);
      }
    });

    it('drainage-drain save: the list count grows by the drain saved', async () => {
      const drain = spec('drainage-drain');
      const before = await stored(drain);
      const { id: _, ...template } = before.at(-1)!;
      expect((await send(drain, 'save', { ...template, drainName: '效果检验排水口' })).json.success).toBe(
        true,
      );
      expect((await stored(drain)).length).toBe(before.length + 1);
    });
  });

  describe('public writes are scoped to the record they name', () => {
    for (const w of writes.filter((x) => x.op.public && x.op.effect?.upsert)) {
      it(`${label(w)}: an unknown or missing record is refused, nothing stored`, async () => {
        const field = markerField(w.spec)!;
        const before = JSON.stringify(await stored(w.spec));
        const target = w.op.effect!.target ?? w.spec.idField;
        for (const body of [{ [field.name]: '匿名' }, { [target]: '1', [field.name]: '匿名' }]) {
          const reply = await send(w.spec, w.name, body, true);
          expect(reply.json).toEqual({ code: 400, success: false, data: null, msg: '未找到要保存的记录' });
        }
        expect(JSON.stringify(await stored(w.spec))).toBe(before);
        // The record it names is saved, signed out, and read back signed out.
        const id = text((await stored(w.spec)).at(-1)?.[w.spec.idField]);
        const saved = await send(w.spec, w.name, { [target]: id, [field.name]: '公开保存' }, true);
        expect(saved.json.success).toBe(true);
        const [readName] = readerOf(w.spec, w.op.effect!)!;
        const readOp = allOperations(w.spec)[readName]!;
        const shown = await send(w.spec, readName, { [keyArgument(w.spec, readOp)!]: id }, true);
        expect(shown.json.data[field.name]).toBe('公开保存');
      });
    }
  });
});
