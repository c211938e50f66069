import { Code } from '@moyue/contracts/codes';
import { ServiceMessages } from '@moyue/contracts/messages';

/** A business failure: becomes `Success:false` with this Code and Chinese Description. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly description: string,
    readonly httpStatus = 200,
  ) {
    super(description);
    this.name = 'AppError';
  }
}

export const badRequest = (description: string) => new AppError(Code.BadRequest, description, 400);
export const notFound = (description = '资源不存在') =>
  new AppError(Code.NotFound, description, 404);

// A service the request needs (PostgreSQL, Redis) is out of reach: socket-level failures,
// the server going away (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now,
// 53300 too_many_connections, class 08 connection exceptions) and the clients' own words for them.
const UNREACHABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_MESSAGES = [
  // pg: a connection ended under a query, or before it could be used
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  // pg-pool: connectionTimeoutMillis passed while waiting for a connection
  /^timeout exceeded when trying to connect$/,
  // pg: query_timeout passed without an answer (a connection gone silent; platform/db.ts)
  /^Query read timeout$/,
  // ioredis: not connected (enableOfflineQueue off), connection dropped, commandTimeout
  /^Stream isn't writeable and enableOfflineQueue options is false$/,
  /^Connection is closed\.?$/,
  /^Command timed out$/,
  /^Reached the max retries per request limit/,
];

/** true when error (or what caused it) says a database or Redis connection failed, not the request. */
export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || error === null || typeof error !== 'object') return false;
  const { code, message, name, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    name?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (UNREACHABLE_ERRNOS.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (name === 'MaxRetriesPerRequestError') return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
    return true;
  // Drizzle wraps driver errors (cause); net.connect to several addresses fails with an AggregateError.
  if (cause !== undefined && isServiceUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isServiceUnavailable(inner, depth + 1));
}

/** 503 with its own Code while the database or Redis is away; the client may retry later. */
export const serviceUnavailable = () =>
  new AppError(Code.ServiceUnavailable, ServiceMessages.Unavailable, 503);
