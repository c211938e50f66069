import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ActivityPaths, type JoinData } from '@moyue/contracts/api/activities';
import { apiClient } from '../../../api/api-client';

/** POST /v1/api/reading-activity/join (login; joining twice counts once). */
export const joinActivity = (id: string) => apiClient.post<JoinData>(ActivityPaths.Join, { id });

export function useJoinActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinActivity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['activities'] }),
  });
}
