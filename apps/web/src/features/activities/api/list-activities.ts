import { queryOptions, useQuery } from '@tanstack/react-query';
import { ActivityPaths, type ActivityListData } from '@moyue/contracts/api/activities';
import { apiClient } from '../../../api/api-client';

/** GET /v1/api/reading-activity/list: every activity, under way first. */
export const listActivities = () => apiClient.get<ActivityListData>(ActivityPaths.List);
export const activitiesQueryOptions = () =>
  queryOptions({ queryKey: ['activities', 'list'], queryFn: listActivities });
export const useActivities = () => useQuery(activitiesQueryOptions());
