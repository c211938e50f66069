import { Access } from '@moyue/contracts/api/reading';
import type {
  ContentEntitlements,
  ContentViewer,
  PartialEntitlementSource,
} from '../catalog/index.ts';
import type { EntitlementService } from './entitlement.service.ts';
import type { ReadingRepository } from './reading.repository.ts';
import type { TocFileService } from './toc-file.service.ts';

/**
 * The detail flags the reading module answers (spec §3 Content detail):
 * ExtendData.IsOrdered (the reader ordered it), IsFree (free for this reader:
 * a free item or one the reader's institution holds) and the stored editions
 * (FileExternalId, RelationContents), and a course's TotalSeconds (its
 * lessons' media). Composed in catalog's composeEntitlements.
 */
export class ReadingCatalogFlags implements PartialEntitlementSource {
  constructor(
    private readonly reading: ReadingRepository,
    private readonly entitlements: EntitlementService,
    private readonly tocFiles?: TocFileService,
  ) {}

  async forContent(
    contentId: number,
    viewer: ContentViewer,
  ): Promise<Pick<ContentEntitlements, 'isOrdered' | 'isFree' | 'editions' | 'totalSeconds'>> {
    const [entitlement, editions, totalSeconds] = await Promise.all([
      this.entitlements.decide(contentId, viewer),
      this.reading.editions(contentId),
      this.tocFiles?.mediaSeconds(contentId) ?? 0,
    ]);
    const access = entitlement?.access ?? Access.Trial;
    return {
      isOrdered: access === Access.Ordered,
      isFree: access === Access.Free || access === Access.Institution,
      editions,
      totalSeconds,
    };
  }
}
