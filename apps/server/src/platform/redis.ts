import { Redis } from 'ioredis';

/** Connects to REDIS_URL; fails fast at start rather than on the first request. */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: false,
  });
  await redis.connect();
  return redis;
}
