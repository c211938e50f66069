import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * ETags on the JSON answers of GET calls (issue 16): a strong validator over
 * the exact body, and 304 with no body when If-None-Match names it. The hash
 * (sha1 of a few KB: a few µs) is cheaper than sending the body again.
 *
 * Cache-Control: an answer may depend on the reader (cookie session, the
 * institution of the client address: IsOrdered, IsLock, Url …), so it is
 * `private, no-cache` — the reader's own browser may keep it and must ask
 * again (a 304 when unchanged), no shared cache may. A route that already
 * set Cache-Control (files, the SPA, no-store answers) keeps its own.
 *
 * Signed calls: the browser signs each call with a fresh nonce, timestamp
 * and Token in the query string, so two calls never have the same URL and the
 * browser's HTTP cache never revalidates them by itself; only a client that
 * keeps the ETag of its last answer and sends it as If-None-Match gets a 304
 * (the signature still has to pass: a replayed nonce is refused before this
 * hook, so a 304 is never an answer to an unchecked call). Unsigned public
 * GETs (/Content/Detail through a link, /v1/api/ad/recommend without
 * parameters) repeat their URL and revalidate on their own.
 */
export function registerEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
    if (etagMatches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('content-length');
      return '';
    }
    return payload;
  });
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): W/"x" matches "x"; * matches anything. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
