import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

/** Form bodies, cookies, compression and security headers. */
export async function registerHttp(app: FastifyInstance): Promise<void> {
  await app.register(formbody, { bodyLimit: 1024 * 1024 });
  // spec §7 sends some POSTs with an empty payload: an absent body is an empty form.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null))
      request.body = {};
  });
  await app.register(cookie);
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
}
