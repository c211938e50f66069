import { queryOptions, useQuery } from '@tanstack/react-query';
import { ActivityPaths, type AreaActivityData } from '@moyue/contracts/api/activities';
import { apiClient } from '../../../api/api-client';

/** GET /v1/api/reading-activity/area-list: the activities of the reader's institution and region. */
export const listAreaActivities = () => apiClient.get<AreaActivityData>(ActivityPaths.Area);
export const areaActivitiesQueryOptions = (viewer: string | number | null) =>
  queryOptions({ queryKey: ['activities', 'area', viewer], queryFn: listAreaActivities });
export const useAreaActivities = (viewer: string | number | null) =>
  useQuery(areaActivitiesQueryOptions(viewer));
