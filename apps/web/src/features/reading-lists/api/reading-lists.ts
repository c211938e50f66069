import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { EngagementPaths, type ReadingListData } from '@moyue/contracts/api/engagement';
import { apiClient } from '../../../api/api-client';

/** GET /recommendbooklist/list with returncontent: the institution's lists first, then the platform's. */
export const listReadingLists = (input: { organizationId?: string; cp: number; ps: number }) =>
  apiClient.get<ReadingListData>(EngagementPaths.ReadingList, {
    organizationId: input.organizationId,
    cp: input.cp,
    ps: input.ps,
    returncontent: true,
  });

export const readingListsQueryOptions = (input: {
  organizationId?: string;
  cp: number;
  ps: number;
}) =>
  queryOptions({
    queryKey: ['reading-lists', 'list', input],
    queryFn: () => listReadingLists(input),
    placeholderData: keepPreviousData,
  });

export const useReadingLists = (input: { organizationId?: string; cp: number; ps: number }) =>
  useQuery(readingListsQueryOptions(input));
