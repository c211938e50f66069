import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'corpus', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 90_000 },
});
