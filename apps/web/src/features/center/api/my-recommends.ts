import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CenterPaths, type MyRecommendListData } from '@moyue/contracts/api/center';
import { apiClient } from '../../../api/api-client';

/** GET /v1/api/recommend/my-list (ours): the reader's 荐购 with their states, latest first. */
export const listMyRecommends = (params: { cp: number; ps: number }) =>
  apiClient.get<MyRecommendListData>(CenterPaths.MyRecommends, { ...params });

export const myRecommendsQueryOptions = (params: { cp: number; ps: number }) =>
  queryOptions({
    queryKey: ['center', 'my-recommends', params],
    queryFn: () => listMyRecommends(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useMyRecommends = (params: { cp: number; ps: number }) =>
  useQuery(myRecommendsQueryOptions(params));
