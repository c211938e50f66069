import { Redis } from 'ioredis';

/**
 * Connects to REDIS_URL; fails fast at start rather than on the first request.
 * keyPrefix (REDIS_KEY_PREFIX) goes before every key this client touches.
 */
export async function connectRedis(url: string, keyPrefix = ''): Promise<Redis> {
  const redis = new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: false,
  });
  await redis.connect();
  return redis;
}
