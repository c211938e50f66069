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
});

describe.runIf(process.env.REDIS_URL)('RedisNonceStore', async () => {
  const redis = process.env.REDIS_URL ? await connectRedis(process.env.REDIS_URL) : null;
  afterAll(() => redis?.disconnect());
  const prefix = `moyue:test:${crypto.randomUUID()}:`;

  it('refuses a replay seen by another process sharing the same Redis', async () => {
    const one = new RedisNonceStore(redis!, prefix);
    const two = new RedisNonceStore(redis!, prefix);
    expect(await one.claim('n1', 600)).toBe(true);
    expect(await two.claim('n1', 600)).toBe(false);
    expect(await redis!.ttl(`${prefix}n1`)).toBeGreaterThan(590);
  });
});
