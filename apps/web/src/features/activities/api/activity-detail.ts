import { queryOptions, useQuery } from '@tanstack/react-query';
import { ActivityPaths, type ActivityDetail } from '@moyue/contracts/api/activities';
import { apiClient } from '../../../api/api-client';

/** GET /v1/api/reading-activity/detail: an activity with the reader's progress on each book. */
export const getActivity = (id: string) =>
  apiClient.get<ActivityDetail>(ActivityPaths.Detail, { id });
export const activityQueryOptions = (id: string, viewer: string | number | null) =>
  queryOptions({
    queryKey: ['activities', 'detail', id, viewer],
    queryFn: () => getActivity(id),
    enabled: id !== '',
    retry: false,
    // progress is written while reading in another tab: fresh on each visit
    staleTime: 0,
  });
export const useActivity = (id: string, viewer: string | number | null) =>
  useQuery(activityQueryOptions(id, viewer));
