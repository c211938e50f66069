import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BookshelfListData } from '@moyue/contracts/api/engagement';
import { apiClient } from '../../../api/api-client';

/** GET /v1/api/bookshelf/list (ours, cp and ps like history/list): the reader's shelf, latest added first. */
export const listBookshelf = (params: { cp: number; ps: number }) =>
  apiClient.get<BookshelfListData>('/v1/api/bookshelf/list', { ...params });

export const bookshelfListQueryOptions = (params: { cp: number; ps: number }) =>
  queryOptions({
    queryKey: ['center', 'bookshelf', params],
    queryFn: () => listBookshelf(params),
    placeholderData: keepPreviousData,
    // A book added on a detail page a moment ago must be on the shelf when it opens.
    staleTime: 0,
  });

export const useBookshelfList = (params: { cp: number; ps: number }) =>
  useQuery(bookshelfListQueryOptions(params));
