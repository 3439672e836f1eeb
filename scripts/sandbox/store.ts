/**
 * The sandbox's SQLite file: one table per registry entry (id, tenant_id, the record as JSON, logical
 * delete flag) plus the few relation tables the special calls need (grants, tokens, captchas, third-party
 * identities).
 */
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { ResourceSpec } from '../../core/src/resources/types.ts';
import { type Filter, filterSql, jsonField } from './filters.ts';
import { formatDateTime } from './wire.ts';

export type Row = Record<string, unknown>;

export const ADMIN_TENANT = '000000';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tokens (
  token TEXT PRIMARY KEY, kind TEXT NOT NULL, user_id TEXT NOT NULL, tenant_id TEXT NOT NULL,
  client_id TEXT NOT NULL, role_id TEXT NOT NULL, dept_id TEXT NOT NULL, expires_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0, oauth_id TEXT NOT NULL DEFAULT '');
CREATE TABLE IF NOT EXISTS role_menu (role_id TEXT NOT NULL, menu_id TEXT NOT NULL, PRIMARY KEY (role_id, menu_id));
CREATE TABLE IF NOT EXISTS role_scope (
  role_id TEXT NOT NULL, scope_id TEXT NOT NULL, scope_category INTEGER NOT NULL,
  PRIMARY KEY (role_id, scope_id, scope_category));
CREATE TABLE IF NOT EXISTS top_menu_setting (
  top_menu_id TEXT NOT NULL, menu_id TEXT NOT NULL, PRIMARY KEY (top_menu_id, menu_id));
CREATE TABLE IF NOT EXISTS files (id TEXT PRIMARY KEY, name TEXT NOT NULL, type TEXT NOT NULL, content BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS captcha (key TEXT PRIMARY KEY, code TEXT NOT NULL, expires_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS user_oauth (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, source TEXT NOT NULL, uuid TEXT NOT NULL, username TEXT NOT NULL,
  user_id TEXT NOT NULL DEFAULT '', UNIQUE (tenant_id, source, uuid));
CREATE TABLE IF NOT EXISTS sms_code (id TEXT PRIMARY KEY, phone TEXT NOT NULL, value TEXT NOT NULL, expires_at INTEGER NOT NULL);
`;

/** Table of a registry entry: `r_` plus its name with separators made safe (`dict-biz` → `r_dict_biz`). */
export const tableOf = (spec: ResourceSpec) => `"r_${spec.name.replace(/[^A-Za-z0-9]/g, '_')}"`;

export function openDatabase(file: string, specs: ResourceSpec[]): { db: DatabaseSync; seeded: boolean } {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;');
  db.exec(SCHEMA);
  // Files written before social sign-in existed: their tokens table lacks the third-party identity.
  const tokenColumns = db.prepare('PRAGMA table_info(tokens)').all() as { name: string }[];
  if (!tokenColumns.some((c) => c.name === 'oauth_id'))
    db.exec("ALTER TABLE tokens ADD COLUMN oauth_id TEXT NOT NULL DEFAULT ''");
  for (const spec of specs) {
    const table = tableOf(spec);
    db.exec(`CREATE TABLE IF NOT EXISTS ${table} (
      id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, data TEXT NOT NULL, is_deleted INTEGER NOT NULL DEFAULT 0);
      CREATE INDEX IF NOT EXISTS ${table.slice(0, -1)}_tenant" ON ${table} (tenant_id, is_deleted);`);
  }
  const seeded = db.prepare('SELECT value FROM meta WHERE key = ?').get('seeded') !== undefined;
  return { db, seeded };
}

export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

export interface Query {
  /** Only rows of this tenant (tenant-scoped resources); null for all. */
  tenantId: string | null;
  filters?: Filter[];
  /** Exact matches on fields (detail). */
  exact?: Record<string, string>;
  ascs?: string[];
  descs?: string[];
  /** Order by `sort` first (trees). */
  bySort?: boolean;
  limit?: number;
  offset?: number;
}

const ORDER_FIELD = /^[A-Za-z][A-Za-z0-9]*$/;

function whereOf(query: Query): { sql: string; params: SQLInputValue[] } {
  const parts = ['is_deleted = 0'];
  const params: SQLInputValue[] = [];
  if (query.tenantId !== null) {
    parts.push('tenant_id = ?');
    params.push(query.tenantId);
  }
  for (const filter of query.filters ?? []) {
    const { sql, params: p } = filterSql(filter);
    parts.push(sql);
    params.push(...p);
  }
  for (const [field, value] of Object.entries(query.exact ?? {})) {
    if (!ORDER_FIELD.test(field)) continue;
    parts.push(`CAST(${jsonField(field)} AS TEXT) = ?`);
    params.push(value);
  }
  return { sql: parts.join(' AND '), params };
}

function orderOf(query: Query): string {
  const terms: string[] = [];
  for (const f of query.ascs ?? []) if (ORDER_FIELD.test(f)) terms.push(`${jsonField(f)} ASC`);
  for (const f of query.descs ?? []) if (ORDER_FIELD.test(f)) terms.push(`${jsonField(f)} DESC`);
  if (query.bySort) terms.push(`CAST(${jsonField('sort')} AS REAL) ASC`);
  terms.push('rowid ASC');
  return terms.join(', ');
}

export function countRows(db: DatabaseSync, spec: ResourceSpec, query: Query): number {
  const { sql, params } = whereOf(query);
  const row = db.prepare(`SELECT COUNT(*) AS n FROM ${tableOf(spec)} WHERE ${sql}`).get(...params) as {
    n: number;
  };
  return Number(row.n);
}

export function findRows(db: DatabaseSync, spec: ResourceSpec, query: Query): Row[] {
  const { sql, params } = whereOf(query);
  let text = `SELECT data FROM ${tableOf(spec)} WHERE ${sql} ORDER BY ${orderOf(query)}`;
  if (query.limit !== undefined) {
    text += ' LIMIT ? OFFSET ?';
    params.push(query.limit, query.offset ?? 0);
  }
  return (db.prepare(text).all(...params) as { data: string }[]).map((r) => JSON.parse(r.data) as Row);
}

/** A live row by id; with a tenant, only that tenant's. */
export function getRow(
  db: DatabaseSync,
  spec: ResourceSpec,
  id: string,
  tenantId: string | null,
): Row | undefined {
  const params: SQLInputValue[] = [id];
  let sql = `SELECT data FROM ${tableOf(spec)} WHERE id = ? AND is_deleted = 0`;
  if (tenantId !== null) {
    sql += ' AND tenant_id = ?';
    params.push(tenantId);
  }
  const row = db.prepare(sql).get(...params) as { data: string } | undefined;
  return row ? (JSON.parse(row.data) as Row) : undefined;
}

/** Whether the id exists at all (any tenant, deleted or not): a new row must not take it. */
export function idTaken(db: DatabaseSync, spec: ResourceSpec, id: string): boolean {
  return db.prepare(`SELECT 1 FROM ${tableOf(spec)} WHERE id = ?`).get(id) !== undefined;
}

/** Adds a row; `ignoreExisting` skips an id already present (re-seeding an existing file). */
export function insertRow(
  db: DatabaseSync,
  spec: ResourceSpec,
  id: string,
  tenantId: string,
  data: Row,
  ignoreExisting = false,
): void {
  db.prepare(
    `INSERT ${ignoreExisting ? 'OR IGNORE ' : ''}INTO ${tableOf(spec)} (id, tenant_id, data, is_deleted) VALUES (?, ?, ?, 0)`,
  ).run(id, tenantId, JSON.stringify(data));
}

export function updateRow(db: DatabaseSync, spec: ResourceSpec, id: string, data: Row): void {
  db.prepare(`UPDATE ${tableOf(spec)} SET data = ? WHERE id = ?`).run(JSON.stringify(data), id);
}

/** Logical delete; returns how many live rows it hit. */
export function removeRows(
  db: DatabaseSync,
  spec: ResourceSpec,
  ids: string[],
  tenantId: string | null,
): number {
  let changed = 0;
  const now = formatDateTime();
  for (const id of ids) {
    const row = getRow(db, spec, id, tenantId);
    if (!row) continue;
    db.prepare(`UPDATE ${tableOf(spec)} SET is_deleted = 1, data = ? WHERE id = ?`).run(
      JSON.stringify({ ...row, isDeleted: 1, updateTime: now }),
      id,
    );
    changed++;
  }
  return changed;
}
