import { defineConfig } from 'vitest/config';
import { CLUSTER_FILES } from './vitest.config.ts';

// The cluster behind nginx (issue 21): its own PostgreSQL database, API processes, worker
// and nginx, no server of the global setup. It kills and restarts processes against
// deadlines, so it runs alone, not beside other files (npm test's last phase).
export default defineConfig({
  test: {
    // The e2e directory, also when npm test runs this config from the repository's root.
    root: import.meta.dirname,
    name: 'e2e-cluster',
    include: CLUSTER_FILES,
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
