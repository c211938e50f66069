import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { FONT_ALIASES } from './vite.config.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: FONT_ALIASES },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
    // One module graph and one jsdom for all files: a minute instead of three. What lives
    // outside a rendered tree (antd's global overlays, the query cache, stores, cookies and
    // storage) is emptied by src/test/setup.ts after each test and file.
    isolate: false,
  },
});
