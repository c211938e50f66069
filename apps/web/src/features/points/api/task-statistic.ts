import { queryOptions, useQuery } from '@tanstack/react-query';
import { PointsPaths, type TaskStatisticData } from '@moyue/contracts/api/points';
import { apiClient } from '../../../api/api-client';

/** spec §7 POST /v1/api/user-task/statistic: the balance, today's points, the sign-in state and streak. */
export const getTaskStatistic = () => apiClient.post<TaskStatisticData>(PointsPaths.TaskStatistic);

export const taskStatisticQueryOptions = () =>
  queryOptions({ queryKey: ['points', 'statistic'], queryFn: getTaskStatistic });

export const useTaskStatistic = () => useQuery(taskStatisticQueryOptions());
