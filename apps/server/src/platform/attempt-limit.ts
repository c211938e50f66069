import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A cap on failed tries: at most `limit` failures in a window that starts at the first failure. */
export interface AttemptCap {
  key: string;
  limit: number;
  windowSeconds: number;
}

/** The answer to a try that asks to start. */
export type AttemptStart =
  /** The try is in flight: finish it with this ticket. */
  | { kind: 'started'; ticket: string }
  /** A cap holds `limit` failures: no try until its window ends (the longest wait of all such caps). */
  | { kind: 'refused'; cap: AttemptCap; retryAfterSeconds: number }
  /** Failures plus tries in flight fill a cap: ask again once one of them is done. */
  | { kind: 'busy' };

/**
 * Caps on failed tries (passwords, codes) that count only failures. A try
 * is in flight between start and finish; it may start only while failures
 * plus tries in flight stay below every cap, so a burst of parallel tries
 * can never check more than the cap allows, while right tries — which add no
 * failure — all get through once the ones before them are done. Shared
 * between API processes through Redis when REDIS_URL is set.
 */
export interface AttemptLimiter {
  /** Atomically over every cap: refused, busy, or started (in flight on every cap). */
  start(caps: AttemptCap[]): Promise<AttemptStart>;
  /** Ends a started try; a failure counts once against every cap. */
  finish(caps: AttemptCap[], ticket: string, failed: boolean): Promise<void>;
}

/** A try in flight is forgotten after this long, so a process that died mid-try frees its place. */
export const IN_FLIGHT_SECONDS = 60;

const secondsLeft = (milliseconds: number) => Math.max(1, Math.ceil(milliseconds / 1000));

/** In-process caps for a single API process (no REDIS_URL). */
export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly failures = new Map<string, { count: number; endsAt: number }>();
  private readonly inFlight = new Map<string, Map<string, number>>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  start(caps: AttemptCap[]): Promise<AttemptStart> {
    const now = this.now();
    this.sweep(now);
    let refused: { cap: AttemptCap; waitMs: number } | null = null;
    let busy = false;
    for (const cap of caps) {
      const failed = this.failureCount(cap.key, now);
      if (failed >= cap.limit) {
        const waitMs = this.failures.get(cap.key)!.endsAt - now;
        if (!refused || waitMs > refused.waitMs) refused = { cap, waitMs };
      } else if (failed + this.flying(cap.key, now).size >= cap.limit) busy = true;
    }
    if (refused)
      return Promise.resolve({
        kind: 'refused',
        cap: refused.cap,
        retryAfterSeconds: secondsLeft(refused.waitMs),
      });
    if (busy) return Promise.resolve({ kind: 'busy' });
    const ticket = randomUUID();
    for (const cap of caps) this.flying(cap.key, now).set(ticket, now + IN_FLIGHT_SECONDS * 1000);
    return Promise.resolve({ kind: 'started', ticket });
  }

  finish(caps: AttemptCap[], ticket: string, failed: boolean): Promise<void> {
    const now = this.now();
    for (const cap of caps) {
      this.inFlight.get(cap.key)?.delete(ticket);
      if (!failed) continue;
      const current = this.failures.get(cap.key);
      if (current && current.endsAt > now) current.count += 1;
      else this.failures.set(cap.key, { count: 1, endsAt: now + cap.windowSeconds * 1000 });
    }
    return Promise.resolve();
  }

  private failureCount(key: string, now: number): number {
    const window = this.failures.get(key);
    return window && window.endsAt > now ? window.count : 0;
  }

  private flying(key: string, now: number): Map<string, number> {
    let tries = this.inFlight.get(key);
    if (!tries) this.inFlight.set(key, (tries = new Map<string, number>()));
    for (const [ticket, expiresAt] of tries) if (expiresAt <= now) tries.delete(ticket);
    return tries;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 10_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.failures) if (window.endsAt <= now) this.failures.delete(key);
    for (const [key, tries] of this.inFlight) if (tries.size === 0) this.inFlight.delete(key);
  }
}

/**
 * Shared caps: per cap a failure counter (INCR, PEXPIRE at the first failure)
 * and a sorted set of the tries in flight (scored by when they are forgotten),
 * each start and finish one Lua script, so processes sharing Redis see one count.
 */
export class RedisAttemptLimiter implements AttemptLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'moyue:attempt:',
  ) {}

  async start(caps: AttemptCap[]): Promise<AttemptStart> {
    const ticket = randomUUID();
    const [kind, waitMs, index] = (await this.redis.eval(
      START_SCRIPT,
      caps.length * 2,
      ...this.keys(caps),
      Date.now(),
      IN_FLIGHT_SECONDS * 1000,
      ticket,
      ...caps.map((cap) => cap.limit),
    )) as [string, number, number];
    if (kind === 'refused')
      return { kind, cap: caps[index - 1]!, retryAfterSeconds: secondsLeft(waitMs) };
    if (kind === 'busy') return { kind };
    return { kind: 'started', ticket };
  }

  async finish(caps: AttemptCap[], ticket: string, failed: boolean): Promise<void> {
    await this.redis.eval(
      FINISH_SCRIPT,
      caps.length * 2,
      ...this.keys(caps),
      ticket,
      failed ? 1 : 0,
      ...caps.map((cap) => cap.windowSeconds * 1000),
    );
  }

  /** KEYS of the scripts: failures and tries in flight of each cap, in turn. */
  private keys(caps: AttemptCap[]): string[] {
    return caps.flatMap((cap) => [
      `${this.prefix}failed:${cap.key}`,
      `${this.prefix}flying:${cap.key}`,
    ]);
  }
}

// ARGV: now (ms), in-flight lifetime (ms), ticket, then each cap's limit.
const START_SCRIPT = `
local now = tonumber(ARGV[1])
local caps = #KEYS / 2
local refused, wait, busy = 0, -1, false
for i = 1, caps do
  local failed = tonumber(redis.call('get', KEYS[2 * i - 1]) or '0')
  local limit = tonumber(ARGV[3 + i])
  if failed >= limit then
    local ttl = redis.call('pttl', KEYS[2 * i - 1])
    if ttl > wait then refused, wait = i, ttl end
  else
    redis.call('zremrangebyscore', KEYS[2 * i], '-inf', now)
    if failed + redis.call('zcard', KEYS[2 * i]) >= limit then busy = true end
  end
end
if refused > 0 then return {'refused', wait, refused} end
if busy then return {'busy', 0, 0} end
for i = 1, caps do
  redis.call('zadd', KEYS[2 * i], now + tonumber(ARGV[2]), ARGV[3])
  redis.call('pexpire', KEYS[2 * i], tonumber(ARGV[2]))
end
return {'started', 0, 0}`;

// ARGV: ticket, 1 when the try failed, then each cap's window (ms).
const FINISH_SCRIPT = `
for i = 1, #KEYS / 2 do
  redis.call('zrem', KEYS[2 * i], ARGV[1])
  if ARGV[2] == '1' then
    local failed = redis.call('incr', KEYS[2 * i - 1])
    if failed == 1 or redis.call('pttl', KEYS[2 * i - 1]) < 0 then
      redis.call('pexpire', KEYS[2 * i - 1], tonumber(ARGV[2 + i]))
    end
  end
end
return 0`;
