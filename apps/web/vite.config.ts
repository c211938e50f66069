import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_PREFIXES = [
  '/v1',
  '/Content',
  '/content',
  '/rsa',
  '/Licence',
  '/RecommendBookList',
  '/recommendbooklist',
  '/python',
  '/analysis',
  '/files',
  '/docs',
  '/healthz',
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1600,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [
        prefix,
        { target: 'http://localhost:3000', changeOrigin: false },
      ]),
    ),
  },
});
