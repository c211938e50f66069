import type { FastifyReply, FastifyRequest } from 'fastify';
import { viewerOf } from '../../platform/session.ts';
import { RateLimitedError, type RequestContext } from './code-guard.ts';

/** POST bodies of spec §7 are form-encoded. */
export const FORM = ['application/x-www-form-urlencoded'];

/** Adds Retry-After to a rate-limit refusal before the error handler writes the envelope. */
export async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RateLimitedError)
      void reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

/** Who is asking (viewerOf), with the signing device's token the login calls record. */
export const requestContext = (request: FastifyRequest): RequestContext => {
  const { ip, deviceId } = viewerOf(request);
  return { ip, deviceId, deviceToken: request.device?.token ?? null };
};
