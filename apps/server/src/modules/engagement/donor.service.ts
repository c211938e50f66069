import { CONTENT_NOT_FOUND_MESSAGE } from '@moyue/contracts/api/catalog';
import type { DonorDetail } from '@moyue/contracts/api/engagement';
import { Code } from '@moyue/contracts/codes';
import { AppError } from '../../platform/errors.ts';
import type { ReadCache } from '../../platform/read-cache.ts';
import type { ContentRefs } from './content.repository.ts';
import { presentDonorDetail } from './donor.presenter.ts';
import type { DonorRepository } from './donor.repository.ts';

/**
 * The read-cache region of IsInxiaoyou by content id. Donations are written
 * only by the demo seed, which invalidates every region when it is done.
 */
export const CONTENT_DONATED_CACHE = 'content-donated';

/** Alumni donations (spec §2 donor tab, §7 /content/xiaoyoudetail). */
export class DonorService {
  constructor(
    private readonly repository: DonorRepository,
    private readonly contents: ContentRefs,
    private readonly cache: ReadCache,
  ) {}

  /** The donor of an item by ExternalId (suffix tolerated); null Data when nobody donated it. */
  async detail(externalId: string): Promise<DonorDetail | null> {
    const content = await this.contents.findByExternalId(externalId);
    if (!content) throw new AppError(Code.NotFound, CONTENT_NOT_FOUND_MESSAGE);
    const donation = await this.repository.findDonation(content.id);
    if (!donation) return null;
    const others = await this.repository.otherDonations(donation.donorId, content.id);
    return presentDonorDetail(donation, others);
  }

  /** spec §3 IsInxiaoyou: the item is an alumni donation (public, through the read cache). */
  isDonated(contentId: number): Promise<boolean> {
    return this.cache.get(CONTENT_DONATED_CACHE, Math.trunc(contentId), () =>
      this.repository.isDonated(contentId),
    );
  }
}
