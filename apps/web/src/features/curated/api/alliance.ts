import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CuratedPaths,
  type AllianceHoldings,
  type AllianceList,
} from '@moyue/contracts/api/curated';
import { apiClient } from '../../../api/api-client';

/** GET /v1/api/alliance/list: partner institutions (refused, Code 403, for non-partners: spec §6). */
export const listAlliance = () => apiClient.get<AllianceList>(CuratedPaths.allianceList);
export const allianceQueryOptions = () =>
  queryOptions({ queryKey: ['curated', 'alliance'], queryFn: listAlliance, retry: false });
export const useAlliance = () => useQuery(allianceQueryOptions());

export const ALLIANCE_PAGE_SIZE = 12;

/** GET /v1/api/alliance/holdings: one partner's holdings. */
export const listAllianceHoldings = (organizationId: number, cp: number) =>
  apiClient.get<AllianceHoldings>(CuratedPaths.allianceHoldings, {
    organizationId: String(organizationId),
    cp: String(cp),
    ps: String(ALLIANCE_PAGE_SIZE),
  });
export const allianceHoldingsQueryOptions = (organizationId: number, cp: number) =>
  queryOptions({
    queryKey: ['curated', 'alliance-holdings', organizationId, cp],
    queryFn: () => listAllianceHoldings(organizationId, cp),
    enabled: organizationId > 0,
    retry: false,
  });
export const useAllianceHoldings = (organizationId: number, cp: number) =>
  useQuery(allianceHoldingsQueryOptions(organizationId, cp));
