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

  it('answers several keys from memory and loads only the missing ones, together', async () => {
    const cache = new ReadCache();
    const asked: number[][] = [];
    const load = async (keys: number[]) => {
      asked.push(keys);
      // 3 is not there: answered by nobody, and not held.
      return new Map(keys.filter((key) => key !== 3).map((key) => [key, `v${key}`]));
    };
    expect([...(await cache.getMany('r', [1, 2], load))]).toEqual([
      [1, 'v1'],
      [2, 'v2'],
    ]);
    const again = await cache.getMany('r', [2, 3, 1, 4, 4], load);
    expect(new Map(again)).toEqual(
      new Map([
        [1, 'v1'],
        [2, 'v2'],
        [4, 'v4'],
      ]),
    );
    expect(asked).toEqual([
      [1, 2],
      [3, 4],
    ]);
    cache.invalidate('r', 2);
    await cache.getMany('r', [1, 2, 3], load);
    expect(asked.at(-1)).toEqual([2, 3]);
  });

  it('does not store a batch that an invalidation overtook', async () => {
    const cache = new ReadCache();
    let release: (value: Map<number, string>) => void = () => {};
    const slow = cache.getMany(
      'r',
      [1],
      () => new Promise<Map<number, string>>((resolve) => (release = resolve)),
    );
    cache.invalidate('r', 1);
    release(new Map([[1, 'old']]));
    expect((await slow).get(1)).toBe('old');
    expect((await cache.getMany('r', [1], async () => new Map([[1, 'new']]))).get(1)).toBe('new');
  });

  it('drops every region at once, here and in the other processes', async () => {
    const cache = new ReadCache();
    const published: unknown[] = [];
    cache.connect({ publish: (m) => published.push(m), close: async () => {} });
    await cache.get('a', 1, async () => 'a1');
    await cache.get('b', 2, async () => 'b2');
    let release: (value: string) => void = () => {};
    const slow = cache.get('c', 3, () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidateAll();
    release('c3 before the seed');
    await slow;
    expect(cache.size.entries).toBe(0);
    expect(await cache.get('a', 1, async () => 'a1 again')).toBe('a1 again');
    expect(await cache.get('c', 3, async () => 'c3 after')).toBe('c3 after');
    expect(published).toHaveLength(1);
    const other = new ReadCache();
    await other.get('a', 1, async () => 'held');
    other.apply(published[0] as Parameters<ReadCache['apply']>[0]);
    expect(other.size.entries).toBe(0);
  });
});
