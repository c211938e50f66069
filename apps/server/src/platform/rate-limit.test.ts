import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { connectRedis } from './redis.ts';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from './rate-limit.ts';

let redis: Redis | null = null;
afterAll(() => redis?.disconnect());

const limiters: [string, () => Promise<RateLimiter>][] = [
  ['memory', async () => new MemoryRateLimiter()],
];
if (process.env.REDIS_URL) {
  limiters.push([
    'redis',
    async () => {
      redis ??= await connectRedis(process.env.REDIS_URL!);
      return new RedisRateLimiter(redis, `moyue:test:${randomUUID()}:`);
    },
  ]);
}

describe.each(limiters)('rate limiter (%s)', (_kind, make) => {
  it('counts hits in one window and says how long it has left', async () => {
    const limiter = await make();
    expect(await limiter.peek('k')).toEqual({ count: 0, retryAfterSeconds: 0 });
    expect((await limiter.hit('k', 120)).count).toBe(1);
    const second = await limiter.hit('k', 120);
    expect(second.count).toBe(2);
    expect(second.retryAfterSeconds).toBeGreaterThan(110);
    expect(second.retryAfterSeconds).toBeLessThanOrEqual(120);
    expect((await limiter.peek('k')).count).toBe(2);
    expect((await limiter.peek('other')).count).toBe(0);
  });
});

describe('memory rate limiter windows', () => {
  it('starts a new window once the old one has ended', async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter(() => now);
    await limiter.hit('k', 120);
    await limiter.hit('k', 120);
    now += 119_000;
    expect(await limiter.peek('k')).toEqual({ count: 2, retryAfterSeconds: 1 });
    now += 2_000;
    expect(await limiter.peek('k')).toEqual({ count: 0, retryAfterSeconds: 0 });
    expect(await limiter.hit('k', 120)).toEqual({ count: 1, retryAfterSeconds: 120 });
  });
});
