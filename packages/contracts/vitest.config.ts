import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contracts',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // fast-check's first `fc.string({ unit: 'binary' })` in a file takes ~5 s (measured: 5.3 s
    // for the first 100 samples, 6 ms for the next 100), over vitest's 5 s default on a busy machine.
    testTimeout: 20_000,
  },
});
