/**
 * Names beside references (`FieldSpec.follows`): a contract's customer name is its customer's
 * customerName, a customer's owner name its owner's realName. Filled when rows are seeded, saved or
 * changed by an effect, so a list never names a record that is not the one referenced.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Registry, ResourceSpec } from '../../core/src/resources/types.ts';
import { jsonField } from './filters.ts';
import { type Row, tableOf } from './store.ts';

/** The referenced record a `ref` value names: by id, or by the entry's `refKey` field (a tenant's code). */
function referenced(db: DatabaseSync, target: ResourceSpec, key: string | undefined, value: string) {
  const column = key ? jsonField(key) : 'id';
  const found = db
    .prepare(`SELECT data FROM ${tableOf(target)} WHERE ${column} = ? AND is_deleted = 0 LIMIT 1`)
    .get(value) as { data: string } | undefined;
  return found ? (JSON.parse(found.data) as Row) : undefined;
}

/** Sets the row's following fields from the records its references hold; whether any changed. */
export function followReferences(
  db: DatabaseSync,
  registry: Registry,
  spec: ResourceSpec,
  row: Row,
): boolean {
  let changed = false;
  for (const f of spec.fields) {
    if (!f.follows) continue;
    const refField = spec.fields.find((r) => r.name === f.follows!.ref);
    const target = refField?.ref ? registry[refField.ref] : undefined;
    const value = row[f.follows.ref];
    if (!target || value === undefined || value === null || value === '') continue;
    const names = String(value)
      .split(',')
      .filter(Boolean)
      .map((v) => referenced(db, target, refField!.refKey, v)?.[f.follows!.field])
      .filter((v) => v !== undefined && v !== null && v !== '');
    if (names.length === 0) continue;
    const next = names.join(',');
    if (row[f.name] !== next) {
      row[f.name] = next;
      changed = true;
    }
  }
  return changed;
}

/** Chains a seeded name may follow (a receipt's payer is its contract's customer's name). */
const CHAIN = 3;

/** After seeding: the generated rows of entries with following fields name what they reference. */
export function followSeededReferences(db: DatabaseSync, registry: Registry, entries: ResourceSpec[]): void {
  const following = entries.filter((spec) => spec.fields.some((f) => f.follows));
  for (let pass = 0; pass < CHAIN; pass++) {
    let changed = false;
    for (const spec of following) {
      const rows = db.prepare(`SELECT id, data FROM ${tableOf(spec)}`).all() as {
        id: string;
        data: string;
      }[];
      const update = db.prepare(`UPDATE ${tableOf(spec)} SET data = ? WHERE id = ?`);
      for (const stored of rows) {
        const row = JSON.parse(stored.data) as Row;
        if (!followReferences(db, registry, spec, row)) continue;
        update.run(JSON.stringify(row), stored.id);
        changed = true;
      }
    }
    if (!changed) return;
  }
}
