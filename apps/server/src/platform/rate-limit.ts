import type { Redis } from 'ioredis';
import ipaddr from 'ipaddr.js';

/**
 * The address a per-IP limit counts against: an IPv4 address as is (also
 * when written IPv4-mapped), an IPv6 address by its /64 — one subscriber
 * usually holds a whole /64, so counting single addresses would let them
 * step round every cap.
 */
export function rateLimitAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.parse(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const prefix = v6.parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}

/** Where a key stands in its current window. */
export interface RateWindow {
  /** Hits counted in the current window. */
  count: number;
  /** Seconds until the window ends (0 when nothing is counted). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters for rate limits and brute-force caps, shared between
 * API processes through Redis when REDIS_URL is set (same pattern as the nonce store).
 */
export interface RateLimiter {
  /** Counts one hit against key; the window starts at the first hit and lasts windowSeconds. */
  hit(key: string, windowSeconds: number): Promise<RateWindow>;
  /** The key's current window without counting. */
  peek(key: string): Promise<RateWindow>;
  /** Takes back one hit of the current window (never below 0; nothing once the window has ended). */
  release(key: string): Promise<void>;
}

/** A fixed-window cap: at most `limit` hits in `windowSeconds` from the first. */
export interface WindowCap {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit against every cap at once (each hit is atomic in the
 * limiter); when any goes over, all of them are given back and the cap with
 * the longest wait is answered, so a refusal spends nothing — a flood refused
 * on one cap never fills another. Null when every cap had room.
 */
export async function takeAll<C extends WindowCap>(
  limiter: RateLimiter,
  caps: C[],
): Promise<{ cap: C; retryAfterSeconds: number } | null> {
  const windows = await Promise.all(caps.map((cap) => limiter.hit(cap.key, cap.windowSeconds)));
  const over = caps
    .map((cap, index) => ({ cap, window: windows[index]! }))
    .filter(({ cap, window }) => window.count > cap.limit)
    .sort((a, b) => b.window.retryAfterSeconds - a.window.retryAfterSeconds)[0];
  if (!over) return null;
  await Promise.all(caps.map((cap) => limiter.release(cap.key)));
  return { cap: over.cap, retryAfterSeconds: over.window.retryAfterSeconds };
}

/** In-process counters for a single API process (no REDIS_URL). */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  hit(key: string, windowSeconds: number): Promise<RateWindow> {
    const now = this.now();
    this.sweep(now);
    const current = this.windows.get(key);
    const window =
      current && current.endsAt > now
        ? { count: current.count + 1, endsAt: current.endsAt }
        : { count: 1, endsAt: now + windowSeconds * 1000 };
    this.windows.set(key, window);
    return Promise.resolve(this.describe(window, now));
  }

  peek(key: string): Promise<RateWindow> {
    const now = this.now();
    const current = this.windows.get(key);
    return Promise.resolve(
      current && current.endsAt > now
        ? this.describe(current, now)
        : { count: 0, retryAfterSeconds: 0 },
    );
  }

  release(key: string): Promise<void> {
    const current = this.windows.get(key);
    if (current && current.endsAt > this.now() && current.count > 0) current.count -= 1;
    return Promise.resolve();
  }

  private describe(window: { count: number; endsAt: number }, now: number): RateWindow {
    return { count: window.count, retryAfterSeconds: Math.ceil((window.endsAt - now) / 1000) };
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 10_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

/** Shared counters: SET NX EX starts a window, INCR counts, PTTL tells how long is left. */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'moyue:rate:',
  ) {}

  async hit(key: string, windowSeconds: number): Promise<RateWindow> {
    const name = this.prefix + key;
    const results = await this.redis
      .multi()
      .set(name, '0', 'EX', windowSeconds, 'NX')
      .incr(name)
      .pttl(name)
      .exec();
    const count = Number(results?.[1]?.[1] ?? 1);
    const ttl = Number(results?.[2]?.[1] ?? windowSeconds * 1000);
    return { count, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
  }

  async peek(key: string): Promise<RateWindow> {
    const name = this.prefix + key;
    const [count, ttl] = await Promise.all([this.redis.get(name), this.redis.pttl(name)]);
    if (count === null || ttl <= 0) return { count: 0, retryAfterSeconds: 0 };
    return { count: Number(count), retryAfterSeconds: Math.ceil(ttl / 1000) };
  }

  async release(key: string): Promise<void> {
    // A plain DECR on an expired key would leave a -1 without expiry: only a live, positive window.
    await this.redis.eval(RELEASE_SCRIPT, 1, this.prefix + key);
  }
}

const RELEASE_SCRIPT = `
local count = tonumber(redis.call('get', KEYS[1]) or '0')
if count > 0 and redis.call('pttl', KEYS[1]) > 0 then return redis.call('decr', KEYS[1]) end
return 0`;
