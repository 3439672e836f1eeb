/**
 * State machines declared, not improvised (issue 32), against the sandbox and generated over the registry:
 * a row action declared for some states of its record (OperationSpec.when) is refused on a record in
 * another state and changes nothing, and goes through on one in a state it applies to; a new record
 * stored without its state fields (or with them blank, as an untouched form select sends) starts in the
 * declared initial state.
 */
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BladeClient, createBladeClient, DEFAULT_CLIENT } from '../../core/src/client.ts';
import { findOperation } from '../../core/src/resources/operations.ts';
import { registry } from '../../core/src/resources/registry.ts';
import { recordArgs, rowArgs } from '../../core/src/resources/roles.ts';
import { initialValues } from '../../core/src/resources/states.ts';
import type { OperationSpec, ResourceSpec } from '../../core/src/resources/types.ts';
import { memoryStore } from '../../core/src/session/storage.ts';
import { findRows, getRow, type Row, updateRow } from '../../scripts/sandbox/store.ts';
import { type Api, openApi } from './helpers.ts';

const TENANT = '000000';
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

const ruled = Object.values(registry).flatMap((spec) =>
  Object.entries(spec.operations)
    .filter(([, op]) => op.when)
    .map(([name, op]) => ({ spec, name, op })),
);

/** Entries with declared initial values that a call stores a new record of (a submit, a save). */
const born = Object.values(registry).flatMap((spec) => {
  const submit = findOperation(spec, 'submit');
  return Object.keys(initialValues(spec)).length > 0 && submit?.effect?.upsert && !submit.effect.by
    ? [{ spec }]
    : [];
});

let api: Api;
let db: DatabaseSync;
let client: BladeClient;

beforeAll(async () => {
  api = await openApi();
  db = new DatabaseSync(api.sandbox.dbFile);
  client = createBladeClient({
    fetch: (input, init) => fetch(input, init),
    baseUrl: `${api.sandbox.url}/api`,
    ...DEFAULT_CLIENT,
    store: memoryStore(),
  });
  await client.session.login({ tenantId: TENANT, account: 'admin', password: 'admin' });
});
afterAll(async () => {
  db?.close();
  await api?.sandbox.close();
});

/** A value of the field's type, as the record stores it (a number field's state as a number). */
function stateValue(spec: ResourceSpec, field: string, value: string): unknown {
  return spec.fields.find((f) => f.name === field)?.type === 'number' ? Number(value) : value;
}

/** The call's arguments on this record: its id(s), what the row gives, a text for the rest it requires. */
function argsFor(spec: ResourceSpec, op: OperationSpec, row: Row): Record<string, unknown> {
  const args: Record<string, unknown> = {
    ...rowArgs(op, row),
    ...recordArgs(spec, op, [text(row[spec.idField])]),
  };
  for (const [name, p] of Object.entries(op.params))
    if (p.required && args[name] === undefined)
      args[name] = p.type === 'number' || p.type === 'integer' ? 1 : '已处理';
  return args;
}

async function outcome(call: Promise<unknown>): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await call;
    return { ok: true };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

describe('sandbox: a row action is refused on a record in a state it does not apply to', () => {
  it.each(ruled.map((r) => [`${r.spec.name} ${r.name}`, r] as const))('%s', async (_, { spec, name, op }) => {
    const rule = op.when!;
    const field = spec.fields.find((f) => f.name === rule.field)!;
    const outside = field.choices!.map((c) => c.value).find((v) => !rule.in.includes(v))!;
    const rows = findRows(db, spec, { tenantId: spec.tenantScoped ? TENANT : null });
    expect(rows.length, `${spec.name}: seeded records`).toBeGreaterThan(0);
    const row = rows.at(-1)!;
    const id = text(row[spec.idField]);
    const tenantId = spec.tenantScoped ? TENANT : null;

    // In a state it does not apply to: refused, naming the state; the record as it was.
    updateRow(db, spec, id, { ...row, [rule.field]: stateValue(spec, rule.field, outside) });
    const before = JSON.stringify(getRow(db, spec, id, tenantId));
    const refused = await outcome(client.resource(spec).send(name, argsFor(spec, op, row)));
    expect(refused.ok, 'refused').toBe(false);
    if (!refused.ok) expect(refused.message).toContain(field.choices!.find((c) => c.value === outside)!.zh);
    expect(JSON.stringify(getRow(db, spec, id, tenantId)), 'nothing changed').toBe(before);

    // In a state it applies to: done, and the record moves to the state the action declares.
    const inside = rule.in[0]!;
    updateRow(db, spec, id, { ...row, [rule.field]: stateValue(spec, rule.field, inside) });
    const done = await outcome(client.resource(spec).send(name, argsFor(spec, op, row)));
    expect(done, 'done').toEqual({ ok: true });
    const target = op.effect?.sets?.[rule.field];
    if (target?.startsWith('='))
      expect(text(getRow(db, spec, id, tenantId)?.[rule.field])).toBe(target.slice(1));
  });
});

describe('sandbox: a new record starts in its declared state', () => {
  it.each(born.map(({ spec }) => [spec.name, spec] as const))('%s', async (_, spec) => {
    const initial = initialValues(spec);
    const tenantId = spec.tenantScoped ? TENANT : null;
    const ids = new Set(findRows(db, spec, { tenantId }).map((r) => text(r[spec.idField])));
    // The state fields blank, as an untouched select sends them; the others left out.
    const blank = Object.fromEntries(Object.keys(initial).map((name) => [name, '']));
    await client.resource(spec).send('submit', blank);
    const added = findRows(db, spec, { tenantId }).filter((r) => !ids.has(text(r[spec.idField])));
    expect(added).toHaveLength(1);
    for (const [name, value] of Object.entries(initial)) expect(text(added[0]![name]), name).toBe(value);
  });
});
