import { queryOptions, useQuery } from '@tanstack/react-query';
import { CenterPaths, type PreferredBooksData } from '@moyue/contracts/api/center';
import { apiClient } from '../../../api/api-client';

/** GET /v1/api/user-predilection/books (ours): 猜你喜欢, books of the reader's preferred classes. */
export const getPreferredBooks = () =>
  apiClient.get<PreferredBooksData>(CenterPaths.PreferredBooks);

export const preferredBooksQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ['home', 'preferred-books'],
    queryFn: getPreferredBooks,
    enabled,
    staleTime: 0,
  });

export const usePreferredBooks = (enabled: boolean) =>
  useQuery(preferredBooksQueryOptions(enabled));
