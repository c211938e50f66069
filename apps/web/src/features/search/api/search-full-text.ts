import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SearchType, type FullTextSearchData } from '@moyue/contracts/api/search';
import { apiClient } from '../../../api/api-client';
import { keepingSearchHistory } from '../../../components/search-bar/search-history';

export interface FullTextSearchInput {
  keyword: string;
  /** Only books of this author, this ISBN or this publisher (allSearch select + search, spec §2). */
  author?: string;
  isbn?: string;
  publisher?: string;
  cp: number;
  ps: number;
}

/** spec §7 POST /Content/Search with searchType 0 (full text inside books). */
export const searchFullText = (input: FullTextSearchInput) =>
  apiClient.post<FullTextSearchData>('/Content/Search', {
    ...input,
    searchType: SearchType.FullText,
  });

export const searchFullTextQueryOptions = (input: FullTextSearchInput) =>
  queryOptions({
    queryKey: ['search', 'full-text', input],
    queryFn: keepingSearchHistory(() => searchFullText(input), input),
    enabled: input.keyword.length > 0,
    placeholderData: keepPreviousData,
  });

export const useSearchFullText = (input: FullTextSearchInput) =>
  useQuery(searchFullTextQueryOptions(input));
