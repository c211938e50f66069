import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PointsPaths, type TaskClaimData } from '@moyue/contracts/api/points';
import { apiClient } from '../../../api/api-client';

/** spec §7 POST /v1/api/user-task/create (taskType): claims a task's reward. */
export const claimTask = (taskType: number) =>
  apiClient.post<TaskClaimData>(PointsPaths.TaskCreate, { taskType });

export function useClaimTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['points', 'claim'],
    mutationFn: claimTask,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['points'] }),
  });
}
