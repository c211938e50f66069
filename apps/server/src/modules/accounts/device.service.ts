import { randomBytes } from 'node:crypto';
import { AccountMessages } from '@moyue/contracts/api/accounts';
import { DEVICE_REGISTRATION_TITLE } from '@moyue/contracts/api/platform';
import { Code } from '@moyue/contracts/codes';
import { rateLimitAddress, takeAll, type RateLimiter } from '../../platform/rate-limit.ts';
import type { SignedDevice } from '../../platform/request-signature.ts';
import { RateLimitedError } from './code-guard.ts';
import type { DeviceRepository } from './device.repository.ts';

const CACHE_LIMIT = 50_000;

/** device/bind calls allowed from one address (DEVICE_BIND_LIMIT_PER_MINUTE / _PER_DAY). */
export interface DeviceBindLimits {
  /** Counters shared between processes through Redis when REDIS_URL is set. */
  limiter: RateLimiter;
  perMinute: number;
  perDay: number;
}

/** Registers devices and hands out the key their requests are signed with. */
export class DeviceService {
  // Device keys never change once issued, so a per-process cache is safe across processes.
  private readonly cache = new Map<string, SignedDevice>();

  constructor(
    private readonly repository: DeviceRepository,
    private readonly limits: DeviceBindLimits,
  ) {}

  /**
   * spec §7 device/bind. Always issues a fresh token and key: the DeviceToken a
   * client sends is public (it travels with every request), so it never earns
   * the key of an existing device. Unsigned and storing a row each time, it
   * is capped per address (IPv6 by its /64): 429 with the time left beyond
   * the minute's or the day's cap; a refused call counts towards neither.
   */
  async bind(input: {
    title?: string | undefined;
    promotionCode?: string | undefined;
    ip: string;
  }) {
    const address = rateLimitAddress(input.ip);
    const over = await takeAll(this.limits.limiter, [
      { key: `device-bind:minute:${address}`, limit: this.limits.perMinute, windowSeconds: 60 },
      { key: `device-bind:day:${address}`, limit: this.limits.perDay, windowSeconds: 86_400 },
    ]);
    if (over)
      throw new RateLimitedError(
        Code.TooManyRequests,
        AccountMessages.DeviceBindTooFrequent(over.retryAfterSeconds),
        over.retryAfterSeconds,
      );
    const row = await this.repository.insert({
      token: randomBytes(16).toString('hex'),
      deviceKey: randomBytes(32).toString('hex'),
      title: input.title?.trim() || DEVICE_REGISTRATION_TITLE,
      promotionCode: input.promotionCode?.trim() || null,
      ip: input.ip || null,
    });
    return { token: row.token, key: row.deviceKey };
  }

  /** The device a signed request names, or null when unknown. */
  async findForSignature(token: string): Promise<SignedDevice | null> {
    if (token.length > 100) return null;
    const cached = this.cache.get(token);
    if (cached) return cached;
    const row = await this.repository.findByToken(token);
    if (!row) return null;
    const device = { id: row.id, token: row.token, key: row.deviceKey };
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(token, device);
    return device;
  }
}
