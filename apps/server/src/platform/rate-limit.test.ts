import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { connectRedis } from './redis.ts';
import {
  MemoryRateLimiter,
  RedisRateLimiter,
  rateLimitAddress,
  takeAll,
  type RateLimiter,
} from './rate-limit.ts';

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

  it('takes a hit back, never below 0 and never on a window that does not exist', async () => {
    const limiter = await make();
    await limiter.hit('k', 120);
    await limiter.hit('k', 120);
    await limiter.release('k');
    const after = await limiter.peek('k');
    expect(after.count).toBe(1);
    expect(after.retryAfterSeconds).toBeGreaterThan(110);
    await limiter.release('k');
    await limiter.release('k');
    expect((await limiter.peek('k')).count).toBe(0);
    await limiter.release('never-hit');
    expect(await limiter.peek('never-hit')).toEqual({ count: 0, retryAfterSeconds: 0 });
    expect((await limiter.hit('never-hit', 60)).count).toBe(1);
  });

  it('counts a burst of parallel hits exactly', async () => {
    const limiter = await make();
    const windows = await Promise.all(Array.from({ length: 30 }, () => limiter.hit('burst', 60)));
    expect(windows.map((w) => w.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
  });
});

describe.each(limiters)('takeAll (%s)', (_kind, make) => {
  it('counts a hit on every cap, or — when one goes over — on none, answering the longest wait', async () => {
    const limiter = await make();
    const caps = [
      { key: 'minute', limit: 2, windowSeconds: 60 },
      { key: 'day', limit: 100, windowSeconds: 86_400 },
    ];
    expect(await takeAll(limiter, caps)).toBeNull();
    expect(await takeAll(limiter, caps)).toBeNull();
    const over = await takeAll(limiter, caps);
    expect(over?.cap.key).toBe('minute');
    expect(over?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.peek('minute')).count).toBe(2);
    expect((await limiter.peek('day')).count).toBe(2);
    const both = await takeAll(limiter, [
      { key: 'minute', limit: 1, windowSeconds: 60 },
      { key: 'day', limit: 1, windowSeconds: 86_400 },
    ]);
    expect(both?.cap.key).toBe('day');
    expect(both?.retryAfterSeconds).toBeGreaterThan(86_000);
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

describe('rate-limit address', () => {
  it('keeps IPv4 as is, also IPv4-mapped, and counts IPv6 by its /64', () => {
    expect(rateLimitAddress('10.1.2.3')).toBe('10.1.2.3');
    expect(rateLimitAddress('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(rateLimitAddress('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(rateLimitAddress('2001:0db8:00aa:00bb:ffff::9')).toBe('2001:db8:aa:bb::/64');
    expect(rateLimitAddress('2001:db8:aa:bc::1')).toBe('2001:db8:aa:bc::/64');
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitAddress('')).toBe('');
  });
});
