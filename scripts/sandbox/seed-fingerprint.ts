/**
 * The fingerprint of the seeds a database was made with: a hash of what seeding reads (the registry, the
 * modules' screens and menu texts, the fixtures, the seeding code and the faker version it draws with). `npm start` reuses a database; when
 * the code of today would seed it otherwise, it says so (the old rows stay until the file is deleted).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DatabaseSync } from 'node:sqlite';
import { menuMessages } from '../../core/src/i18n/messages/menu.ts';
import { MODULES } from '../../core/src/modules/index.ts';
import type { Registry } from '../../core/src/resources/types.ts';

/** The sandbox's files whose code makes the seeded rows (beside this folder). */
export const SEED_SOURCES = [
  'seed.ts',
  'generate.ts',
  'seed-rules.ts',
  'follows.ts',
  'householders.ts',
  'regions.ts',
  'form-apps-seed.ts',
  'form-apps-names.ts',
  'module-menus.ts',
  'button-permissions.ts',
  'payslip.ts',
  'workflow/seed.ts',
] as const;

/** The faker the generator draws with: another version draws other values from the same seeds. */
const FAKER_VERSION = (createRequire(import.meta.url)('@faker-js/faker/package.json') as { version: string })
  .version;

// seed.ts's FIXTURES_DIR (not imported: seed.ts files the fingerprint).
const FIXTURES_DIR = new URL('../../fixtures/sandbox/', import.meta.url);
const FINGERPRINT_KEY = 'seed-fingerprint';
const computed = new WeakMap<Registry, string>();

/** The fingerprint the seeds of this registry have with the code and fixtures of today. */
export function seedFingerprint(registry: Registry): string {
  const known = computed.get(registry);
  if (known) return known;
  const sha = createHash('sha256');
  sha.update(JSON.stringify(registry)).update(JSON.stringify(MODULES)).update(JSON.stringify(menuMessages));
  sha.update(`faker ${FAKER_VERSION}`);
  for (const name of SEED_SOURCES) sha.update(readFileSync(new URL(name, import.meta.url)));
  for (const name of readdirSync(FIXTURES_DIR).sort())
    sha.update(name).update(readFileSync(new URL(name, FIXTURES_DIR)));
  const fingerprint = sha.digest('hex').slice(0, 16);
  computed.set(registry, fingerprint);
  return fingerprint;
}

/** Files the fingerprint of the seeds into a database seeded now. */
export function recordSeedFingerprint(db: DatabaseSync, registry: Registry): void {
  db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(
    FINGERPRINT_KEY,
    seedFingerprint(registry),
  );
}

/** The fingerprint a database file was seeded with (undefined: none, seeded before fingerprints). */
export function storedSeedFingerprint(dbFile: string): string | undefined {
  const db = new DatabaseSync(dbFile, { readOnly: true });
  try {
    const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(FINGERPRINT_KEY) as
      | { value: string }
      | undefined;
    return row?.value;
  } catch {
    return undefined;
  } finally {
    db.close();
  }
}

/**
 * A one-line warning when an existing database was seeded by other seeds than today's (or before
 * fingerprints were filed); `shown`: the file as the user should read it.
 */
export function staleSeedWarning(dbFile: string, registry: Registry, shown = dbFile): string | undefined {
  if (!existsSync(dbFile)) return undefined;
  if (storedSeedFingerprint(dbFile) === seedFingerprint(registry)) return undefined;
  return `warning: ${shown} was seeded by an older version of the seeds (new seed data shows only in a new database); delete it to start over`;
}
