import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuse, refuseReport } from '../../core/src/modules/refuse.ts';
import type { Registry } from '../../core/src/resources/types.ts';
import { createSandboxHandler, type SandboxHandler } from '../../scripts/sandbox/server.ts';
import { tableOf } from '../../scripts/sandbox/store.ts';

describe('sandbox: a seeded record’s year agrees with its month', () => {
  const registry: Registry = Object.fromEntries(refuse.resources.map((spec) => [spec.name, spec]));
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

  it('files each monthly refuse report under the year of its month (the chart of a year shows its months)', () => {
    const rows = (db.prepare(`SELECT data FROM ${tableOf(refuseReport)}`).all() as { data: string }[]).map(
      (r) => JSON.parse(r.data) as { year: number; reportDate: string },
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.year, row.reportDate).toBe(Number(row.reportDate.slice(0, 4)));
    // Reports of more than one year, so that the year matters.
    expect(new Set(rows.map((r) => r.year)).size).toBeGreaterThan(1);
  });
});
