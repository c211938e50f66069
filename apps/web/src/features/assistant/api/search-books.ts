import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ResourceSearchData } from '@moyue/contracts/api/search';
import { apiClient } from '../../../api/api-client';

/** E-books (spec §1.5: 104, 109, 110): the items the assistant can talk about. */
const BOOK_TYPES = '104,109,110';

/** /wrap/bookai: books to talk to, by resource search (spec §7 POST /Content/Search, searchType 1). */
export const searchBooks = (keyword: string, cp: number) =>
  apiClient.post<ResourceSearchData>('/Content/Search', {
    keyword,
    searchType: 1,
    objectTypes: BOOK_TYPES,
    cp,
    ps: 10,
  });

export const bookSearchQueryOptions = (keyword: string, cp: number) =>
  queryOptions({
    queryKey: ['assistant', 'books', keyword, cp],
    queryFn: () => searchBooks(keyword, cp),
    placeholderData: keepPreviousData,
    enabled: keyword.trim() !== '',
  });

export const useBookSearch = (keyword: string, cp: number) =>
  useQuery(bookSearchQueryOptions(keyword, cp));
