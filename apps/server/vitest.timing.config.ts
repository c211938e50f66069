import { defineConfig } from 'vitest/config';
import { TIMING_FILES, serverTest } from './vitest.config.ts';

// The API files that time answers against each other, one at a time once the others are done.
export default defineConfig({
  test: {
    ...serverTest,
    name: 'server-timing',
    include: TIMING_FILES,
    fileParallelism: false,
    sequence: { groupOrder: 1 },
  },
});
