import { queryOptions, useQuery } from '@tanstack/react-query';
import { PointsPaths, type TaskListData } from '@moyue/contracts/api/points';
import { apiClient } from '../../../api/api-client';

/** spec §7 POST /v1/api/user-task/list: every task with its State (0 做任务, 1 待领取, 2 已领取). */
export const listTasks = () => apiClient.post<TaskListData>(PointsPaths.TaskList);

export const taskListQueryOptions = () =>
  queryOptions({ queryKey: ['points', 'tasks'], queryFn: listTasks });

export const useTaskList = () => useQuery(taskListQueryOptions());
