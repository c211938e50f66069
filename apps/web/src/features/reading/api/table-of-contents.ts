import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TocContentData } from '@moyue/contracts/api/reading';
import { apiClient } from '../../../api/api-client';
import { tableOfContentsQueryOptions as sharedTocQueryOptions } from '../../../api/table-of-contents';
import { viewerKeyOf } from '../../../hooks/use-viewer-key';
import { useAppStore } from '../../../stores/app-store';

/**
 * The reader's use of the shared TOC query (api/table-of-contents.ts: the detail page
 * shares its answer): by the address's id, for the viewer in the store now.
 */
export const tableOfContentsQueryOptions = (objectId: string) =>
  sharedTocQueryOptions(Number(objectId), viewerKeyOf(useAppStore.getState()));

/** GET /v1/api/tableofcontent/content: one node's text (knowledgeReader); refused when locked. */
export const getTocContent = (objectId: string, tocId: number) =>
  apiClient.get<TocContentData>('/v1/api/tableofcontent/content', { objectId, tocId });

export const tocContentQueryOptions = (objectId: string, tocId: number | null) =>
  queryOptions({
    queryKey: ['reading', 'toc-content', objectId, tocId],
    queryFn: () => getTocContent(objectId, tocId ?? 0),
    enabled: objectId !== '' && tocId !== null,
    retry: false,
  });

export const useTocContent = (objectId: string, tocId: number | null) =>
  useQuery(tocContentQueryOptions(objectId, tocId));
