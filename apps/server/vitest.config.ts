import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Each file opens its own embedded database; two at once on 2 cores only slows both.
    fileParallelism: false,
  },
});
