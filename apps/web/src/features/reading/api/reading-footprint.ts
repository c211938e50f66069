import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { HistoryAction, HistoryPaths, type HistoryListData } from '@moyue/contracts/api/history';
import { apiClient } from '../../../api/api-client';

/** spec §7 GET /v1/api/history/list actionType 1 (footprint: books read, with Process). */
export const getReadingFootprint = (cp: number, ps: number) =>
  apiClient.get<HistoryListData>(HistoryPaths.List, {
    actionType: HistoryAction.Footprint,
    cp,
    ps,
    uniqueByDate: false,
  });

export const readingFootprintQueryOptions = (cp: number, ps: number) =>
  queryOptions({
    queryKey: ['reading', 'footprint', cp, ps],
    queryFn: () => getReadingFootprint(cp, ps),
    placeholderData: keepPreviousData,
  });

export const useReadingFootprint = (cp: number, ps: number) =>
  useQuery(readingFootprintQueryOptions(cp, ps));
