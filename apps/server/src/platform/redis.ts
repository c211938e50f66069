import { Redis, type Command } from 'ioredis';

export interface RedisOptions {
  /** Told once when the connection is lost (ioredis reconnects by itself), and again only after it came back. */
  onConnectionLost?: (error: Error) => void;
  onReconnected?: () => void;
}

/** A command that gets no answer fails after this long (503) instead of holding the request. */
export const REDIS_COMMAND_TIMEOUT_MS = 2_000;

/**
 * ioredis with a command timeout that an event loop held up cannot fake. ioredis's own
 * (`commandTimeout`) is a timer; when the process's thread was busy past it (an embedded
 * PGlite query on a loaded machine), Node runs due timers before it reads the sockets, so a
 * reply that came in meanwhile was still waiting and the command failed (503) with its answer
 * there: a CI run saw it twice. This timer looks again after that read (setImmediate runs
 * after the poll phase) and fails only a command still unanswered.
 */
export class PatientRedis extends Redis {
  private readonly timed = new WeakSet<Command>();

  override sendCommand(command: Command, stream?: Parameters<Redis['sendCommand']>[1]): unknown {
    if (!this.timed.has(command)) {
      this.timed.add(command);
      setTimeout(() => {
        setImmediate(() => {
          if (!command.isSettled) command.reject(new Error('Command timed out'));
        });
      }, REDIS_COMMAND_TIMEOUT_MS).unref();
    }
    return super.sendCommand(command, stream);
  }
}

/**
 * Connects to REDIS_URL; fails fast at start rather than on the first request.
 * keyPrefix (REDIS_KEY_PREFIX) goes before every key this client touches.
 * While Redis is away commands fail at once (no offline queue) and the client
 * keeps reconnecting in the background; one unanswered for REDIS_COMMAND_TIMEOUT_MS fails.
 */
export async function connectRedis(
  url: string,
  keyPrefix = '',
  options: RedisOptions = {},
): Promise<Redis> {
  const redis = new PatientRedis(url, {
    keyPrefix,
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: false,
  });
  // Without a listener ioredis prints every failed reconnection attempt.
  let lost = false;
  redis.on('error', (error: Error) => {
    if (lost) return;
    lost = true;
    options.onConnectionLost?.(error);
  });
  redis.on('ready', () => {
    if (!lost) return;
    lost = false;
    options.onReconnected?.();
  });
  await redis.connect();
  return redis;
}

/** Live state for /healthz: PING answered within timeoutMs. */
export async function isRedisReachable(redis: Redis, timeoutMs = 500): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([redis.ping().then((reply) => reply === 'PONG'), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
