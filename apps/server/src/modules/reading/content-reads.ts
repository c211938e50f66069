import type { ReadCache } from '../../platform/read-cache.ts';
import { CONTENT_DETAIL_CACHE } from '../catalog/index.ts';
import { CONTENT_FACTS_CACHE, TOC_NODES_CACHE } from './reading.repository.ts';
import { TOC_FILES_CACHE } from './toc-file.repository.ts';

// The cached public reads of one content item (issue 16) and the one call
// that drops them all: every write that creates or changes an item's rows
// (the importers, an edition stored for it) calls it once its transaction
// has committed — before the commit another request could load the old rows
// again and keep them.

const CONTENT_REGIONS = [
  CONTENT_DETAIL_CACHE,
  CONTENT_FACTS_CACHE,
  TOC_NODES_CACHE,
  TOC_FILES_CACHE,
] as const;

/** Drops every cached read of the item, here and (through the cache's bus) in the other processes. */
export function invalidateContentReads(cache: ReadCache, contentId: number): void {
  for (const region of CONTENT_REGIONS) cache.invalidate(region, Math.trunc(contentId));
}
