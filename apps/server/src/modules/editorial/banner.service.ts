import { WEB_PLATFORM_NAME } from '@moyue/contracts/signing';
import type { ReadCache } from '../../platform/read-cache.ts';
import type { BannerRepository, BannerRow } from './banner.repository.ts';

/** The read-cache region of the banners; the editor console invalidates it on each change. */
export const BANNERS_CACHE = 'banners';

/** Home banners (spec §2 slider banners, §7 ad/recommend). */
export class BannerService {
  constructor(
    private readonly repository: BannerRepository,
    private readonly cache: ReadCache,
  ) {}

  /** The enabled banners of the web platform, in editorial order. */
  listForWeb(): Promise<BannerRow[]> {
    return this.cache.get(BANNERS_CACHE, WEB_PLATFORM_NAME, () =>
      this.repository.listEnabled(WEB_PLATFORM_NAME),
    );
  }
}
