import type { FastifyReply, FastifyRequest } from 'fastify';
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

export const requestContext = (request: FastifyRequest): RequestContext => ({
  ip: request.ip,
  deviceId: request.device?.id ?? null,
  deviceToken: request.device?.token ?? null,
});
