import { queryOptions, useQuery } from '@tanstack/react-query';
import { RankingPaths, type HomeIndexData } from '@moyue/contracts/api/rankings';
import { apiClient } from '../../../api/api-client';

/** GET /v1/api/home/index: every shelf and the category navigation in one answer. */
export const getHomeIndex = () => apiClient.get<HomeIndexData>(RankingPaths.Home);

export const homeIndexQueryOptions = (signedIn: boolean) =>
  queryOptions({
    // the institution's holdings depend on who asks
    queryKey: ['home', 'index', signedIn],
    queryFn: getHomeIndex,
    staleTime: 60_000,
  });

export const useHomeIndex = (signedIn: boolean) => useQuery(homeIndexQueryOptions(signedIn));
