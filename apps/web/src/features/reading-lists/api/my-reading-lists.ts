import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReadingListData } from '@moyue/contracts/api/engagement';
import { ReadingListPaths } from '@moyue/contracts/api/reading-lists';
import { apiClient } from '../../../api/api-client';

/** GET /RecommendBookList/Mine: the signed-in teacher's lists. */
export const getMyReadingLists = () =>
  apiClient.get<ReadingListData>(ReadingListPaths.Mine, { cp: 1, ps: 50 });

export const myReadingListsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ['reading-lists', 'mine'],
    queryFn: getMyReadingLists,
    enabled,
  });

export const useMyReadingLists = (enabled: boolean) =>
  useQuery(myReadingListsQueryOptions(enabled));
