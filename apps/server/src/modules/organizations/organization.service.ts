import { isIP } from 'node:net';
import type { OrganizationRepository } from './organization.repository.ts';

/** Institutions: recognition by network address (spec §4, §6). */
export class OrganizationService {
  constructor(private readonly repository: OrganizationRepository) {}

  /** The institution recognised for a client address (already resolved through TRUSTED_PROXIES), or null. */
  async recogniseByIp(ip: string): Promise<number | null> {
    const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
    if (isIP(address) === 0) return null;
    return this.repository.idByIp(address);
  }
}
