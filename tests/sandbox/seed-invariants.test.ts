import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../core/src/resources/registry.ts';
import { SEED_RULES } from '../../scripts/sandbox/seed-rules.ts';
import { createSandboxHandler, type SandboxHandler } from '../../scripts/sandbox/server.ts';
import { tableOf } from '../../scripts/sandbox/store.ts';

/** Every rule of the seeds (scripts/sandbox/seed-rules.ts), over every entry of the registry in every tenant. */
describe('sandbox: seeds obey their declared rules', () => {
  let handler: SandboxHandler;
  let db: DatabaseSync;
  beforeAll(() => {
    handler = createSandboxHandler();
    db = new DatabaseSync(handler.dbFile);
  });
  afterAll(async () => {
    db?.close();
    await handler?.close();
  });

  it.each(SEED_RULES.map((rule) => [rule.name, rule] as const))('%s', (_name, rule) => {
    const { checked, broken } = rule.check(db, registry);
    expect(checked, `${rule.name} looked at nothing`).toBeGreaterThan(0);
    expect(broken, `${rule.text}: ${broken.length} broken`).toEqual([]);
  });

  it('holds task roles to one per name in a tenant (项目授权 offers each role once)', () => {
    expect(registry['task-role']!.fields.find((f) => f.name === 'roleName')?.unique).toBe(true);
    const names = (
      db
        .prepare(
          `SELECT json_extract(data, '$.roleName') AS n FROM ${tableOf(registry['task-role']!)} WHERE tenant_id = '000000'`,
        )
        .all() as { n: string }[]
    ).map((r) => r.n);
    expect(names.length).toBeGreaterThanOrEqual(10);
    expect(new Set(names).size).toBe(names.length);
  });
});
