import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ResourceSearchData } from '@moyue/contracts/api/search';
import { apiClient } from '../../../api/api-client';

/** A press's catalogue search: the store's resource search with the press fixed as publisher. */
export interface PressSearchInput {
  publisher: string;
  keyword: string;
  select: string;
  objectTypes: string;
  /** absent: composite */
  sort?: number | undefined;
  cp: number;
  ps: number;
}

/** spec §7 POST /Content/Search, searchType 1, narrowed to one publisher. */
export const searchPressBooks = (input: PressSearchInput) =>
  apiClient.post<ResourceSearchData>('/Content/Search', { ...input, searchType: 1 });

export const pressSearchQueryOptions = (input: PressSearchInput) =>
  queryOptions({
    queryKey: ['press', 'search', input],
    queryFn: () => searchPressBooks(input),
    placeholderData: keepPreviousData,
    enabled: input.publisher !== '',
  });

export const usePressSearch = (input: PressSearchInput) => useQuery(pressSearchQueryOptions(input));
