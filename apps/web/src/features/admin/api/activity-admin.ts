import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ActivityAdminPaths, type ActivityAdminList } from '@moyue/contracts/api/activities';
import { apiClient } from '../../../api/api-client';

/** GET /v1/admin/activity/list: every reading activity, disabled ones too. */
export const listActivityAdmin = () => apiClient.get<ActivityAdminList>(ActivityAdminPaths.List);
export const activityAdminQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'activity'], queryFn: listActivityAdmin, staleTime: 0 });
export const useActivityAdmin = () => useQuery(activityAdminQueryOptions());

/** POST /v1/admin/activity/save and /delete; the public activity pages refetch after a change. */
export function useActivityAdminChange() {
  const queryClient = useQueryClient();
  const invalidate = () =>
    Promise.all(
      [['admin'], ['activities']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  const save = useMutation({
    mutationFn: (fields: Record<string, string>) =>
      apiClient.post<{ Id: number }>(ActivityAdminPaths.Save, fields),
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiClient.post<null>(ActivityAdminPaths.Remove, { id: String(id) }),
    onSuccess: invalidate,
  });
  return { save, remove };
}
