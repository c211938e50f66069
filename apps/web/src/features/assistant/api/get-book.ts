import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import { apiClient } from '../../../api/api-client';

/** spec §7 GET /Content/Detail (id): the book a dialogue page talks to. */
export const getBook = (id: string) => apiClient.get<ContentDetail>('/Content/Detail', { id });

export const bookQueryOptions = (id: string, viewer: string) =>
  queryOptions({
    queryKey: ['assistant', 'book', id, viewer],
    queryFn: () => getBook(id),
    enabled: id !== '',
  });

export const useBook = (id: string, viewer: string) => useQuery(bookQueryOptions(id, viewer));
