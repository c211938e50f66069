import { WEB_PLATFORM_NAME } from '@moyue/contracts/signing';
import type { BannerRepository, BannerRow } from './banner.repository.ts';

/** Home banners (spec §2 slider banners, §7 ad/recommend). */
export class BannerService {
  constructor(private readonly repository: BannerRepository) {}

  /** The enabled banners of the web platform, in editorial order. */
  listForWeb(): Promise<BannerRow[]> {
    return this.repository.listEnabled(WEB_PLATFORM_NAME);
  }
}
