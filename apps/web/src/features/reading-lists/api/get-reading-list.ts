import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReadingListPaths, type ReadingListDetail } from '@moyue/contracts/api/reading-lists';
import { apiClient } from '../../../api/api-client';

/** GET /RecommendBookList/Detail (id): one list and its contents. */
export const getReadingList = (id: number) =>
  apiClient.get<ReadingListDetail>(ReadingListPaths.Detail, { id });

export const readingListQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['reading-lists', 'detail', id],
    queryFn: () => getReadingList(id),
    enabled: id > 0,
  });

export const useReadingList = (id: number) => useQuery(readingListQueryOptions(id));
