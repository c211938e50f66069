/* eslint-disable no-restricted-imports -- the build configuration runs in Node, not in the browser */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import { defineConfig, type Plugin } from 'vite';
import { antdFirstStyles } from './vite-antd-styles.ts';
import { CHUNK_GROUPS, readerFrameClosure } from './vite-chunks.ts';

/**
 * pdf.js's character maps and standard fonts, served from /pdfjs/ (issue 13
 * item 4: a PDF whose CJK font is not embedded drew blank pages without
 * them): copied into the build, answered from node_modules by the dev server.
 */
const PDFJS_DIRECTORIES = ['cmaps', 'standard_fonts'];
function pdfjsAssets(): Plugin {
  const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return {
    name: 'moyue-pdfjs-assets',
    configureServer(server) {
      server.middlewares.use('/pdfjs', (request, response, next) => {
        const relative = decodeURIComponent((request.url ?? '').split('?')[0] ?? '');
        const file = path.join(root, path.normalize(relative));
        const inside = PDFJS_DIRECTORIES.some((dir) =>
          file.startsWith(path.join(root, dir, path.sep)),
        );
        if (!inside || !fs.existsSync(file)) return next();
        fs.createReadStream(file).pipe(response);
      });
    },
    generateBundle() {
      for (const dir of PDFJS_DIRECTORIES)
        for (const name of fs.readdirSync(path.join(root, dir)))
          this.emitFile({
            type: 'asset',
            fileName: `pdfjs/${dir}/${name}`,
            source: fs.readFileSync(path.join(root, dir, name)),
          });
    },
  };
}

/**
 * The reader frame's own policy, in the built page beside the server's header
 * (issue 13 item 8): book markup can fetch nothing — images, fonts and media
 * only from data: and blob: (epub.js inlines the book's resources), no
 * connections, no frames. Left out of the dev server, whose client needs its
 * websocket.
 */
const READER_FRAME_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline' data:",
  'img-src data: blob:',
  'font-src data: blob:',
  'media-src data: blob:',
  "connect-src 'none'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
function readerFramePolicy(): Plugin {
  return {
    name: 'moyue-reader-frame-policy',
    apply: 'build',
    transformIndexHtml(html, context) {
      if (!context.path.endsWith('reader-frame.html')) return html;
      return [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: READER_FRAME_POLICY },
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}

/**
 * The fonts of @embedpdf/fonts-sc (Noto Sans SC), whose exports map lists only
 * its script: the EPUB frame's vertical font is one of them, imported with
 * ?url (features/reading/vertical-font-file.ts) and so built as a hashed asset.
 */
export const FONT_ALIASES = [
  {
    find: /^@embedpdf\/fonts-sc\/fonts\//,
    replacement: `${path.join(
      path.dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')),
      '..',
      'fonts',
    )}/`,
  },
];

/**
 * Precompressed twins of the built text files (issue 16): name.br and name.gz
 * beside each, which the server sends to a client that accepts them instead
 * of compressing every response again (apps/server/src/platform/spa.ts).
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml)$/;
const MIN_COMPRESS_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'moyue-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = listFiles(outDir).filter(
        (file) => COMPRESSIBLE.test(file) && fs.statSync(file).size >= MIN_COMPRESS_BYTES,
      );
      await Promise.all(
        files.map(async (file) => {
          const source = await fs.promises.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          // A twin that saves nothing is left out: the server then sends the file itself.
          if (br.length < source.length) await fs.promises.writeFile(`${file}.br`, br);
          if (gz.length < source.length) await fs.promises.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * The contract's modules build their zod schemas at load. Bundlers keep a
 * top-level call unless told it is pure, so every page that imported a path
 * constant or a message also got zod and all schemas (~25 KB gzip in the
 * shell, issue 16). Each top-level `const X = call(…)` of packages/contracts
 * is wrapped as a pure IIFE: dropped when nothing uses X, run as before when
 * something does. The contracts have no top-level statement with an effect.
 */
const CONTRACTS_SOURCE = /\/packages\/contracts\/src\/(?!.*\.test\.ts$).*\.ts$/;
interface AstNode {
  type: string;
  start: number;
  end: number;
  declaration?: AstNode | null;
  declarations?: { init?: AstNode | null }[];
}
function pureContractSchemas(): Plugin {
  return {
    name: 'moyue-pure-contract-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!CONTRACTS_SOURCE.test(id.split('?')[0] ?? '')) return null;
      const program = this.parse(code) as unknown as { body: AstNode[] };
      const text = new MagicString(code);
      for (const statement of program.body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations ?? []) {
          if (init?.type !== 'CallExpression') continue;
          text.appendLeft(init.start, '/* @__PURE__ */ (() => (');
          text.appendRight(init.end, '))()');
        }
      }
      return text.hasChanged()
        ? { code: text.toString(), map: text.generateMap({ hires: true }) }
        : null;
    },
  };
}

/** The shell's files (vite-chunks.ts): always there before a lazy chunk is asked for. */
const SHELL_FILE = /(^|\/)(shell|rolldown-runtime)-[\w-]+\.(js|css)$/;

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
  plugins: [
    react(),
    antdFirstStyles(),
    pureContractSchemas(),
    readerFrameClosure(),
    pdfjsAssets(),
    readerFramePolicy(),
    precompress(),
  ],
  resolve: { alias: FONT_ALIASES },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1600,
    modulePreload: {
      // Browsers without modulepreload (Safari < 17) load a page's chunks as it imports them;
      // the polyfill was one more request before every first render (issue 16).
      polyfill: false,
      // A lazy chunk's list leaves out the shell's own files, loaded before any chunk is asked
      // for (the route table in the shell carries every page's list).
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !SHELL_FILE.test(dep)) : deps,
    },
    rollupOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
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
