import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts/vitest.config.ts',
      'packages/corpus/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/server/vitest.timing.config.ts',
      'apps/web/vitest.config.ts',
    ],
    // vitest's default is one worker fewer than the cores (1 on this 2-core machine); a test
    // file waits on its database as much as it computes, so two run well side by side.
    maxWorkers: Math.max(2, os.availableParallelism()),
  },
});
