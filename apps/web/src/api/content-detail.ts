import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import { apiClient } from './api-client';

// spec §7 GET /Content/Detail, asked by the detail page, the readers and the assistant:
// one fetcher and one query key, so that they share the answer in the cache.

/** What a page passes through (spec §7): an id, or an ExternalId that may carry -Pdf/-Epub. */
export interface ContentDetailQuery {
  id?: string;
  ExternalId?: string;
}

export const getContentDetail = (query: ContentDetailQuery) =>
  apiClient.get<ContentDetail>('/Content/Detail', { ...query });

/** IsOrdered and the reader's holdings depend on who asks: the viewer (useViewerKey) is part of the key. */
export const contentDetailQueryOptions = (query: ContentDetailQuery, viewer: string) =>
  queryOptions({
    queryKey: ['content', 'detail', query, viewer],
    queryFn: () => getContentDetail(query),
    enabled: Boolean(query.id || query.ExternalId),
  });

export const useContentDetail = (query: ContentDetailQuery, viewer: string) =>
  useQuery(contentDetailQueryOptions(query, viewer));
