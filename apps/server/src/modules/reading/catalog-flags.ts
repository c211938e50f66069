import { Access } from '@moyue/contracts/api/reading';
import type {
  ContentEntitlements,
  ContentViewer,
  PartialEntitlementSource,
} from '../catalog/index.ts';
import type { EntitlementService } from './entitlement.service.ts';

/**
 * The detail flags the reading module answers (spec §3 Content detail):
 * ExtendData.IsOrdered (the reader ordered it), IsFree (free for this reader:
 * a free item or one the reader's institution holds) and the stored editions
 * (FileExternalId, RelationContents), and a course's TotalSeconds (its
 * lessons' media). Composed in catalog's composeEntitlements. The editions
 * and seconds are the item's cached facts the decision was made from.
 */
export class ReadingCatalogFlags implements PartialEntitlementSource {
  constructor(private readonly entitlements: EntitlementService) {}

  async forContent(
    contentId: number,
    viewer: ContentViewer,
  ): Promise<Pick<ContentEntitlements, 'isOrdered' | 'isFree' | 'editions' | 'totalSeconds'>> {
    const entitlement = await this.entitlements.decide(contentId, viewer);
    const access = entitlement?.access ?? Access.Trial;
    return {
      isOrdered: access === Access.Ordered,
      isFree: access === Access.Free || access === Access.Institution,
      editions: entitlement?.facts.editions ?? {},
      totalSeconds: entitlement?.facts.mediaSeconds ?? 0,
    };
  }
}
