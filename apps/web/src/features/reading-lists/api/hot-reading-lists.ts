import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReadingListData } from '@moyue/contracts/api/engagement';
import { ReadingListPaths } from '@moyue/contracts/api/reading-lists';
import { apiClient } from '../../../api/api-client';

/** GET /RecommendBookList/RecommendBookListHot: the most opened lists. */
export const getHotReadingLists = (input: { organizationId?: string; ps: number }) =>
  apiClient.get<ReadingListData>(ReadingListPaths.Hot, {
    organizationId: input.organizationId,
    ps: input.ps,
  });

export const hotReadingListsQueryOptions = (input: { organizationId?: string; ps: number }) =>
  queryOptions({
    queryKey: ['reading-lists', 'hot', input],
    queryFn: () => getHotReadingLists(input),
  });

export const useHotReadingLists = (input: { organizationId?: string; ps: number }) =>
  useQuery(hotReadingListsQueryOptions(input));
