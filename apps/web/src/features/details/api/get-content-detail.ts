import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import { apiClient } from '../../../api/api-client';

/** What the detail page passes through (spec §7): its id, or an ExternalId that may carry -Pdf/-Epub. */
export interface ContentDetailQuery {
  id?: string;
  ExternalId?: string;
}

/** spec §7 GET /Content/Detail. */
export const getContentDetail = (query: ContentDetailQuery) =>
  apiClient.get<ContentDetail>('/Content/Detail', { ...query });

/** IsOrdered and the reader's holdings depend on who asks: the viewer is part of the key. */
export const contentDetailQueryOptions = (query: ContentDetailQuery, viewer: string) =>
  queryOptions({
    queryKey: ['details', 'content', query, viewer],
    queryFn: () => getContentDetail(query),
    enabled: Boolean(query.id || query.ExternalId),
    retry: false,
    // After a login change the page stays (same item, open tab kept) while the detail reloads.
    placeholderData: (previous, previousQuery) =>
      JSON.stringify(previousQuery?.queryKey[2]) === JSON.stringify(query) ? previous : undefined,
  });

export const useContentDetail = (query: ContentDetailQuery, viewer: string) =>
  useQuery(contentDetailQueryOptions(query, viewer));
