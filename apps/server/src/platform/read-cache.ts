import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * The cache of rarely-changing public reads (issue 16): content details,
 * hot words, banners … held in this process, bounded in entries and bytes
 * (least recently used first out), and dropped explicitly by the write that
 * changes them. Knows no module: a module names its regions and keys, and
 * its service calls invalidate() after each write that changes them.
 *
 * Coherence across processes: every invalidation is also published on a
 * Redis channel (when REDIS_URL is set) and applied by the other processes.
 * A message lost while Redis is away is bounded by each entry's time to live.
 * A load that began before an invalidation is not stored (the region's
 * generation changed), so a slow read never puts back what a write replaced.
 */

export interface ReadCacheOptions {
  /** Entries held in all regions together (default 200,000: an item of the full corpus (~21,000) takes up to five; maxBytes bounds the memory). */
  maxEntries?: number;
  /** Approximate bytes held (JSON length of the values; default 64 MB). */
  maxBytes?: number;
  /** Safety net for a lost cross-process message (default 5 minutes). */
  ttlMs?: number;
  now?: () => number;
}

interface Entry {
  value: unknown;
  bytes: number;
  expiresAt: number;
}

/** One invalidation as it travels between processes. */
interface InvalidationMessage {
  origin: string;
  region: string;
  key: string | null;
}

/** Where invalidations go to and come from other processes. */
export interface InvalidationBus {
  publish(message: InvalidationMessage): void;
  close(): Promise<void>;
}

const entryKey = (region: string, key: string) => `${region}\u0000${key}`;

/** The region name of an invalidation of every region (no module names a region so). */
const ALL_REGIONS = '*';

export class ReadCache {
  /** This process, so its own published messages are not applied twice. */
  readonly origin = randomUUID();
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<string, number>();
  /** Counts invalidations of all regions (invalidateAll). */
  private everything = 0;
  private bytes = 0;
  private bus: InvalidationBus | null = null;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  /** hits and misses since start, for the benchmark and health pages */
  readonly stats = { hits: 0, misses: 0 };

  constructor(options: ReadCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 200_000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
    this.now = options.now ?? Date.now;
  }

  /** Sends every invalidation to the other processes too. */
  connect(bus: InvalidationBus): void {
    this.bus = bus;
  }

  async close(): Promise<void> {
    await this.bus?.close();
    this.bus = null;
  }

  /** The cached value of region/key, else load() (stored when no invalidation came meanwhile). */
  async get<T>(region: string, key: string | number, load: () => Promise<T>): Promise<T> {
    const id = entryKey(region, String(key));
    const found = this.fresh(id);
    if (found) {
      this.stats.hits += 1;
      return found.value as T;
    }
    this.stats.misses += 1;
    const generation = this.generationOf(region);
    const value = await load();
    // Misses (null, undefined) are not held: a content created next must show at once.
    if (value !== null && value !== undefined && this.generationOf(region) === generation) {
      this.store(id, value);
    }
    return value;
  }

  /**
   * The cached values of several keys of a region; the missing ones loaded
   * together by loadMissing (one round trip for a page of search hits), each
   * stored unless an invalidation came meanwhile. A key loadMissing does not
   * answer is absent from the result and not held.
   */
  async getMany<T>(
    region: string,
    keys: readonly number[],
    loadMissing: (missing: number[]) => Promise<Map<number, T>>,
  ): Promise<Map<number, T>> {
    const found = new Map<number, T>();
    const missing: number[] = [];
    for (const key of new Set(keys)) {
      const entry = this.fresh(entryKey(region, String(key)));
      if (entry) found.set(key, entry.value as T);
      else missing.push(key);
    }
    this.stats.hits += found.size;
    if (missing.length === 0) return found;
    this.stats.misses += missing.length;
    const generation = this.generationOf(region);
    const loaded = await loadMissing(missing);
    const unchanged = this.generationOf(region) === generation;
    for (const key of missing) {
      const value = loaded.get(key);
      if (value === undefined || value === null) continue;
      found.set(key, value);
      if (unchanged) this.store(entryKey(region, String(key)), value);
    }
    return found;
  }

  /** Drops one key of a region, or the whole region, here and in the other processes. */
  invalidate(region: string, key?: string | number): void {
    const message = { origin: this.origin, region, key: key === undefined ? null : String(key) };
    this.apply(message);
    this.bus?.publish(message);
  }

  /**
   * Drops every entry of every region, here and in the other processes: after
   * a write too wide to name its keys (the demo seed into a live database).
   */
  invalidateAll(): void {
    this.invalidate(ALL_REGIONS);
  }

  /** An invalidation from another process (or this one). */
  apply(message: InvalidationMessage): void {
    if (message.region === ALL_REGIONS) {
      this.everything += 1;
      for (const id of [...this.entries.keys()]) this.drop(id);
      return;
    }
    this.generations.set(message.region, (this.generations.get(message.region) ?? 0) + 1);
    if (message.key !== null) {
      this.drop(entryKey(message.region, message.key));
      return;
    }
    const prefix = `${message.region}\u0000`;
    for (const id of [...this.entries.keys()]) if (id.startsWith(prefix)) this.drop(id);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** A live entry (now the most recently used), else undefined; an expired one is dropped. */
  private fresh(id: string): Entry | undefined {
    const found = this.entries.get(id);
    if (!found) return undefined;
    if (found.expiresAt <= this.now()) {
      this.drop(id);
      return undefined;
    }
    // Most recently used goes last.
    this.entries.delete(id);
    this.entries.set(id, found);
    return found;
  }

  /** Changes with every invalidation of the region, and with every invalidation of all regions. */
  private generationOf(region: string): string {
    return `${this.everything}:${this.generations.get(region) ?? 0}`;
  }

  private store(id: string, value: unknown): void {
    const bytes = JSON.stringify(value)?.length ?? 0;
    if (bytes > this.maxBytes) return;
    this.drop(id);
    this.entries.set(id, { value, bytes, expiresAt: this.now() + this.ttlMs });
    this.bytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.bytes -= entry.bytes;
  }
}

/** The channel of the invalidations (Redis channels take no key prefix, so it is added here). */
export const invalidationChannel = (keyPrefix: string) => `${keyPrefix}read-cache:invalidate`;

/**
 * Publishes the cache's invalidations on Redis and applies those of the other
 * processes. Subscribing needs a connection of its own (a subscribed Redis
 * connection takes no other command). A failed publish is logged and left to
 * the entries' time to live.
 */
export async function connectRedisInvalidation(
  cache: ReadCache,
  redis: Redis,
  keyPrefix: string,
  log: { warn: (context: object, message: string) => void },
): Promise<void> {
  const channel = invalidationChannel(keyPrefix);
  const subscriber = redis.duplicate({ enableOfflineQueue: true });
  subscriber.on('error', () => {
    // The command connection reports outages already; ioredis resubscribes on reconnect.
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    try {
      const message = JSON.parse(text) as InvalidationMessage;
      if (message.origin !== cache.origin) cache.apply(message);
    } catch (error) {
      log.warn({ err: error }, 'unreadable cache invalidation');
    }
  });
  await subscriber.subscribe(channel);
  // Publishes still on their way when the process closes (a CLI's last import) are waited for.
  const pending = new Set<Promise<unknown>>();
  cache.connect({
    publish(message) {
      const sent = redis.publish(channel, JSON.stringify(message)).catch((error: unknown) => {
        log.warn({ err: error }, 'cache invalidation not published');
      });
      pending.add(sent);
      void sent.finally(() => pending.delete(sent));
    },
    async close() {
      await Promise.allSettled([...pending]);
      subscriber.disconnect();
    },
  });
}
