/**
 * Global setup of the projects whose files start sandboxes (vitest.config.ts): a folder for the run's
 * seeded database, seeded by the first file that needs it and copied for every sandbox
 * (tests/helpers/seeded-db.ts), removed at the end of the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder of the seeded database. */
    seededDb: string;
  }
}

/** One folder for the whole run, whichever project sets up first (each may load this module anew). */
const RUN = Symbol.for('nbxt.seededDb');
const shared = globalThis as { [RUN]?: string };

export default function seededDb(project: TestProject): () => void {
  shared[RUN] ??= mkdtempSync(join(tmpdir(), 'nbxt-seeded-'));
  project.provide('seededDb', shared[RUN]);
  return () => {
    // Teardowns run once every file is done.
    if (shared[RUN]) rmSync(shared[RUN], { recursive: true, force: true });
    delete shared[RUN];
  };
}
