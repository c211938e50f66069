import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CuratedPaths,
  type BundleGrant,
  type CuratedKind,
  type CuratedSet,
  type CuratedSetList,
} from '@moyue/contracts/api/curated';
import { apiClient } from '../../../api/api-client';

export const CURATED_PAGE_SIZE = 12;

/** GET /v1/api/curated/list: the picks, special collections or bundles. */
export const listCuratedSets = (kind: CuratedKind, cp: number) =>
  apiClient.get<CuratedSetList>(CuratedPaths.list, {
    kind,
    cp: String(cp),
    ps: String(CURATED_PAGE_SIZE),
  });
export const curatedSetsQueryOptions = (kind: CuratedKind, cp = 1) =>
  queryOptions({
    queryKey: ['curated', 'sets', kind, cp],
    queryFn: () => listCuratedSets(kind, cp),
  });
export const useCuratedSets = (kind: CuratedKind, cp = 1) =>
  useQuery(curatedSetsQueryOptions(kind, cp));

/** GET /v1/api/curated/detail: one set with every item and note. */
export const getCuratedSet = (id: number) =>
  apiClient.get<CuratedSet>(CuratedPaths.detail, { id: String(id) });
export const curatedSetQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['curated', 'set', id],
    queryFn: () => getCuratedSet(id),
    enabled: id > 0,
  });
export const useCuratedSet = (id: number) => useQuery(curatedSetQueryOptions(id));

/** POST /v1/api/curated/bundle-claim: the bundle's orders for the signed-in reader. */
export const claimBundle = (id: number) =>
  apiClient.post<BundleGrant>(CuratedPaths.claimBundle, { id: String(id) });
export function useClaimBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimBundle,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['curated'] }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]),
  });
}
