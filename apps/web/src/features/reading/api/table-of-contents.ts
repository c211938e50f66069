import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TocContentData, TocListData } from '@moyue/contracts/api/reading';
import { apiClient } from '../../../api/api-client';

/** spec §7 GET /v1/api/tableofcontent/list: the tree with IsLock for this reader. */
export const getTableOfContents = (objectId: string) =>
  apiClient.get<TocListData>('/v1/api/tableofcontent/list', {
    objectId,
    isRecursive: true,
    getFiles: true,
  });

export const tableOfContentsQueryOptions = (objectId: string) =>
  queryOptions({
    queryKey: ['reading', 'toc', objectId],
    queryFn: () => getTableOfContents(objectId),
    enabled: objectId !== '',
  });

export const useTableOfContents = (objectId: string) =>
  useQuery(tableOfContentsQueryOptions(objectId));

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
