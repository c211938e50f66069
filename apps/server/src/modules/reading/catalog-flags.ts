import { Access } from '@moyue/contracts/api/reading';
import type {
  ContentEntitlements,
  ContentViewer,
  PartialEntitlementSource,
} from '../catalog/catalog.service.ts';
import type { EntitlementService } from './entitlement.service.ts';
import type { ReadingRepository } from './reading.repository.ts';

/**
 * The detail flags the reading module answers (spec §3 Content detail):
 * ExtendData.IsOrdered (the reader ordered it), IsFree (free for this reader:
 * a free item or one the reader's institution holds) and the stored editions
 * (FileExternalId, RelationContents). Composed in catalog's composeEntitlements.
 */
export class ReadingCatalogFlags implements PartialEntitlementSource {
  constructor(
    private readonly reading: ReadingRepository,
    private readonly entitlements: EntitlementService,
  ) {}

  async forContent(
    contentId: number,
    viewer: ContentViewer,
  ): Promise<Pick<ContentEntitlements, 'isOrdered' | 'isFree' | 'editions'>> {
    const [entitlement, editions] = await Promise.all([
      this.entitlements.decide(contentId, viewer),
      this.reading.editions(contentId),
    ]);
    const access = entitlement?.access ?? Access.Trial;
    return {
      isOrdered: access === Access.Ordered,
      isFree: access === Access.Free || access === Access.Institution,
      editions,
    };
  }
}
