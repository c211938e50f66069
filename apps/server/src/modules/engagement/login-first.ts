import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../platform/session.ts';

/**
 * A route hook for calls that need login: it runs after the session is
 * resolved and before the parameters are validated, so an anonymous caller
 * hears code 34 first, whatever else is wrong with the request.
 */
export const loginFirst = async (request: FastifyRequest): Promise<void> => {
  requireUser(request);
};
