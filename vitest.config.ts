import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', environment: 'node' } },
      {
        test: { name: 'corpus', root: 'packages/corpus', environment: 'node', testTimeout: 60_000 },
      },
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
