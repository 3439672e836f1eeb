import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../core/src/resources/registry.ts';
import type { FieldSpec } from '../../core/src/resources/types.ts';
import { createSandboxHandler, type SandboxHandler } from '../../scripts/sandbox/server.ts';
import { tableOf } from '../../scripts/sandbox/store.ts';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The generator's last resort for a text field: the field's Chinese label and the row's number (分类名称3). */
const placeholder = (f: FieldSpec) => new RegExp(`^${escaped(f.text.zh)}\\d+$`);

/** No seeded record of any module, in any tenant, holds a field's label and a number instead of a value. */
describe('sandbox: no placeholder values in the seeds', () => {
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

  it('seeds every text field with a value of its own, never “label + n”', () => {
    const offenders = new Set<string>();
    let checked = 0;
    for (const spec of Object.values(registry)) {
      const fields = spec.fields.filter((f) => f.text.zh).map((f) => ({ f, re: placeholder(f) }));
      const rows = db.prepare(`SELECT data FROM ${tableOf(spec)}`).all() as { data: string }[];
      for (const { data } of rows) {
        const row = JSON.parse(data) as Record<string, unknown>;
        for (const { f, re } of fields) {
          const value = row[f.name];
          if (typeof value !== 'string') continue;
          checked++;
          if (re.test(value)) offenders.add(`${spec.name}.${f.name}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
    expect([...offenders].sort(), `${offenders.size} fields seeded as placeholders`).toEqual([]);
  });
});
