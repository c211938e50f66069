import { randomBytes } from 'node:crypto';
import { DEVICE_REGISTRATION_TITLE } from '@moyue/contracts/api/platform';
import type { SignedDevice } from '../../platform/request-signature.ts';
import type { DeviceRepository } from './device.repository.ts';

const CACHE_LIMIT = 50_000;

/** Registers devices and hands out the key their requests are signed with. */
export class DeviceService {
  // Device keys never change once issued, so a per-process cache is safe across processes.
  private readonly cache = new Map<string, SignedDevice>();

  constructor(private readonly repository: DeviceRepository) {}

  /**
   * spec §7 device/bind. Always issues a fresh token and key: the DeviceToken a
   * client sends is public (it travels with every request), so it never earns
   * the key of an existing device.
   */
  async bind(input: {
    title?: string | undefined;
    promotionCode?: string | undefined;
    ip: string;
  }) {
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
