import { afterAll, describe, expect, it } from 'vitest';
import { MemoryNonceStore, RedisNonceStore } from './nonce-store.ts';
import { connectRedis } from './redis.ts';

describe('MemoryNonceStore', () => {
  it('accepts a nonce once and refuses it again inside the ttl', async () => {
    const store = new MemoryNonceStore(() => 1_000);
    expect(await store.claim('a', 600)).toBe(true);
    expect(await store.claim('a', 600)).toBe(false);
    expect(await store.claim('b', 600)).toBe(true);
  });

  it('forgets a nonce after its ttl and sweeps expired entries', async () => {
    let now = 0;
    const store = new MemoryNonceStore(() => now);
    await store.claim('a', 600);
    now = 600_001;
    expect(await store.claim('a', 600)).toBe(true);
    now = 2_000_000;
    await store.claim('c', 600);
    expect(store.size).toBe(1);
  });

  it('refuses a request issued before the process started (used by the one before), accepts its first second', async () => {
    const startedAt = Date.parse('2026-11-26T02:00:00.400Z');
    const store = new MemoryNonceStore(() => startedAt);
    expect(await store.claim('old', 600, new Date('2026-11-26T01:59:59Z'))).toBe(false);
    expect(await store.claim('new', 600, new Date('2026-11-26T02:00:00Z'))).toBe(true);
  });
});

describe.runIf(process.env.REDIS_URL)('RedisNonceStore', async () => {
  const redis = process.env.REDIS_URL ? await connectRedis(process.env.REDIS_URL) : null;
  afterAll(() => redis?.disconnect());
  const prefix = `moyue:test:${crypto.randomUUID()}:`;
  afterAll(async () => {
    const keys = await redis!.keys(`${prefix}*`);
    if (keys.length) await redis!.del(...keys);
  });

  it('refuses a replay seen by another process sharing the same Redis', async () => {
    const one = new RedisNonceStore(redis!, prefix);
    const two = new RedisNonceStore(redis!, prefix);
    expect(await one.claim('n1', 600)).toBe(true);
    expect(await two.claim('n1', 600)).toBe(false);
    expect(await redis!.ttl(`${prefix}n1`)).toBeGreaterThan(590);
  });

  // The shared Redis serves other tests: a flush of this store is its own keys deleted.
  const flush = async (storePrefix: string) => {
    const keys = await redis!.keys(`${storePrefix}*`);
    if (keys.length) await redis!.del(...keys);
  };

  it('after a flush refuses in every process what was issued before the first claim that noticed it', async () => {
    const own = `${prefix}flush:`;
    let now = Date.parse('2026-11-26T02:00:00.000Z');
    const resets: number[] = [];
    const store = () =>
      new RedisNonceStore(redis!, own, { now: () => now, onReset: (e) => resets.push(e) });
    const [one, two] = [store(), store()];
    await one.init();
    const usedAt = new Date(now);
    expect(await one.claim('dev:a', 600, usedAt)).toBe(true);
    expect(await two.claim('dev:b', 600, usedAt)).toBe(true);

    await flush(own);
    now += 1_500;
    expect(await two.claim('dev:a', 600, usedAt)).toBe(false);
    expect(resets).toEqual([now]);
    expect(await one.claim('dev:b', 600, usedAt)).toBe(false);
    // Issued in the second the store came back, before that moment: maybe used before the flush.
    expect(await one.claim('dev:c', 600, new Date(now - 500))).toBe(false);
    expect(await one.claim('dev:d', 600, new Date(now + 500))).toBe(true);
    expect(await two.claim('dev:d', 600, new Date(now + 500))).toBe(false);
    expect(resets).toHaveLength(1);
  });

  it('sets the marker once when several processes notice the flush at the same time', async () => {
    const own = `${prefix}race:`;
    const resets: number[] = [];
    let tick = Date.parse('2026-11-26T03:00:00.000Z');
    const stores = [1, 2, 3, 4, 5].map(
      () =>
        new RedisNonceStore(redis!, own, {
          now: () => (tick += 7),
          onReset: (e) => resets.push(e),
        }),
    );
    await Promise.all(stores.map((store, i) => store.claim(`dev:${i}`, 600)));
    expect(resets).toHaveLength(1);
    expect(await redis!.get(`${own}epoch`)).toBe(String(resets[0]));
  });

  it('init writes the marker for a new store and keeps the one already there', async () => {
    const own = `${prefix}init:`;
    const startedAt = Date.parse('2026-11-26T04:00:00.700Z');
    const store = new RedisNonceStore(redis!, own, { now: () => startedAt });
    await store.init();
    // A request signed in the second the API started is not refused.
    expect(await redis!.get(`${own}epoch`)).toBe(String(Date.parse('2026-11-26T04:00:00Z')));
    await new RedisNonceStore(redis!, own, { now: () => startedAt + 60_000 }).init();
    expect(await redis!.get(`${own}epoch`)).toBe(String(Date.parse('2026-11-26T04:00:00Z')));
  });
});
