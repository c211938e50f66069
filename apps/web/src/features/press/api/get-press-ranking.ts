import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RankingPaths, type RankingListData } from '@moyue/contracts/api/rankings';
import { apiClient } from '../../../api/api-client';

export interface PressRankingInput {
  publisherId: string;
  rankType: number;
  period: number;
  ps: number;
}

/** GET /v1/api/ranking/list narrowed to one press (publisherId). */
export const getPressRanking = (input: PressRankingInput) =>
  apiClient.get<RankingListData>(RankingPaths.List, { ...input, cp: 1 });

export const pressRankingQueryOptions = (input: PressRankingInput) =>
  queryOptions({
    queryKey: ['press', 'ranking', input],
    queryFn: () => getPressRanking(input),
    placeholderData: keepPreviousData,
    enabled: input.publisherId !== '',
  });

export const usePressRanking = (input: PressRankingInput) =>
  useQuery(pressRankingQueryOptions(input));
