import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ResourceSearchData } from '@moyue/contracts/api/search';
import { apiClient } from '../../../api/api-client';

/** The teacher's book picker: POST /Content/Search, resource search (searchType 1), books and courses. */
export const searchBooks = (keyword: string) =>
  apiClient.post<ResourceSearchData>('/Content/Search', {
    keyword,
    searchType: 1,
    objectTypes: '104,109,110,107,156',
    cp: 1,
    ps: 10,
  });

export const searchBooksQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ['reading-lists', 'book-picker', keyword],
    queryFn: () => searchBooks(keyword),
    placeholderData: keepPreviousData,
    enabled: keyword !== '',
  });

export const useSearchBooks = (keyword: string) => useQuery(searchBooksQueryOptions(keyword));
