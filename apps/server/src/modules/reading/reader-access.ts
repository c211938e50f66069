import { CONTENT_NOT_FOUND_MESSAGE } from '@moyue/contracts/api/catalog';
import { Code } from '@moyue/contracts/codes';
import { AppError } from '../../platform/errors.ts';
import type { Entitlement, EntitlementService, Viewer } from './entitlement.service.ts';
import type { ReadingRepository, TocNodeRow } from './reading.repository.ts';
import { TrialLock, readingOrder } from './trial-lock.ts';

// Its own file so that the TOC and its files (toc.service, toc-file.service, playback.service)
// share the one lock rule without importing each other.

const contentNotFound = () => new AppError(Code.NotFound, CONTENT_NOT_FOUND_MESSAGE);

/** What a reader may open of one item: the entitlement, the nodes in reading order and their locks. */
export interface ReaderAccess {
  entitlement: Entitlement;
  ordered: TocNodeRow[];
  lock: TrialLock;
}

/** Decides a reader's locks on one item: the one rule of TOC nodes, their text and their files. */
export async function readerAccess(
  reading: ReadingRepository,
  entitlements: EntitlementService,
  contentId: number,
  viewer: Viewer,
): Promise<ReaderAccess> {
  const entitlement = await entitlements.decide(contentId, viewer);
  if (!entitlement) throw contentNotFound();
  const nodes = await reading.tocNodes([contentId]);
  const lock = new TrialLock(
    entitlement.rights,
    nodes,
    entitlement.isTrial ? entitlement.trialUnits : null,
  );
  return { entitlement, ordered: readingOrder(nodes), lock };
}
