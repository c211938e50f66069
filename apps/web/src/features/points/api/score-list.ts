import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PointsPaths, type ScoreListData } from '@moyue/contracts/api/points';
import { apiClient } from '../../../api/api-client';

/** GET /v1/api/user-score/list (ours): the points ledger, newest first. */
export const listScores = (params: { cp: number; ps: number }) =>
  apiClient.get<ScoreListData>(PointsPaths.ScoreList, params);

export const scoreListQueryOptions = (params: { cp: number; ps: number }) =>
  queryOptions({
    queryKey: ['points', 'ledger', params],
    queryFn: () => listScores(params),
    placeholderData: keepPreviousData,
  });

export const useScoreList = (params: { cp: number; ps: number }) =>
  useQuery(scoreListQueryOptions(params));
