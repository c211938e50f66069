import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { connectRedis } from './redis.ts';
import {
  IN_FLIGHT_SECONDS,
  MemoryAttemptLimiter,
  RedisAttemptLimiter,
  type AttemptCap,
  type AttemptLimiter,
} from './attempt-limit.ts';

let redis: Redis | null = null;
afterAll(() => redis?.disconnect());

interface Kit {
  limiter: AttemptLimiter;
  /** Lets `seconds` pass for the windows of key (the clock, or the key's TTL in Redis). */
  pass: (key: string, seconds: number) => Promise<void>;
}

const kits: [string, () => Promise<Kit>][] = [
  [
    'memory',
    async () => {
      let now = 1_000_000;
      return {
        limiter: new MemoryAttemptLimiter(() => now),
        pass: async (_key, seconds) => {
          now += seconds * 1000;
        },
      };
    },
  ],
];
if (process.env.REDIS_URL) {
  kits.push([
    'redis',
    async () => {
      redis ??= await connectRedis(process.env.REDIS_URL!);
      const prefix = `moyue:test:${randomUUID()}:`;
      const client = redis;
      return {
        limiter: new RedisAttemptLimiter(client, prefix),
        pass: async (key, seconds) => {
          const name = `${prefix}failed:${key}`;
          const ttl = await client.pttl(name);
          await client.pexpire(name, Math.max(1, ttl - seconds * 1000));
        },
      };
    },
  ]);
}

const cap = (key: string, limit: number): AttemptCap => ({ key, limit, windowSeconds: 900 });

async function fail(limiter: AttemptLimiter, caps: AttemptCap[], times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const start = await limiter.start(caps);
    if (start.kind !== 'started') throw new Error(`not started: ${start.kind}`);
    await limiter.finish(caps, start.ticket, true);
  }
}

describe.each(kits)('attempt limiter (%s)', (_kind, make) => {
  it('refuses once a cap holds its failures, with the time its window has left', async () => {
    const { limiter, pass } = await make();
    const caps = [cap('a', 3), cap('b', 100)];
    await fail(limiter, caps, 3);
    const refused = await limiter.start(caps);
    expect(refused).toMatchObject({ kind: 'refused', cap: caps[0] });
    expect(refused.kind === 'refused' && refused.retryAfterSeconds).toBeGreaterThan(890);
    await pass('a', 870);
    const later = await limiter.start(caps);
    expect(later.kind === 'refused' && later.retryAfterSeconds).toBeGreaterThan(25);
    expect(later.kind === 'refused' && later.retryAfterSeconds).toBeLessThanOrEqual(30);
  });

  it('counts nothing for right tries: any number of them start and finish', async () => {
    const { limiter } = await make();
    const caps = [cap('right', 2)];
    for (let i = 0; i < 10; i++) {
      const start = await limiter.start(caps);
      expect(start.kind).toBe('started');
      if (start.kind === 'started') await limiter.finish(caps, start.ticket, false);
    }
    await fail(limiter, caps, 1);
    expect((await limiter.start(caps)).kind).toBe('started');
  });

  it('is busy while failures plus tries in flight fill a cap, and starts again when one is done', async () => {
    const { limiter } = await make();
    const caps = [cap('flight', 3)];
    await fail(limiter, caps, 1);
    const first = await limiter.start(caps);
    const second = await limiter.start(caps);
    expect([first.kind, second.kind]).toEqual(['started', 'started']);
    expect(await limiter.start(caps)).toEqual({ kind: 'busy' });
    if (first.kind === 'started') await limiter.finish(caps, first.ticket, false);
    const third = await limiter.start(caps);
    expect(third.kind).toBe('started');
    if (second.kind === 'started') await limiter.finish(caps, second.ticket, true);
    if (third.kind === 'started') await limiter.finish(caps, third.ticket, false);
    expect(await limiter.start([cap('flight', 2)])).toMatchObject({ kind: 'refused' });
  });

  it('lets exactly the cap through a burst of parallel starts', async () => {
    const { limiter } = await make();
    const caps = [cap('burst', 10), cap('burst-wide', 1000)];
    const starts = await Promise.all(Array.from({ length: 30 }, () => limiter.start(caps)));
    expect(starts.filter((start) => start.kind === 'started')).toHaveLength(10);
    expect(starts.filter((start) => start.kind === 'busy')).toHaveLength(20);
  });

  it('answers the longest wait when several caps refuse', async () => {
    const { limiter, pass } = await make();
    await fail(limiter, [cap('old', 1)], 1);
    await pass('old', 600);
    await fail(limiter, [cap('new', 1)], 1);
    const refused = await limiter.start([cap('old', 1), cap('new', 1)]);
    expect(refused).toMatchObject({ kind: 'refused', cap: { key: 'new' } });
  });
});

describe('memory attempt limiter', () => {
  it('forgets a try left in flight (a process that died) after IN_FLIGHT_SECONDS', async () => {
    let now = 5_000_000;
    const limiter = new MemoryAttemptLimiter(() => now);
    const caps = [cap('lost', 1)];
    expect((await limiter.start(caps)).kind).toBe('started');
    expect((await limiter.start(caps)).kind).toBe('busy');
    now += IN_FLIGHT_SECONDS * 1000;
    expect((await limiter.start(caps)).kind).toBe('started');
  });

  it('ends a window: failures older than it count no more', async () => {
    let now = 5_000_000;
    const limiter = new MemoryAttemptLimiter(() => now);
    const caps = [cap('window', 1)];
    await fail(limiter, caps, 1);
    now += 899_000;
    expect(await limiter.start(caps)).toMatchObject({ kind: 'refused', retryAfterSeconds: 1 });
    now += 1_000;
    expect((await limiter.start(caps)).kind).toBe('started');
  });
});
