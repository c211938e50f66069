import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Migrates one embedded database per run; every test's PGlite starts from its snapshot.
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Each file opens its own embedded database; two at once on 2 cores only slows both.
    fileParallelism: false,
    // One module graph for all files (the app, jieba's dictionary, drizzle loaded once, not 99
    // times): every file builds its own app and database, and none mocks a module.
    isolate: false,
  },
});
