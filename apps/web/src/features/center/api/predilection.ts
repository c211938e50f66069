import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CenterPaths, type PredilectionData } from '@moyue/contracts/api/center';
import { apiClient } from '../../../api/api-client';

/** GET /v1/api/user-predilection/detail (ours): the 中图法 classes to pick from and the picks. */
export const getPredilection = () => apiClient.get<PredilectionData>(CenterPaths.Predilection);

export const predilectionQueryOptions = () =>
  queryOptions({ queryKey: ['center', 'predilection'], queryFn: getPredilection, staleTime: 0 });

export const usePredilection = () => useQuery(predilectionQueryOptions());

/** POST /v1/api/user-predilection/save (ours): categoryIds, comma-separated; '' clears. */
export const savePredilection = (categoryIds: readonly number[]) =>
  apiClient.post<PredilectionData>(CenterPaths.PredilectionSave, {
    categoryIds: categoryIds.join(','),
  });

/** Saves the picks; the home page's 猜你喜欢 (query key 'preferred-books') follows them. */
export function useSavePredilection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['center', 'predilection', 'save'],
    mutationFn: savePredilection,
    onSuccess: (data) => queryClient.setQueryData(['center', 'predilection'], data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['home', 'preferred-books'] }),
  });
}
