import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RankingPaths, type RankingListData } from '@moyue/contracts/api/rankings';
import { apiClient } from '../../../api/api-client';

/** What a page asks of a board (the fields of RankingListParamsSchema it sends). */
export interface RankingListInput {
  rankType: number;
  period: number;
  organizationId?: string | undefined;
  cp?: number;
  ps?: number;
}

/** GET /v1/api/ranking/list: one board. */
export const getRankingList = (input: RankingListInput) =>
  apiClient.get<RankingListData>(RankingPaths.List, {
    rankType: input.rankType,
    period: input.period,
    organizationId: input.organizationId,
    cp: input.cp,
    ps: input.ps,
  });

export const rankingListQueryOptions = (input: RankingListInput) =>
  queryOptions({
    queryKey: ['rankings', 'list', input],
    queryFn: () => getRankingList(input),
    placeholderData: keepPreviousData,
  });

export const useRankingList = (input: RankingListInput) => useQuery(rankingListQueryOptions(input));
