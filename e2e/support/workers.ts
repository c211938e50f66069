import os from 'node:os';

/**
 * How many test files run at once, each against a server of its own
 * (global-setup.ts starts one per worker). Two on this 2-core machine: a file
 * spends most of its time waiting for pages, so two share the cores well.
 * E2E_WORKERS overrides (1: one server, one file at a time).
 */
export const E2E_WORKERS = Math.max(
  1,
  Number(process.env.E2E_WORKERS) || Math.min(2, os.availableParallelism()),
);

/**
 * Tests marked concurrent (all-routes' checks) running at once in a file: as many as the
 * pages a file lends them, so that no test spends its timeout waiting for a page.
 */
export const CHECKS_AT_ONCE = 3;
