import type { FastifyRequest } from 'fastify';
import { accessTokenOf, tokenInvalid } from '../../platform/session.ts';
import type { Viewer } from './entitlement.service.ts';

/** The reader of a request: session user, signing device, client address (ARCHITECTURE: socket or trusted proxy). */
export const viewerOf = (request: FastifyRequest): Viewer => ({
  userId: request.user?.userId ?? null,
  deviceId: request.device?.id ?? null,
  ip: request.ip,
});

/**
 * A preValidation hook of the licence calls. spec §8: in authorisation, code
 * 34 sends the reader to log in — a request carrying an access token that no
 * live session answers to (expired, revoked) is refused rather than served a
 * trial. (Runs before validation, which drops AccessToken from the body.)
 */
export async function requireLiveSessionIfAny(request: FastifyRequest): Promise<void> {
  if (!request.user && accessTokenOf(request) !== null) throw tokenInvalid();
}
