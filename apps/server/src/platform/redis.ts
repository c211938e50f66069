import { Redis } from 'ioredis';

export interface RedisOptions {
  /** Told once when the connection is lost (ioredis reconnects by itself), and again only after it came back. */
  onConnectionLost?: (error: Error) => void;
  onReconnected?: () => void;
}

/** A command that gets no answer fails after this long (503) instead of holding the request. */
export const REDIS_COMMAND_TIMEOUT_MS = 2_000;

/**
 * Connects to REDIS_URL; fails fast at start rather than on the first request.
 * keyPrefix (REDIS_KEY_PREFIX) goes before every key this client touches.
 * While Redis is away commands fail at once (no offline queue) and the client
 * keeps reconnecting in the background.
 */
export async function connectRedis(
  url: string,
  keyPrefix = '',
  options: RedisOptions = {},
): Promise<Redis> {
  const redis = new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
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
