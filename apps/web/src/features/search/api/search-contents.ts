import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ResourceSearchData } from '@moyue/contracts/api/search';
import { apiClient } from '../../../api/api-client';

export interface ResourceSearchInput {
  keyword: string;
  select: string;
  objectTypes: string;
  CategoryIds?: string;
  publisher?: string;
  sort: number;
  cp: number;
  ps: number;
}

/** spec §7 POST /Content/Search with searchType 1 (resource search). */
export const searchContents = (input: ResourceSearchInput) =>
  apiClient.post<ResourceSearchData>('/Content/Search', { ...input, searchType: 1 });

export const searchContentsQueryOptions = (input: ResourceSearchInput) =>
  queryOptions({
    queryKey: ['search', 'contents', input],
    queryFn: () => searchContents(input),
    placeholderData: keepPreviousData,
  });

export const useSearchContents = (input: ResourceSearchInput) =>
  useQuery(searchContentsQueryOptions(input));
