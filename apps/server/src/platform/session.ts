import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '@moyue/contracts/codes';
import { LoginMessages } from '@moyue/contracts/messages';
import { accessTokens } from '../db/schema/sessions.ts';
import type { Executor } from './db.ts';
import { AppError } from './errors.ts';

/** spec §3: the cookie that carries the access token (HttpOnly: the page's scripts never see it). */
export const ACCESS_TOKEN_COOKIE = 'access_token';
/** spec §7: the signed parameter that carries the access token (native apps, the bridge). */
export const ACCESS_TOKEN_PARAM = 'AccessToken';
/** spec §4: logout clears the user, organisation and token cookies. */
export const SESSION_COOKIES = [
  ACCESS_TOKEN_COOKIE,
  'bg_user_info',
  'user_Organization',
  'bg_organization_detail',
] as const;

/** 32 random bytes: 256 bits, well above the 128 the issue asks for. */
const TOKEN_BYTES = 32;
const MAX_TOKEN_LENGTH = 200;

/** Who a request acts for: the user and the session (access token row) it came with. */
export interface SessionUser {
  userId: number;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null (set on every signed address). */
    user: SessionUser | null;
  }
}

/** The stored form of a token: lowercase hex SHA-256. */
export const hashAccessToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** A new access token: 256 random bits, base64url (URL- and cookie-safe). */
export const newAccessToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/** Creates, resolves and revokes access tokens (table access_tokens). */
export class SessionStore {
  constructor(
    private readonly db: Executor,
    private readonly ttlSeconds: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Issues a token for a user; only its hash is stored. */
  async create(input: {
    userId: number;
    deviceId: number | null;
    ip: string | null;
  }): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
    const token = newAccessToken();
    const expiresAt = new Date(this.now().getTime() + this.ttlSeconds * 1000);
    const [row] = await this.db
      .insert(accessTokens)
      .values({
        tokenHash: hashAccessToken(token),
        userId: input.userId,
        deviceId: input.deviceId,
        createdIp: input.ip,
        expiresAt,
      })
      .returning({ id: accessTokens.id });
    if (!row) throw new Error('access token insert returned nothing');
    return { token, sessionId: row.id, expiresAt };
  }

  /** The live session of a token, or null when unknown, expired or revoked. */
  async resolve(token: string): Promise<SessionUser | null> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    const [row] = await this.db
      .select({ sessionId: accessTokens.id, userId: accessTokens.userId })
      .from(accessTokens)
      .where(
        and(
          eq(accessTokens.tokenHash, hashAccessToken(token)),
          isNull(accessTokens.revokedAt),
          gt(accessTokens.expiresAt, this.now()),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** Ends one session (logout). */
  async revoke(sessionId: number): Promise<void> {
    await this.db
      .update(accessTokens)
      .set({ revokedAt: this.now() })
      .where(and(eq(accessTokens.id, sessionId), isNull(accessTokens.revokedAt)));
  }

  /** Ends every session of a user (password change and reset). */
  async revokeAllOfUser(userId: number): Promise<void> {
    await this.db
      .update(accessTokens)
      .set({ revokedAt: this.now() })
      .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
  }

  get lifetimeSeconds(): number {
    return this.ttlSeconds;
  }
}

function stringParam(source: unknown, name: string): string | null {
  if (source === null || typeof source !== 'object') return null;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The token a request carries: the signed AccessToken parameter (query or
 * form body) when given, else the access_token cookie.
 */
export function accessTokenOf(request: FastifyRequest): string | null {
  return (
    stringParam(request.query, ACCESS_TOKEN_PARAM) ??
    stringParam(request.body, ACCESS_TOKEN_PARAM) ??
    (request.cookies[ACCESS_TOKEN_COOKIE] || null)
  );
}

/** Resolves request.user; call after the signature check so the AccessToken parameter is authentic. */
export async function resolveSession(
  request: FastifyRequest,
  sessions: SessionStore,
): Promise<SessionUser | null> {
  const token = accessTokenOf(request);
  return token ? sessions.resolve(token) : null;
}

/** spec §8 code 34: the answer to a login-required call without a live session. */
export const tokenInvalid = () => new AppError(Code.TokenInvalid, LoginMessages.Expired, 401);

/** The signed-in user of a login-required call; code 34 '登录已过期，请重新登录' otherwise. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw tokenInvalid();
  return request.user;
}

/**
 * Who is asking (docs/architecture.md 'Who is asking'): the session user, the
 * signing device and the client address (the socket's, or X-Forwarded-For from
 * a trusted proxy). The reader's institutions follow from the user and the
 * address (OrganizationService); routes hand this to services, never
 * request.user or request.ip piecemeal.
 */
export interface Viewer {
  /** the signed-in user; null for anonymous readers */
  userId: number | null;
  /** the device that signed the call; null on unsigned addresses */
  deviceId: number | null;
  ip: string;
}

/** A Viewer of a login-only call: the user is known. */
export interface SignedInViewer extends Viewer {
  userId: number;
}

export const viewerOf = (request: FastifyRequest): Viewer => ({
  userId: request.user?.userId ?? null,
  deviceId: request.device?.id ?? null,
  ip: request.ip,
});

/** The viewer of a login-only call; code 34 '登录已过期，请重新登录' without a live session. */
export const signedInViewerOf = (request: FastifyRequest): SignedInViewer => ({
  ...viewerOf(request),
  userId: requireUser(request).userId,
});

/** Sets the HttpOnly access_token cookie (SameSite=Lax; Secure when the request came over HTTPS). */
export function setAccessTokenCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(ACCESS_TOKEN_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  });
}

/** spec §4: logout clears the token, user and organisation cookies. */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  for (const name of SESSION_COOKIES) {
    reply.clearCookie(name, {
      path: '/',
      httpOnly: name === ACCESS_TOKEN_COOKIE,
      sameSite: 'lax',
      secure: request.protocol === 'https',
    });
  }
}
