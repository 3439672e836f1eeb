import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supervision } from '../../core/src/modules/monitor.ts';
import type { Registry } from '../../core/src/resources/types.ts';
import {
  SEED_SOURCES,
  seedFingerprint,
  staleSeedWarning,
  storedSeedFingerprint,
} from '../../scripts/sandbox/seed-fingerprint.ts';
import { createSandboxHandler } from '../../scripts/sandbox/server.ts';

/** `npm start` reuses a sandbox database: it warns when that file was seeded by other seeds than today's. */
describe('sandbox: the seed fingerprint of a database', () => {
  const registry: Registry = Object.fromEntries(supervision.resources.map((spec) => [spec.name, spec]));
  let dir: string;
  let dbFile: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'nbxt-fingerprint-'));
    dbFile = join(dir, 'sandbox.db');
    await createSandboxHandler({ registry, dbFile }).close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const setStored = (value: string | undefined) => {
    const db = new DatabaseSync(dbFile);
    if (value === undefined) db.prepare("DELETE FROM meta WHERE key = 'seed-fingerprint'").run();
    else db.prepare("UPDATE meta SET value = ? WHERE key = 'seed-fingerprint'").run(value);
    db.close();
  };

  it('files the fingerprint of its seeds in a new database, which then needs no warning', () => {
    expect(storedSeedFingerprint(dbFile)).toBe(seedFingerprint(registry));
    expect(staleSeedWarning(dbFile, registry, '.tmp/sandbox.db')).toBeUndefined();
  });

  it('warns in one line, naming the file and how to start over, when the seeds differ or were never filed', () => {
    const filed = seedFingerprint(registry);
    try {
      for (const stored of ['0123456789abcdef', undefined]) {
        setStored(stored);
        const warning = staleSeedWarning(dbFile, registry, '.tmp/sandbox.db');
        expect(warning).toMatch(/^warning: \.tmp\/sandbox\.db .*delete it to start over$/);
        expect(warning).not.toContain('\n');
      }
    } finally {
      const db = new DatabaseSync(dbFile);
      db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('seed-fingerprint', ?)").run(filed);
      db.close();
    }
    expect(staleSeedWarning(dbFile, registry)).toBeUndefined();
    expect(staleSeedWarning(join(dir, 'none.db'), registry)).toBeUndefined();
  });

  it('is the same for the same seed inputs and changes with a field’s samples', () => {
    const copy: Registry = structuredClone(registry);
    expect(seedFingerprint(copy)).toBe(seedFingerprint(registry));
    const changed: Registry = structuredClone(registry);
    const spec = changed['monitor-record']!;
    spec.fields = spec.fields.map((f) =>
      f.name === 'monitorItem' ? { ...f, samples: ['消防设施巡查'] } : f,
    );
    expect(seedFingerprint(changed)).not.toBe(seedFingerprint(registry));
  });

  it('covers every seeding module the seed imports', () => {
    const seed = readFileSync(new URL('../../scripts/sandbox/seed.ts', import.meta.url), 'utf8');
    const plumbing = new Set(['store.ts', 'wire.ts', 'seed-fingerprint.ts']);
    const local = [...seed.matchAll(/^import .* from '\.\/(.+\.ts)';$/gm)].map((m) => m[1]!);
    expect(local.length).toBeGreaterThan(5);
    for (const name of local) if (!plumbing.has(name)) expect(SEED_SOURCES, name).toContain(name);
  });
});
