/**
 * Loads `fixtures/sandbox/*.json` into a new database: `<resource>.json` arrays plus `grants.json`; entries
 * without a fixture file get generated rows (generate.ts); the modules' menus are filed (module-menus.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { Registry, ResourceSpec } from '../../core/src/resources/types.ts';
import { seedButtonPermissions } from './button-permissions.ts';
import { seedFormApps } from './form-apps-seed.ts';
import { generateRows, namePickedOnce } from './generate.ts';
import { linkHouseholders, seedHouseholders } from './householders.ts';
import { seedModuleMenus } from './module-menus.ts';
import { linkPayslipBatches } from './payslip.ts';
import { regionTree } from './regions.ts';
import { recordSeedFingerprint } from './seed-fingerprint.ts';
import { ADMIN_TENANT, insertRow, type Row, transaction } from './store.ts';
import { formatDateTime, parseJsonLossless } from './wire.ts';

export const FIXTURES_DIR = new URL('../../fixtures/sandbox/', import.meta.url);

interface Grants {
  roleMenus?: { roleId: string; menus: 'all' | string[] }[];
  roleScopes?: { roleId: string; dataScopes?: 'all' | string[]; apiScopes?: 'all' | string[] }[];
  topMenus?: { topMenuId: string; menus: string[] }[];
}

const readJson = (name: string): unknown => {
  const url = new URL(name, FIXTURES_DIR);
  return existsSync(url) ? parseJsonLossless(readFileSync(url, 'utf8')) : undefined;
};

/** Entries seeded by a module of their own (scripts/sandbox/householders.ts). */
const seededApart = new Set(['householder']);

/** `dataDir`: where the region tree keeps the villages it derives (the householders' areas). */
export function seedDatabase(
  db: DatabaseSync,
  registry: Registry,
  dataDir = join(tmpdir(), 'nbxt-regions'),
): void {
  const now = formatDateTime();
  const ids: Record<string, string[]> = {};
  const generated: ResourceSpec[] = [];
  transaction(db, () => {
    for (const spec of Object.values(registry)) {
      const rows = readJson(`${spec.name}.json`);
      if (!Array.isArray(rows)) {
        if (spec.fields.length > 0 && !seededApart.has(spec.name)) generated.push(spec);
        continue;
      }
      ids[spec.name] = [];
      for (const raw of rows as Row[]) {
        const id = String(raw[spec.idField]);
        const row: Row = { ...raw, createTime: raw.createTime ?? now, updateTime: raw.updateTime ?? now };
        row.status ??= 1;
        row.isDeleted = 0;
        row[spec.idField] = id;
        if (spec.tenantScoped) row.tenantId ??= ADMIN_TENANT;
        insertRow(db, spec, id, String(row.tenantId ?? ADMIN_TENANT), row, true);
        ids[spec.name]!.push(id);
      }
    }
    seedHouseholders(db, registry, regionTree(dataDir));
    generateRows(db, registry, generated);
    linkHouseholders(db, registry);
    linkPayslipBatches(db, registry);
    seedFormApps(db, registry);
    namePickedOnce(db, registry);
    seedModuleMenus(db, registry, now);
    seedButtonPermissions(db, registry, now);
    const grants = (readJson('grants.json') ?? {}) as Grants;
    const pick = (list: 'all' | string[] | undefined, name: string) =>
      list === 'all' ? (ids[name] ?? []) : (list ?? []);
    for (const g of grants.roleMenus ?? []) {
      for (const menuId of pick(g.menus, 'menu'))
        db.prepare('INSERT OR IGNORE INTO role_menu VALUES (?, ?)').run(g.roleId, menuId);
    }
    for (const g of grants.roleScopes ?? []) {
      for (const id of pick(g.dataScopes, 'data-scope'))
        db.prepare('INSERT OR IGNORE INTO role_scope VALUES (?, ?, 1)').run(g.roleId, id);
      for (const id of pick(g.apiScopes, 'api-scope'))
        db.prepare('INSERT OR IGNORE INTO role_scope VALUES (?, ?, 2)').run(g.roleId, id);
    }
    for (const t of grants.topMenus ?? []) {
      for (const menuId of t.menus)
        db.prepare('INSERT OR IGNORE INTO top_menu_setting VALUES (?, ?)').run(t.topMenuId, menuId);
    }
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('seeded', ?)").run(now);
    recordSeedFingerprint(db, registry);
  });
}
