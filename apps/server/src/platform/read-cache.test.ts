import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';

describe('ReadCache', () => {
  it('loads once and answers from memory until invalidated', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cache.get('r', 1, load)).toEqual({ n: 1 });
    expect(await cache.get('r', 1, load)).toEqual({ n: 1 });
    cache.invalidate('r', 1);
    expect(await cache.get('r', 1, load)).toEqual({ n: 2 });
    cache.invalidate('r');
    expect(await cache.get('r', 1, load)).toEqual({ n: 3 });
    expect(cache.stats).toEqual({ hits: 1, misses: 3 });
  });

  it('does not hold misses', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => (++loads > 1 ? 'found' : null);
    expect(await cache.get('r', 'k', load)).toBeNull();
    expect(await cache.get('r', 'k', load)).toBe('found');
  });

  it('drops the least recently used past its entry and byte limits', async () => {
    const cache = new ReadCache({ maxEntries: 2, maxBytes: 1_000 });
    await cache.get('r', 'a', async () => 'a');
    await cache.get('r', 'b', async () => 'b');
    await cache.get('r', 'a', async () => 'stale'); // a is now the most recent
    await cache.get('r', 'c', async () => 'c');
    expect(await cache.get('r', 'b', async () => 'b again')).toBe('b again');
    expect(cache.size.entries).toBe(2);
    await cache.get('r', 'big', async () => 'x'.repeat(990));
    expect(cache.size.bytes).toBeLessThanOrEqual(1_000);
  });

  it('does not store a load that an invalidation overtook', async () => {
    const cache = new ReadCache();
    let release: (value: string) => void = () => {};
    const slow = cache.get('r', 1, () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate('r', 1);
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.get('r', 1, async () => 'new')).toBe('new');
  });

  it('forgets entries past their time to live', async () => {
    let now = 0;
    const cache = new ReadCache({ ttlMs: 1_000, now: () => now });
    await cache.get('r', 1, async () => 'first');
    now = 1_001;
    expect(await cache.get('r', 1, async () => 'second')).toBe('second');
  });

  it('applies invalidations from another process but publishes its own', async () => {
    const cache = new ReadCache();
    const published: unknown[] = [];
    cache.connect({ publish: (m) => published.push(m), close: async () => {} });
    await cache.get('r', 1, async () => 'v');
    cache.apply({ origin: 'other', region: 'r', key: '1' });
    expect(await cache.get('r', 1, async () => 'w')).toBe('w');
    cache.invalidate('r');
    expect(published).toEqual([{ origin: cache.origin, region: 'r', key: null }]);
  });
});
