import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReadingListData } from '@moyue/contracts/api/engagement';
import { ReadingListPaths } from '@moyue/contracts/api/reading-lists';
import { apiClient } from '../../../api/api-client';

/** GET /RecommendBookList/search: lists by title, description or their books. */
export const searchReadingLists = (input: { keyword: string; cp: number; ps: number }) =>
  apiClient.get<ReadingListData>(ReadingListPaths.Search, input);

export const searchReadingListsQueryOptions = (input: {
  keyword: string;
  cp: number;
  ps: number;
}) =>
  queryOptions({
    queryKey: ['reading-lists', 'search', input],
    queryFn: () => searchReadingLists(input),
    placeholderData: keepPreviousData,
    enabled: input.keyword !== '',
  });

export const useSearchReadingLists = (input: { keyword: string; cp: number; ps: number }) =>
  useQuery(searchReadingListsQueryOptions(input));
