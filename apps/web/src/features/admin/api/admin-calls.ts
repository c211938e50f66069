import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminPaths,
  type AdminEntity,
  type AdminList,
  type AdminMe,
} from '@moyue/contracts/api/editorial-admin';
import { apiClient } from '../../../api/api-client';

/** GET /v1/admin/me: the editor's roles (403 for readers, 34 without a session). */
export const getAdminMe = () => apiClient.get<AdminMe>(AdminPaths.me);
export const adminMeQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'me'], queryFn: getAdminMe, retry: false, staleTime: 0 });
export const useAdminMe = () => useQuery(adminMeQueryOptions());

/** GET /v1/admin/<entity>/list. */
export const listAdmin = (entity: AdminEntity) => apiClient.get<AdminList>(AdminPaths.list(entity));
export const adminListQueryOptions = (entity: AdminEntity) =>
  queryOptions({
    queryKey: ['admin', 'list', entity],
    queryFn: () => listAdmin(entity),
    staleTime: 0,
  });
export const useAdminList = (entity: AdminEntity) => useQuery(adminListQueryOptions(entity));

// What the home page and the editorial pages show is refetched after a change (no stale cache).
const LIVE_KEYS = [['admin'], ['home'], ['editorial'], ['search']];

/** POST /v1/admin/<entity>/save or /delete. */
export function useAdminChange(entity: AdminEntity) {
  const queryClient = useQueryClient();
  const invalidate = () =>
    Promise.all(LIVE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const save = useMutation({
    mutationFn: (fields: Record<string, string>) =>
      apiClient.post<{ Id: number }>(AdminPaths.save(entity), fields),
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiClient.post<null>(AdminPaths.remove(entity), { id: String(id) }),
    onSuccess: invalidate,
  });
  return { save, remove };
}
