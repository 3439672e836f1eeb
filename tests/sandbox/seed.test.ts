import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidIdCard } from '../../core/src/idcard/index.ts';
import type { ResourceSpec } from '../../core/src/resources/types.ts';
import { SEED_ANCHOR } from '../../scripts/sandbox/generate.ts';
import { createSandboxHandler, type SandboxHandler } from '../../scripts/sandbox/server.ts';
import { tableOf } from '../../scripts/sandbox/store.ts';
import { kitCase, kitContract, kitRegistry } from './kit-registry.ts';

interface Stored {
  id: string;
  tenant_id: string;
  data: string;
}

const stored = (db: DatabaseSync, spec: ResourceSpec): Stored[] =>
  db.prepare(`SELECT id, tenant_id, data FROM ${tableOf(spec)} ORDER BY id`).all() as unknown as Stored[];
const rowsOf = (db: DatabaseSync, spec: ResourceSpec, tenant: string) =>
  stored(db, spec)
    .filter((r) => r.tenant_id === tenant)
    .map((r) => JSON.parse(r.data) as Record<string, unknown>);

/** Roots ('0') and children alike, and every row's chain of parents ends at a root. */
function expectRealTree(rows: Record<string, unknown>[], idField: string, field: string, what: string) {
  const parentOf = new Map(rows.map((r) => [String(r[idField]), String(r[field])]));
  const parents = [...parentOf.values()];
  expect(parents.filter((p) => p === '0').length, what).toBeGreaterThan(0);
  expect(parents.filter((p) => p !== '0').length, what).toBeGreaterThan(0);
  for (const id of parentOf.keys()) {
    let at = id;
    for (let steps = 0; at !== '0'; steps++) {
      expect(steps, `${what}: ${id} climbs to a root`).toBeLessThan(rows.length);
      at = parentOf.get(at) ?? '';
      expect(at, `${what}: ${id}'s parent is a row of the same tenant`).not.toBe('');
    }
  }
}

describe('sandbox: generated seed rows', () => {
  let first: SandboxHandler;
  let second: SandboxHandler;
  let db: DatabaseSync;
  let db2: DatabaseSync;

  beforeAll(() => {
    first = createSandboxHandler({ registry: kitRegistry });
    second = createSandboxHandler({ registry: kitRegistry });
    db = new DatabaseSync(first.dbFile);
    db2 = new DatabaseSync(second.dbFile);
  });
  afterAll(async () => {
    db?.close();
    db2?.close();
    await first?.close();
    await second?.close();
  });

  it('gives byte-identical rows on two fresh databases', () => {
    const generated = Object.values(kitRegistry).filter(
      (spec) => spec.name.startsWith('kit-') || spec.name.startsWith('contract-'),
    );
    expect(generated.length).toBeGreaterThan(2);
    for (const spec of generated) {
      const rows = stored(db, spec);
      expect(rows.length, spec.name).toBeGreaterThan(0);
      expect(stored(db2, spec), spec.name).toEqual(rows);
    }
  });

  it('fills 20–40 rows in tenant 000000 and fewer in 100001', () => {
    for (const spec of [kitCase, kitContract]) {
      const main = rowsOf(db, spec, '000000').length;
      const other = rowsOf(db, spec, '100001').length;
      expect(main).toBeGreaterThanOrEqual(20);
      expect(main).toBeLessThanOrEqual(40);
      expect(other).toBeGreaterThan(0);
      expect(other).toBeLessThan(main);
    }
  });

  it('points every ref at an existing record of the same tenant', () => {
    const refs = Object.values(kitRegistry).flatMap((spec) =>
      spec.fields
        .filter((f) => f.ref)
        .map((f) => ({ spec, field: f.name, key: f.refKey, target: kitRegistry[f.ref!]! })),
    );
    expect(refs.length).toBeGreaterThanOrEqual(3);
    expect(refs.some(({ spec, target }) => spec === target)).toBe(true);
    for (const { spec, field, key, target } of refs) {
      for (const tenant of ['000000', '100001']) {
        // A reference by another field than the id (a tenant's code) holds that field's values.
        const known = new Set(
          stored(db, target)
            .filter((r) => !target.tenantScoped || r.tenant_id === tenant)
            .map((r) => (key ? String((JSON.parse(r.data) as Record<string, unknown>)[key]) : r.id)),
        );
        const rows = rowsOf(db, spec, tenant);
        // A ref to its own entry is a tree's parent: '0' marks a root.
        const tree = target === spec && !field.endsWith('Ids');
        for (const row of rows) {
          if (row[field] === undefined) continue;
          for (const id of String(row[field]).split(','))
            expect(known.has(id) || (tree && id === '0'), `${spec.name}.${field} ${id} in ${tenant}`).toBe(
              true,
            );
        }
        if (tree) expectRealTree(rows, spec.idField, field, `${spec.name} in ${tenant}`);
      }
      // A comma list names one to three records.
      if (field.endsWith('Ids'))
        expect(rowsOf(db, spec, '000000').some((r) => String(r[field]).includes(','))).toBe(true);
    }
  });

  it('generates realistic values by kind, choices and type', () => {
    const today = { year: 2026, month: 11, day: 1 };
    const contracts = rowsOf(db, kitContract, '000000');
    for (const c of contracts) {
      expect(isValidIdCard(String(c.idCard), today), String(c.idCard)).toBe(true);
      expect(c.mobile).toMatch(/^1[3-9]\d{9}$/);
      expect(c.companyName).toMatch(/有限公司$/);
      expect(c.signer).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
      expect(c.address).toMatch(/^浙江省宁波市/);
      expect(typeof c.amount).toBe('number');
    }
    const cases = rowsOf(db, kitCase, '000000');
    expect(new Set(cases.map((c) => c.state))).toEqual(new Set(['0', '1']));
    const earliest = SEED_ANCHOR - 731 * 86_400_000;
    for (const c of cases) {
      const day = Date.parse(`${c.day}T00:00:00Z`);
      expect(day).toBeGreaterThanOrEqual(earliest);
      expect(day).toBeLessThan(SEED_ANCHOR);
      expect(c.tenantId).toBe('000000');
    }
    // Dates spread over the two years, not one day.
    expect(new Set(cases.map((c) => String(c.day).slice(0, 7))).size).toBeGreaterThan(5);
  });
});
