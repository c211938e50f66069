import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SupportPaths, type ProblemCreateInput } from '@moyue/contracts/api/support';
import { apiClient } from '../../api/api-client';

/** POST /v1/api/user-problem/create: a problem report with problemInfo and an optional screenshot. */
export const reportProblem = (input: ProblemCreateInput) =>
  apiClient.post<{ Id: number }>(
    SupportPaths.ProblemCreate,
    Object.fromEntries(
      Object.entries(input)
        .filter(([, value]) => value !== undefined && value !== '')
        .map(([name, value]) => [name, String(value)]),
    ),
  );

export function useReportProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['support', 'report'],
    mutationFn: reportProblem,
    // myProblem lists it at once (its key starts with the area, features/support).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['support'] }),
  });
}
