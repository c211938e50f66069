import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PressAdminPaths,
  type PressAdminRow,
  type PressDepartmentAdminRow,
} from '@moyue/contracts/api/press';
import { apiClient } from '../../../api/api-client';

/** GET /v1/admin/press/list: every press with its shop fields. */
export const pressAdminQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'press'],
    queryFn: () => apiClient.get<{ ItemList: PressAdminRow[] }>(PressAdminPaths.List),
    staleTime: 0,
  });
export const usePressAdmin = () => useQuery(pressAdminQueryOptions());

/** GET /v1/admin/press-department/list: one press's departments. */
export const pressDepartmentsAdminQueryOptions = (pressId: number) =>
  queryOptions({
    queryKey: ['admin', 'press-department', pressId],
    queryFn: () =>
      apiClient.get<{ ItemList: PressDepartmentAdminRow[] }>(PressAdminPaths.Departments, {
        pressId,
      }),
    enabled: pressId > 0,
    staleTime: 0,
  });
export const usePressDepartmentsAdmin = (pressId: number) =>
  useQuery(pressDepartmentsAdminQueryOptions(pressId));

/** Saves a press or a department, removes a department; the console and the shop refetch. */
export function usePressAdminChange() {
  const queryClient = useQueryClient();
  const invalidate = () =>
    Promise.all(
      [['admin'], ['press']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  const savePress = useMutation({
    mutationFn: (fields: Record<string, string>) =>
      apiClient.post<{ Id: number }>(PressAdminPaths.Save, fields),
    onSuccess: invalidate,
  });
  const saveDepartment = useMutation({
    mutationFn: (fields: Record<string, string>) =>
      apiClient.post<{ Id: number }>(PressAdminPaths.DepartmentSave, fields),
    onSuccess: invalidate,
  });
  const removeDepartment = useMutation({
    mutationFn: (id: number) =>
      apiClient.post<null>(PressAdminPaths.DepartmentRemove, { id: String(id) }),
    onSuccess: invalidate,
  });
  return { savePress, saveDepartment, removeDepartment };
}
