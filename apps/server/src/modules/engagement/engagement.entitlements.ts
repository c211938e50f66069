import type { ContentEntitlements, ContentViewer } from '../catalog/index.ts';
import type { DonorService } from './donor.service.ts';
import type { RecommendRepository } from './recommend.repository.ts';

/** Who asks, as far as these flags care: the signed-in user, if the viewer carries one. */
export type EngagementViewer = ContentViewer & { userId?: number | null };

/**
 * The detail flags this module answers (spec §3 Content detail):
 * IsInxiaoyou — the item is an alumni donation; IsRecommend — the signed-in
 * reader has recommended it for purchase (false for anonymous readers).
 * Composed with the other sources in catalog.service.ts composeEntitlements.
 */
export class EngagementEntitlements {
  constructor(
    private readonly donors: DonorService,
    private readonly recommendations: RecommendRepository,
  ) {}

  async forContent(
    contentId: number,
    viewer: EngagementViewer,
  ): Promise<Pick<ContentEntitlements, 'isInxiaoyou' | 'isRecommend'>> {
    const userId = viewer.userId ?? null;
    const [isInxiaoyou, isRecommend] = await Promise.all([
      this.donors.isDonated(contentId),
      userId === null
        ? Promise.resolve(false)
        : this.recommendations.exists(userId, contentId, null),
    ]);
    return { isInxiaoyou, isRecommend };
  }
}
