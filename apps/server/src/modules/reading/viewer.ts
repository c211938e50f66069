import type { FastifyRequest } from 'fastify';
import { accessTokenOf, tokenInvalid } from '../../platform/session.ts';

/**
 * A preValidation hook of the licence calls. spec §8: in authorisation, code
 * 34 sends the reader to log in — a request carrying an access token that no
 * live session answers to (expired, revoked) is refused rather than served a
 * trial. (Runs before validation, which drops AccessToken from the body.)
 */
export async function requireLiveSessionIfAny(request: FastifyRequest): Promise<void> {
  if (!request.user && accessTokenOf(request) !== null) throw tokenInvalid();
}
