import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResourceSearchData } from '@moyue/contracts/api/search';
import { apiClient } from '../../../api/api-client';

/** One list of the landing page: a kind of media, an order and optionally a category. */
export interface MediaListInput {
  /** '107' courses, '156' audio books */
  objectTypes: string;
  /** spec §2 course sort: 3 update time (newest first), 4 play count (most first) */
  sort: 3 | 4;
  CategoryIds?: string;
  ps: number;
}

/** spec §7 POST /Content/Search (resource search, no keyword): the newest or most played. */
export const searchMedia = (input: MediaListInput) =>
  apiClient.post<ResourceSearchData>('/Content/Search', {
    ...input,
    keyword: '',
    searchType: 1,
    cp: 1,
  });

export const mediaListQueryOptions = (input: MediaListInput) =>
  queryOptions({
    queryKey: ['lesson-landing', 'list', input],
    queryFn: () => searchMedia(input),
    staleTime: 60_000,
  });

export const useMediaList = (input: MediaListInput) => useQuery(mediaListQueryOptions(input));
