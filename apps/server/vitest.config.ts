import { defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * Files that compare how long two answers take (an account that exists and one
 * that does not must not differ): they run alone, after the rest (vitest.timing.config.ts),
 * since a neighbour's work would show in their clocks.
 */
export const TIMING_FILES = [
  'src/modules/accounts/login.enumeration.routes.test.ts',
  'src/modules/accounts/register-reset.routes.test.ts',
];

/** What the API suite's files share, side by side or alone. */
export const serverTest: ViteUserConfig['test'] = {
  environment: 'node',
  // Migrates one embedded database per run; every test's PGlite starts from its snapshot.
  globalSetup: ['src/testing/global-setup.ts'],
  testTimeout: 120_000,
  hookTimeout: 300_000,
  // One module graph per worker for all its files (the app, jieba's dictionary, drizzle loaded
  // once, not 138 times): every file builds its own app and database, and none mocks a module.
  isolate: false,
};

export default defineConfig({
  test: {
    ...serverTest,
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...TIMING_FILES],
    // Files run side by side (the root config's maxWorkers): each has its own database (a
    // PostgreSQL copy or an in-memory PGlite) and its own Redis key prefix (testing/test-app.ts).
    // Measured 2026-11-26 on 2 cores with PostgreSQL: 10 min 5 s one at a time, 6 min 43 s two.
    fileParallelism: true,
  },
});
