import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
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

function isSpaPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return (
    !NON_SPA_PREFIXES.some((prefix) => pathname.startsWith(prefix)) &&
    !/\.[a-z0-9]+$/i.test(pathname)
  );
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html
 * revalidated, and every SPA path (history mode) answered with index.html.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        void reply.header(
          'Cache-Control',
          HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ webDist }, 'web build not found: run `npm run build` to serve the site');
  }

  const sendIndex = (reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile('index.html');

  app.setNotFoundHandler((request, reply) => {
    if (
      hasBuild &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      isSpaPath(request.url)
    ) {
      return sendIndex(reply);
    }
    return reply.status(404).send(fail(Code.NotFound, '请求的地址不存在'));
  });
}
