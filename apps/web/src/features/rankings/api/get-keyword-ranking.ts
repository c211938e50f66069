import { queryOptions, useQuery } from '@tanstack/react-query';
import { RankingPaths, type KeywordRankingData } from '@moyue/contracts/api/rankings';
import { apiClient } from '../../../api/api-client';

export interface KeywordRankingInput {
  period: number;
  ps?: number;
}

/** GET /v1/api/ranking/keyword-list: 热搜榜. */
export const getKeywordRanking = (input: KeywordRankingInput) =>
  apiClient.get<KeywordRankingData>(RankingPaths.Keywords, { period: input.period, ps: input.ps });

export const keywordRankingQueryOptions = (input: KeywordRankingInput) =>
  queryOptions({
    queryKey: ['rankings', 'keywords', input],
    queryFn: () => getKeywordRanking(input),
  });

export const useKeywordRanking = (input: KeywordRankingInput) =>
  useQuery(keywordRankingQueryOptions(input));
