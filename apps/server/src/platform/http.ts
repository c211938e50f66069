import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import {
  forbiddenCharactersMessage,
  hasForbiddenCharacters,
  isFreeTextField,
} from '@moyue/contracts/api/form-fields';
import { toWellFormed } from '@moyue/contracts/signing';
import { badRequest } from './errors.ts';
import { registerEtags } from './etag.ts';

/** Content Security Policy of the app: no inline scripts, no third-party origins. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // antd writes its CSS-in-JS into <style> elements at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * Form bodies, cookies, compression and security headers. frameOrigins: the
 * external sites a page may frame (/outerwebtoview, OUTER_WEB_RESOURCES).
 */
export async function registerHttp(
  app: FastifyInstance,
  options: { frameOrigins?: readonly string[] } = {},
): Promise<void> {
  await app.register(formbody, { bodyLimit: 1024 * 1024 });
  // spec §7 sends some POSTs with an empty payload: an absent body is an empty form.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null))
      request.body = {};
  });
  // Before the signature check and every schema: a control character or lone surrogate in any
  // parameter (query, path, form or JSON body) but free text is refused here, once for all
  // routes (issue 12); free-text fields (freeTextSchema) drop them instead.
  app.addHook('preValidation', async (request) => {
    const fields = fieldsWithForbiddenCharacters(request);
    if (fields.length) throw badRequest(forbiddenCharactersMessage(fields));
  });
  await app.register(cookie);
  // Before compression: the ETag is over the serialised body.
  registerEtags(app);
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  // helmet's middleware built once: @fastify/helmet rebuilt it (parsing the CSP) on every
  // request, ~4 % of the CPU of a /Content/Detail call (issue 16). The headers do not depend
  // on the request (no CSP nonces, no per-route options).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...CONTENT_SECURITY_POLICY,
        frameSrc: [...CONTENT_SECURITY_POLICY.frameSrc, ...(options.frameOrigins ?? [])],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error === undefined ? undefined : (error as Error)),
    );
  });
}

/** Names of the parameters holding (at any depth) a string with forbidden characters. */
function fieldsWithForbiddenCharacters(request: FastifyRequest): string[] {
  const fields = new Set<string>();
  const schema = request.routeOptions.schema;
  for (const [source, sourceSchema] of [
    [request.params, schema?.params],
    [request.query, schema?.querystring],
    [request.body, schema?.body],
  ] as const) {
    if (source === null || typeof source !== 'object') continue;
    for (const [name, value] of Object.entries(source as Record<string, unknown>)) {
      // Free text (comments, excerpts) drops them in its schema, after the signature check.
      if (isFreeTextField(sourceSchema, name)) continue;
      if (hasForbiddenCharacters(name) || holdsForbiddenText(value)) fields.add(printable(name));
    }
  }
  return [...fields];
}

/** A field name fit for the Description: its forbidden characters become U+FFFD. */
const printable = (name: string): string =>
  // eslint-disable-next-line no-control-regex -- the characters refused above
  toWellFormed(name).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '\ufffd');

function holdsForbiddenText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasForbiddenCharacters(value);
  if (value === null || typeof value !== 'object' || depth > 20) return false;
  return Object.entries(value).some(
    ([key, inner]) => hasForbiddenCharacters(key) || holdsForbiddenText(inner, depth + 1),
  );
}
