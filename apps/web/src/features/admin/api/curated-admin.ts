import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CuratedPaths,
  type AdminCuratedRow,
  type BundleGrant,
  type CuratedKind,
} from '@moyue/contracts/api/curated';
import { apiClient } from '../../../api/api-client';

/** GET /v1/admin/curated/list: every set of a kind, online or not. */
export const listCuratedAdmin = (kind: CuratedKind) =>
  apiClient.get<{ ItemList: AdminCuratedRow[] }>(CuratedPaths.adminList, { kind });
export const curatedAdminQueryOptions = (kind: CuratedKind) =>
  queryOptions({
    queryKey: ['admin', 'curated', kind],
    queryFn: () => listCuratedAdmin(kind),
    staleTime: 0,
  });
export const useCuratedAdmin = (kind: CuratedKind) => useQuery(curatedAdminQueryOptions(kind));

/** POST /v1/admin/curated/save, delete and grant; the public pages refetch after a change. */
export function useCuratedAdminChange() {
  const queryClient = useQueryClient();
  const invalidate = () =>
    Promise.all(
      [['admin'], ['curated']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  const save = useMutation({
    mutationFn: (fields: Record<string, string>) =>
      apiClient.post<{ Id: number }>(CuratedPaths.adminSave, fields),
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiClient.post<null>(CuratedPaths.adminDelete, { id: String(id) }),
    onSuccess: invalidate,
  });
  const grant = useMutation({
    mutationFn: (input: { id: number; phone: string }) =>
      apiClient.post<BundleGrant>(CuratedPaths.adminGrant, {
        id: String(input.id),
        phone: input.phone,
      }),
    onSuccess: invalidate,
  });
  return { save, remove, grant };
}
