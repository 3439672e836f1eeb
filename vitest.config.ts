import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/setup/sequencer.ts';

const EVERY_TEST = ['tests/**/*.test.ts', 'tests/**/*.test.tsx'];
/**
 * Files that replace modules or globals (vi.mock, vi.stubGlobal): they need a module graph of their own.
 * The other unit files share their worker's (no isolation): the suite takes about 40% less time.
 */
export const OWN_MODULES = [
  'tests/web/kit/chart-failure.test.tsx',
  'tests/web/back.test.ts',
  'tests/core/http/json.test.ts',
];

/**
 * Files that test a module's state from its start (i18next's catalogue right after initI18n): another file
 * of the same worker may have loaded texts into the shared instance before them.
 */
export const FRESH_START = ['tests/web/i18n.test.ts', 'tests/web/components/lazy-date-fields.test.tsx'];

/**
 * The unit files that run in happy-dom (their first line names it), in a project of their own: vitest hands a
 * worker that has run a file to the next file only when that one needs the same environment, and starts a
 * new worker otherwise (its modules imported again). Apart, the DOM files follow one another in their
 * workers, and the Node files in theirs.
 */
export const DOM = globSync(EVERY_TEST).filter((file) =>
  readFileSync(file, 'utf8').startsWith('// @vitest-environment happy-dom'),
);

/** Files that run the built CLI or read the built console: their project builds them once per run first. */
export const BUILT = ['tests/cli/**', 'tests/contract/**', 'tests/web/build.test.ts'];

/**
 * The DOM files' setup: waits that outlast a loaded machine (tests/setup/testing-library.ts), React's
 * development build without a stack trace per element (tests/setup/react-owner-stacks.ts), and Mantine's
 * focus-trap warning without the element's dump (tests/setup/focus-trap-warning.ts).
 */
const TESTING_LIBRARY = [
  'tests/setup/testing-library.ts',
  'tests/setup/react-owner-stacks.ts',
  'tests/setup/focus-trap-warning.ts',
  'tests/setup/happy-dom-styles.ts',
];

/** What builds them (tests/setup/build-once.ts), once for every project that needs it. */
const BUILD_ONCE = ['tests/setup/build-once.ts'];

/** The run's seeded sandbox database, copied for each sandbox a file starts (tests/setup/seeded-db.ts). */
const SEEDED_DB = 'tests/setup/seeded-db.ts';

/**
 * One run, every project in the same pool: the unit files fill the workers the end-to-end files leave idle
 * while they wait on the browser. Each end-to-end file starts its own sandbox (random port, temp database)
 * and opens its own browser contexts in its worker's Chromium, so they run in parallel too. `NBXT_TEST_WORKERS` overrides the count (vitest's
 * default is one worker fewer than cores: one worker on the 2-core machine).
 */
const WORKERS = Number(process.env['NBXT_TEST_WORKERS'] ?? 3);

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: WORKERS,
    // No retry: a test that fails once fails the run; the reporter fails it too if `--retry` is passed.
    retry: 0,
    reporters: ['default', './tests/setup/retried-tests.ts'],
    // Project by project, the longest files first (tests/setup/sequencer.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: EVERY_TEST,
          exclude: ['tests/e2e/**', ...BUILT, ...OWN_MODULES, ...FRESH_START, ...DOM],
          isolate: false,
          globalSetup: [SEEDED_DB],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: DOM,
          exclude: [...OWN_MODULES, ...FRESH_START],
          setupFiles: TESTING_LIBRARY,
          // The environment stays the files' own (their first line): a project-wide one would make vite
          // resolve and transform their modules for the browser.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'isolated', include: [...OWN_MODULES, ...FRESH_START], setupFiles: TESTING_LIBRARY },
      },
      {
        extends: true,
        test: { name: 'built', include: BUILT, isolate: false, globalSetup: [...BUILD_ONCE, SEEDED_DB] },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // The files of a worker share its modules (no file replaces one) and its Chromium
          // (tests/e2e/browser.ts): about a second and a half of CPU less per file.
          isolate: false,
          globalSetup: [...BUILD_ONCE, SEEDED_DB],
          setupFiles: ['tests/setup/e2e-failure.ts'],
          // A browser test shares the cores with the other workers' files: two minutes unless it names its
          // own (a loaded machine ran a 30 s test past one minute; a hang still fails, later).
          testTimeout: 120_000,
          // A page read right after a click may see the page before React has drawn the click's outcome:
          // the end-to-end files assert what a page shows with expect.poll, retried until this long.
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
    ],
  },
});
