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
    rollupOptions: {
      // The EPUB reader frame is its own small page, loaded only in a sandboxed iframe (issue 6).
      input: {
        // (resolved from the Vite root, apps/web)
        main: 'index.html',
        readerFrame: 'reader-frame.html',
      },
    },
  },
  server: {
    port: 5173,
    // The sandboxed reader frame has an opaque origin ('null'): its module scripts are CORS requests.
    cors: { origin: [/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/, 'null'] },
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [
        prefix,
        { target: 'http://localhost:3000', changeOrigin: false },
      ]),
    ),
  },
});
