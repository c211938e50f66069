import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HistoryAction, HistoryPaths } from '@moyue/contracts/api/history';
import type { SignInData } from '@moyue/contracts/api/points';
import { apiClient } from '../../../api/api-client';

/** spec §7/§9 POST /v1/api/history/create actionType 17: today's sign-in and its reward. */
export const signIn = () =>
  apiClient.post<SignInData>(HistoryPaths.Create, { actionType: HistoryAction.SignIn });

/** Signs in, then refreshes everything the points pages show. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['points', 'sign-in'],
    mutationFn: signIn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['points'] }),
  });
}
