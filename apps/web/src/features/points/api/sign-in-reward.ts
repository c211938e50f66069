import { queryOptions, useQuery } from '@tanstack/react-query';
import { PointsPaths, TaskType, type TaskScoreData } from '@moyue/contracts/api/points';
import { apiClient } from '../../../api/api-client';

/** spec §7 GET /v1/api/user-task/get-score taskType 6 → Score, Exp: today's sign-in reward. */
export const getSignInReward = () =>
  apiClient.get<TaskScoreData>(PointsPaths.TaskScore, { taskType: TaskType.SignIn });

export const signInRewardQueryOptions = () =>
  queryOptions({ queryKey: ['points', 'sign-in-reward'], queryFn: getSignInReward });

export const useSignInReward = () => useQuery(signInRewardQueryOptions());
