import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import { apiClient } from '../../../api/api-client';

/** spec §7 GET /Content/Detail: the book a reader opens. */
export const getContentDetail = (id: string) =>
  apiClient.get<ContentDetail>('/Content/Detail', { id });

export const contentDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['reading', 'content-detail', id],
    queryFn: () => getContentDetail(id),
    enabled: id !== '',
  });

export const useContentDetail = (id: string) => useQuery(contentDetailQueryOptions(id));
