import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '@moyue/contracts/codes';
import { fail } from './envelope.ts';

/** Paths that belong to the API or server pages: never answered with the SPA. */
const NON_SPA_PREFIXES = [
  '/v1/',
  '/Content/',
  '/content/',
  '/rsa/',
  '/Licence/',
  '/RecommendBookList/',
  '/recommendbooklist/',
  '/python/',
  '/analysis/',
  '/files/',
  '/docs',
  '/healthz',
  '/assets/',
];

const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const BUILT_ASSET = /[\\/]assets[\\/][^\\/]+$/;
/** Built files a browser may open as a document (they keep every security header). */
const DOCUMENT_ASSET = /\.(?:html?|svg|xml|pdf)$/i;
/**
 * The security headers that only a document heeds (helmet's, platform/http.ts):
 * a built script, style sheet, font or picture keeps nosniff and its resource
 * policy but not these ~1 KB, sent with each of the first render's files
 * (9 on a phone, ~45 at 1440 px; issue 16).
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** The EPUB reader frame (issue 6): only ever a sandboxed document with an opaque origin. */
const READER_FRAME = /[\\/]reader-frame\.html$/;
/** The build's precompressed twins (issue 16): name.br and name.gz beside each text file. */
const PRECOMPRESSED_SUFFIX = /\.(?:br|gz)$/;
/**
 * Its policy: sandboxed even when opened directly; epub.js hands book styles,
 * fonts and images to the chapter frames as blob: URLs; no inline script runs.
 */
const READER_FRAME_POLICY = [
  'sandbox allow-scripts',
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline' blob: data:",
  "img-src 'self' data: blob:",
  "font-src 'self' data: blob:",
  "connect-src 'self' blob:",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

function isSpaPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return (
    !NON_SPA_PREFIXES.some((prefix) => pathname.startsWith(prefix)) &&
    !/\.[a-z0-9]+$/i.test(pathname)
  );
}

/**
 * Rewrites index.html for one request (e.g. the Open Graph tags of a detail
 * page); answers the html unchanged when it has nothing to add. Whatever it
 * puts in must be escaped.
 */
export type IndexTransform = (html: string, request: FastifyRequest) => Promise<string>;

/**
 * Serves the built web app: hashed assets cached for a year, index.html
 * revalidated, each file's precompressed twin where the client accepts it, and every SPA path (history mode) answered with index.html,
 * passed through the index transforms.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  transforms: IndexTransform[] = [],
): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz twins: sent as they are to a client that accepts them.
      preCompressed: true,
      setHeaders(reply, sentPath) {
        const filePath = sentPath.replace(PRECOMPRESSED_SUFFIX, '');
        void reply.header(
          'Cache-Control',
          HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The reader frame's origin is opaque ('null'), so its module scripts and
        // stylesheets are CORS requests; the built assets are public and cookie-free.
        if (BUILT_ASSET.test(filePath)) {
          void reply.header('Access-Control-Allow-Origin', '*');
          if (!DOCUMENT_ASSET.test(filePath))
            for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
        }
        if (READER_FRAME.test(filePath))
          void reply.header('Content-Security-Policy', READER_FRAME_POLICY);
      },
    });
  } else {
    app.log.warn({ webDist }, 'web build not found: run `npm run build` to serve the site');
  }

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (transforms.length === 0) return reply.sendFile('index.html');
    const original = await fs.promises.readFile(indexFile, 'utf8');
    let html = original;
    for (const transform of transforms) html = await transform(html, request);
    return html === original ? reply.sendFile('index.html') : reply.send(html);
  };

  app.setNotFoundHandler((request, reply) => {
    if (
      hasBuild &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      isSpaPath(request.url)
    ) {
      return sendIndex(request, reply);
    }
    return reply.status(404).send(fail(Code.NotFound, '请求的地址不存在'));
  });
}
