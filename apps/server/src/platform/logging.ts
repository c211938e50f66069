import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import ipaddr from 'ipaddr.js';

/**
 * Parameter and header names whose values never reach a log line (issue 21):
 * the signed-call secrets of spec §7 (AccessToken, Token, DeviceKey, the
 * device token), passwords, SMS / e-mail / OAuth codes, keys and cookies.
 */
const SECRET_FIELDS = [
  'AccessToken',
  'accessToken',
  'access_token',
  'Token',
  'token',
  'DeviceKey',
  'DeviceToken',
  'deviceToken',
  'password',
  'Password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'code',
  'validateCode',
  'wxCode',
  'verifyToken',
  'VerifyToken',
  'PrivateKeyPemStr',
  'clientSecret',
  'secret',
];
/** Objects a log call may carry request data under. */
const CARRIERS = ['body', 'query', 'params', 'req.body', 'req.query', 'req.params'];

/** pino redact paths: secret fields at the top level and under each carrier, and the headers. */
export const REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...CARRIERS.flatMap((carrier) => SECRET_FIELDS.map((field) => `${carrier}.${field}`)),
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-metrics-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

/** The path of a request address without its query string: GET calls carry AccessToken and Token there. */
export function pathOnly(url: string | undefined): string {
  if (!url) return '';
  const query = url.indexOf('?');
  return query === -1 ? url : `${url.slice(0, query)}?…`;
}

/** Drizzle puts the statement's parameters (token hashes, phone numbers) into its error message. */
function withoutQueryParams(message: string): string {
  return message.replace(/\nparams: [^\n]*/g, '\nparams: [redacted]');
}

/** An error as a log line shows it: type, message, code, stack and causes, no query parameters. */
function serializeError(
  error: unknown,
  depth = 0,
): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const { code } = error as { code?: unknown };
  return {
    type: error.constructor.name,
    message: withoutQueryParams(error.message),
    stack: withoutQueryParams(error.stack ?? ''),
    ...(code !== undefined ? { code } : {}),
    ...(error.cause !== undefined && depth < 3
      ? { cause: serializeError(error.cause, depth + 1) }
      : {}),
  };
}

/** Where log lines go (stdout unless a test captures them). */
export interface LogStream {
  write(line: string): void;
}

type LoggerSettings = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The request a piece of work runs for, so lines logged through app.log (services) name it too. */
const currentRequest = new AsyncLocalStorage<{ reqId: string }>();

interface LoggedRequest {
  method?: string;
  url?: string;
  socket?: { remoteAddress?: string };
  ip?: string;
}

/** Fastify's logger settings: level, redaction, and request lines that show the path, not the query. */
export function loggerOptions(options: {
  level: string;
  pretty: boolean;
  /** the production outbox must not print SMS and e-mail codes (the demo's tests read them there) */
  hideOutbox: boolean;
  stream?: LogStream;
}): LoggerSettings {
  return {
    level: options.level,
    redact: {
      paths: [...REDACT_PATHS, ...(options.hideOutbox ? ['outbox.body'] : [])],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: pathOnly(request.url),
        remoteAddress: request.ip ?? request.socket?.remoteAddress,
      }),
      err: (error: unknown) => serializeError(error),
    },
    // request.log lines have reqId bound already; app.log lines written while serving a request get it here.
    mixin: (_fields: object, _level: number, logger?: { bindings(): Record<string, unknown> }) => {
      const request = currentRequest.getStore();
      if (!request || logger?.bindings().reqId !== undefined) return {};
      return { reqId: request.reqId };
    },
    ...(options.stream ? { stream: options.stream } : {}),
    ...(options.pretty && !options.stream
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/** What an X-Request-Id from a trusted proxy may look like (nginx's $request_id is 32 hex digits). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Request ids (issue 21): kept from X-Request-Id when the direct peer is a
 * trusted proxy (TRUSTED_PROXIES) and the value is short and plain, else a
 * fresh random one. Every log line of the request carries it as reqId.
 */
export function requestIdOptions(
  trustedProxies: readonly string[],
): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> {
  const trusted = trustedProxies.flatMap(parseRange);
  return {
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => {
      const offered = request.headers['x-request-id'];
      if (
        typeof offered === 'string' &&
        REQUEST_ID.test(offered) &&
        isTrusted(request.socket.remoteAddress, trusted)
      )
        return offered;
      return randomBytes(8).toString('hex');
    },
  };
}

/**
 * Every answer names its request (X-Request-Id), so a user's report can be found in the logs;
 * and the work done for it runs in its async context, for the log lines of services (mixin above).
 * Entered twice: the body is read in the socket's context, so preValidation enters it again.
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('X-Request-Id', request.id);
    currentRequest.run({ reqId: request.id }, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    currentRequest.run({ reqId: request.id }, done);
  });
}

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** An address or CIDR of TRUSTED_PROXIES; what is neither (a name) trusts nothing here. */
function parseRange(text: string): Range[] {
  try {
    if (text.includes('/')) return [ipaddr.parseCIDR(text)];
    const address = ipaddr.parse(text);
    return [[address, address.kind() === 'ipv4' ? 32 : 128]];
  } catch {
    return [];
  }
}

function isTrusted(remote: string | undefined, ranges: readonly Range[]): boolean {
  if (!remote || ranges.length === 0 || !ipaddr.isValid(remote)) return false;
  let address = ipaddr.parse(remote);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress())
    address = (address as ipaddr.IPv6).toIPv4Address();
  return ranges.some(
    ([range, bits]) => range.kind() === address.kind() && address.match(range, bits),
  );
}
