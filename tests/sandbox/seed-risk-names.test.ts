import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safety } from '../../core/src/modules/safety.ts';
import type { Registry } from '../../core/src/resources/types.ts';
import { createSandboxHandler, type SandboxHandler } from '../../scripts/sandbox/server.ts';
import { tableOf } from '../../scripts/sandbox/store.ts';

/** The safety module's risk points, danger sources and hidden dangers are seeded with names people use. */
describe('sandbox: seeded risk and hidden-danger names', () => {
  const registry: Registry = Object.fromEntries(safety.resources.map((spec) => [spec.name, spec]));
  let handler: SandboxHandler;
  let db: DatabaseSync;

  beforeAll(() => {
    handler = createSandboxHandler({ registry });
    db = new DatabaseSync(handler.dbFile);
  });
  afterAll(async () => {
    db?.close();
    await handler?.close();
  });

  const named = safety.resources.flatMap((spec) =>
    spec.fields.filter((f) => f.kind === 'risk' || f.kind === 'hazard').map((field) => ({ spec, field })),
  );

  it('declares the names as risks and hidden dangers', () => {
    const names = named.map(({ spec, field }) => `${spec.name}.${field.name}`);
    expect(names).toContain('hidden-danger-risk.riskName');
    expect(names).toContain('hidden-danger-danger.dangerName');
    expect(names).toContain('safety-manage-ir-danger-source-identify.sourceName');
  });

  it('seeds risks as a place and its harm, hidden dangers as a place and its defect, never “label + n”', () => {
    for (const { spec, field } of named) {
      const rows = db.prepare(`SELECT data FROM ${tableOf(spec)}`).all() as { data: string }[];
      const values = rows.map((r) => String((JSON.parse(r.data) as Record<string, unknown>)[field.name]));
      expect(values.length, spec.name).toBeGreaterThan(0);
      for (const value of values) {
        expect(value, `${spec.name}.${field.name}`).not.toMatch(/\d+$/);
        expect(value, `${spec.name}.${field.name}`).not.toContain(field.text.zh);
        if (field.kind === 'risk') expect(value).toMatch(/^[\u4e00-\u9fa5]{4,}风险$/);
        else expect(value).toMatch(/^[\u4e00-\u9fa5]{6,}$/);
      }
      // Names differ from row to row.
      expect(new Set(values).size, spec.name).toBeGreaterThan(values.length / 4);
    }
  });
});
