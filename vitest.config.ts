import { defineConfig } from 'vitest/config';

const EVERY_TEST = ['tests/**/*.test.ts', 'tests/**/*.test.tsx'];
/**
 * Files that replace modules or globals (vi.mock, vi.stubGlobal): they need a module graph of their own.
 * The other unit files share their worker's (no isolation): the suite takes about 40% less time.
 */
export const OWN_MODULES = [
  'tests/web/kit/chart-failure.test.tsx',
  'tests/web/back.test.ts',
  'tests/core/http/json.test.ts',
  // Screens still on the runtime's client (web/src/app/runtime.ts) reach the fake gateway through fetch.
  'tests/web/screen-text-custom.test.tsx',
];

/**
 * Files that test a module's state from its start (i18next's catalogue right after initI18n): another file
 * of the same worker may have loaded texts into the shared instance before them.
 */
export const FRESH_START = ['tests/web/i18n.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: EVERY_TEST,
          exclude: ['tests/e2e/**', ...OWN_MODULES, ...FRESH_START],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'isolated', include: ['tests/e2e/**/*.test.ts', ...OWN_MODULES, ...FRESH_START] },
      },
    ],
  },
});
