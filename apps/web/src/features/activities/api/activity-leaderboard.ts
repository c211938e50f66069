import { queryOptions, useQuery } from '@tanstack/react-query';
import { ActivityPaths, type LeaderboardData } from '@moyue/contracts/api/activities';
import { apiClient } from '../../../api/api-client';

/** GET /v1/api/reading-activity/leaderboard: participants ranked by their real progress. */
export const getLeaderboard = (id: string) =>
  apiClient.get<LeaderboardData>(ActivityPaths.Leaderboard, { id });
export const leaderboardQueryOptions = (id: string, viewer: string | number | null) =>
  queryOptions({
    queryKey: ['activities', 'leaderboard', id, viewer],
    queryFn: () => getLeaderboard(id),
    enabled: id !== '',
    retry: false,
    staleTime: 0,
  });
export const useLeaderboard = (id: string, viewer: string | number | null) =>
  useQuery(leaderboardQueryOptions(id, viewer));
