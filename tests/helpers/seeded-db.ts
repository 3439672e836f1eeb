/**
 * A seeded sandbox database for a test, copied from one seeded once per run: seeding takes about a second
 * of CPU, copying the file a few milliseconds, and every end-to-end file, CLI file and sandbox file starts
 * at least one sandbox.
 *
 * The run's directory comes from the global setup (tests/setup/seeded-db.ts, `inject('seededDb')`); the
 * first file that needs the database seeds it there (the others wait for it), and a test outside a run (a
 * script importing the helpers) seeds its own.
 */
import {
  constants,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createSandboxHandler } from '../../scripts/sandbox/server.ts';

const runDir = (): string | undefined => {
  try {
    return inject('seededDb');
  } catch {
    return undefined;
  }
};

/** How long a file waits for another worker to finish seeding. */
const SEEDING_TIMEOUT_MS = 120_000;

/** The seeded database of the run (its folder: the file and the region data it derived), seeded once. */
async function seededTemplate(run: string): Promise<string> {
  const template = join(run, 'template');
  const ready = join(run, 'ready');
  if (existsSync(ready)) return template;
  try {
    // Whoever makes this folder seeds; a worker that finds it made waits for `ready`.
    mkdirSync(template);
  } catch {
    const deadline = Date.now() + SEEDING_TIMEOUT_MS;
    while (!existsSync(ready)) {
      if (Date.now() > deadline) throw new Error(`the run's seeded database was not ready in ${run}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return template;
  }
  // Closed, the database is one file (its write-ahead log checkpointed into it).
  await createSandboxHandler({ dbFile: join(template, 'sandbox.db') }).close();
  writeFileSync(ready, '');
  return template;
}

/**
 * A new temp folder holding a copy of the run's seeded database (`dbFile`), for a sandbox to open: it finds
 * the database seeded and does not seed it again. The caller removes `dir` when done. Outside a vitest run,
 * `dbFile` is a new file in `dir` the sandbox seeds itself.
 */
export async function seededDbCopy(): Promise<{ dir: string; dbFile: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'nbxt-sandbox-'));
  const dbFile = join(dir, 'sandbox.db');
  const run = runDir();
  if (!run) return { dir, dbFile };
  const template = await seededTemplate(run);
  for (const file of readdirSync(template))
    if (!file.endsWith('-wal') && !file.endsWith('-shm'))
      copyFileSync(join(template, file), join(dir, file), constants.COPYFILE_FICLONE);
  return { dir, dbFile };
}
