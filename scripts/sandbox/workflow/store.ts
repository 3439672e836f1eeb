/** The workflow objects' table: one row per model, deployment, definition, instance, task, activity or leave. */
import type { DatabaseSync } from 'node:sqlite';
import type { Row } from '../store.ts';

type Kind = 'model' | 'deployment' | 'definition' | 'instance' | 'task' | 'activity' | 'leave';

/** Definitions shared by every tenant carry this tenant id (Flowable's "no tenant"). */
export const COMMON = '';

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS wf_record (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, id TEXT NOT NULL, tenant_id TEXT NOT NULL,
  data TEXT NOT NULL, UNIQUE (kind, id));
CREATE INDEX IF NOT EXISTS wf_record_kind ON wf_record (kind, tenant_id);`;

export const ready = new WeakSet<DatabaseSync>();

export function put(db: DatabaseSync, kind: Kind, row: Row): Row {
  db.prepare(
    `INSERT INTO wf_record (kind, id, tenant_id, data) VALUES (?, ?, ?, ?)
     ON CONFLICT (kind, id) DO UPDATE SET tenant_id = excluded.tenant_id, data = excluded.data`,
  ).run(kind, String(row.id), String(row.tenantId ?? COMMON), JSON.stringify(row));
  return row;
}

export function get(db: DatabaseSync, kind: Kind, id: string): Row | undefined {
  const found = db.prepare('SELECT data FROM wf_record WHERE kind = ? AND id = ?').get(kind, id) as
    | { data: string }
    | undefined;
  return found ? (JSON.parse(found.data) as Row) : undefined;
}

/** Rows of a kind in insertion order; with tenants, only those tenants' rows. */
export function all(db: DatabaseSync, kind: Kind, tenants?: readonly string[]): Row[] {
  let sql = 'SELECT data FROM wf_record WHERE kind = ?';
  const params: string[] = [kind];
  if (tenants) {
    sql += ` AND tenant_id IN (${tenants.map(() => '?').join(', ')})`;
    params.push(...tenants);
  }
  return (db.prepare(`${sql} ORDER BY seq`).all(...params) as { data: string }[]).map(
    (r) => JSON.parse(r.data) as Row,
  );
}

export function drop(db: DatabaseSync, kind: Kind, id: string): void {
  db.prepare('DELETE FROM wf_record WHERE kind = ? AND id = ?').run(kind, id);
}
