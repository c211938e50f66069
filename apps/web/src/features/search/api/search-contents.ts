import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ResourceSearchData } from '@moyue/contracts/api/search';
import { apiClient } from '../../../api/api-client';
import { keepingSearchHistory } from '../../../components/search-bar/search-history';

/** The fields of POST /Content/Search with searchType 1 (contracts/api/search.ts); absent ones are not sent. */
export interface ResourceSearchInput {
  keyword: string;
  select?: string;
  objectTypes: string;
  CategoryIds?: string;
  hierarchyName?: string;
  hierarchyIds?: string;
  publisher?: string;
  /** Absent: composite for books, play count for courses. */
  sort?: number;
  /** Courses only: 0 all, else one ContentSource. */
  contentSource?: number;
  /** 0 the store, 1 the institution's holdings. */
  scope?: number;
  /** Advanced search (/wrap/searchBook). */
  title?: string;
  author?: string;
  isbn?: string;
  yearFrom?: number;
  yearTo?: number;
  cp: number;
  ps: number;
}

/** spec §7 POST /Content/Search with searchType 1 (resource search). */
export const searchContents = (input: ResourceSearchInput) =>
  apiClient.post<ResourceSearchData>('/Content/Search', { ...input, searchType: 1 });

export const searchContentsQueryOptions = (input: ResourceSearchInput, enabled = true) =>
  queryOptions({
    queryKey: ['search', 'contents', input],
    queryFn: keepingSearchHistory(() => searchContents(input), input),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useSearchContents = (input: ResourceSearchInput, enabled = true) =>
  useQuery(searchContentsQueryOptions(input, enabled));
