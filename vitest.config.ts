import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { slowFirst } from './tools/src/slow-first-sequencer.ts';

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
    // The longest files first (measured 2026-11-27, 15–84 s each): else a clean clone runs
    // some of them last, beside an idle worker.
    sequence: {
      sequencer: slowFirst([
        'routes.property.test.ts',
        'search.routes.test.ts',
        'login.caps.routes.test.ts',
        'import-cli.test.ts',
        'backup-s3.test.ts',
        'audio-book-importer.test.ts',
        'import-cli.search.test.ts',
        'backup.test.ts',
        'planner-statistics.test.ts',
        'lesson-course-importer.test.ts',
      ]),
    },
  },
});
