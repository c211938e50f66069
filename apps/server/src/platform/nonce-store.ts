import type { Redis } from 'ioredis';

/** Remembers nonces so a signed request cannot be replayed inside the time window. */
export interface NonceStore {
  /** true the first time a nonce is seen within ttlSeconds, false on a replay. */
  claim(nonce: string, ttlSeconds: number): Promise<boolean>;
}

/** In-process store for a single API process (no REDIS_URL). */
export class MemoryNonceStore implements NonceStore {
  private readonly expiries = new Map<string, number>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  claim(nonce: string, ttlSeconds: number): Promise<boolean> {
    const now = this.now();
    this.sweep(now);
    const expiresAt = this.expiries.get(nonce);
    if (expiresAt !== undefined && expiresAt > now) return Promise.resolve(false);
    this.expiries.set(nonce, now + ttlSeconds * 1000);
    return Promise.resolve(true);
  }

  get size(): number {
    return this.expiries.size;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 10_000) return;
    this.lastSweep = now;
    for (const [nonce, expiresAt] of this.expiries)
      if (expiresAt <= now) this.expiries.delete(nonce);
  }
}

/** Shared store: SET NX EX, so any number of API processes refuse the same replay. */
export class RedisNonceStore implements NonceStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'moyue:nonce:',
  ) {}

  async claim(nonce: string, ttlSeconds: number): Promise<boolean> {
    const result = await this.redis.set(this.prefix + nonce, '1', 'EX', ttlSeconds, 'NX');
    return result === 'OK';
  }
}
