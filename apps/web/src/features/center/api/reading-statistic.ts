import { queryOptions, useQuery } from '@tanstack/react-query';
import { CenterPaths, type ReadingStatistic } from '@moyue/contracts/api/center';
import { apiClient } from '../../../api/api-client';

/** GET /v1/api/history/reading-statistic (ours): reading time, books finished, streaks. */
export const getReadingStatistic = () =>
  apiClient.get<ReadingStatistic>(CenterPaths.ReadingStatistic);

export const readingStatisticQueryOptions = () =>
  queryOptions({ queryKey: ['center', 'reading-statistic'], queryFn: getReadingStatistic });

export const useReadingStatistic = () => useQuery(readingStatisticQueryOptions());
