import { defineConfig } from 'vitest/config';
import { slowFirst } from '../tools/src/slow-first-sequencer.ts';
import { CHECKS_AT_ONCE, E2E_WORKERS } from './support/workers.ts';

/** Files with servers of their own that must run alone (vitest.cluster.config.ts). */
export const CLUSTER_FILES = ['cluster.e2e.ts'];

export default defineConfig({
  test: {
    // The e2e directory, also when npm test runs this config from the repository's root.
    root: import.meta.dirname,
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    exclude: ['**/node_modules/**', ...CLUSTER_FILES],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // expect.poll waits for what a page does after a click; vitest's 1 s default ran out on a
    // busy machine (a shelf button's label, a date picker's value), so 15 s here.
    expect: { poll: { timeout: 15_000 } },
    // E2E_WORKERS files at once, each with its own browser and its own server (support/server.ts).
    maxWorkers: E2E_WORKERS,
    fileParallelism: E2E_WORKERS > 1,
    // vitest's default (5) let two of all-routes' checks wait for one of its 3 pages inside
    // their own 60 s: a reader route timed out that way on a busy machine (2026-11-27).
    maxConcurrency: CHECKS_AT_ONCE,
    // The longest files first (measured 2026-11-27, 1.5–3.5 min each): a clean clone ran
    // all-routes, a short file, last, beside an idle worker.
    sequence: {
      sequencer: slowFirst([
        'all-routes.e2e.ts',
        'reader-books.e2e.ts',
        'reader-wild-books.e2e.ts',
        'shell.e2e.ts',
        'reading-rights.e2e.ts',
      ]),
    },
  },
});
