import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RankingPaths, type OrganizationRankingData } from '@moyue/contracts/api/rankings';
import { apiClient } from '../../../api/api-client';

export interface OrganizationRankingInput {
  period: number;
  cp?: number;
  ps?: number;
}

/** GET /v1/api/ranking/organization-list: institutions by their members' reading. */
export const getOrganizationRanking = (input: OrganizationRankingInput) =>
  apiClient.get<OrganizationRankingData>(RankingPaths.Organizations, {
    period: input.period,
    cp: input.cp,
    ps: input.ps,
  });

export const organizationRankingQueryOptions = (input: OrganizationRankingInput) =>
  queryOptions({
    queryKey: ['rankings', 'organizations', input],
    queryFn: () => getOrganizationRanking(input),
    placeholderData: keepPreviousData,
  });

export const useOrganizationRanking = (input: OrganizationRankingInput) =>
  useQuery(organizationRankingQueryOptions(input));
