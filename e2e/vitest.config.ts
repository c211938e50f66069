import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './support/workers.ts';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // E2E_WORKERS files at once, each with its own browser and its own server (support/server.ts).
    maxWorkers: E2E_WORKERS,
    fileParallelism: E2E_WORKERS > 1,
  },
});
