import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RecommendAdminPaths,
  type RecommendAdminItem,
  type RecommendAdminList,
} from '@moyue/contracts/api/recommend-admin';
import { apiClient } from '../../../api/api-client';

export const RECOMMEND_PAGE_SIZE = 20;

/** GET /v1/admin/recommend/list: readers' 荐购 by state ('' all) and institution ('' all). */
export const adminRecommendsQueryOptions = (state: string, organizationId: string, cp: number) =>
  queryOptions({
    queryKey: ['admin', 'recommend', state, organizationId, cp],
    queryFn: () =>
      apiClient.get<RecommendAdminList>(RecommendAdminPaths.List, {
        state,
        organizationId,
        cp,
        ps: RECOMMEND_PAGE_SIZE,
      }),
    staleTime: 0,
  });
export const useAdminRecommends = (state: string, organizationId: string, cp: number) =>
  useQuery(adminRecommendsQueryOptions(state, organizationId, cp));

/** POST /v1/admin/recommend/answer: state 1..3 and a reply; the reader gets a message. */
export function useAnswerRecommend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; state: number; reply: string }) =>
      apiClient.post<RecommendAdminItem>(RecommendAdminPaths.Answer, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
