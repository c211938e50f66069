import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  FollowPaths,
  type FollowListData,
  type FollowState,
  type FollowTargetType,
} from '@moyue/contracts/api/press';
import { apiClient } from '../../../api/api-client';

export interface MyFollowsInput {
  targetType?: FollowTargetType | undefined;
  cp: number;
  ps: number;
}

/** GET /v1/api/follow/list (ours): the presses and authors the reader follows, with their newest books. */
export const listMyFollows = (input: MyFollowsInput) =>
  apiClient.get<FollowListData>(FollowPaths.List, { ...input });

export const myFollowsQueryOptions = (input: MyFollowsInput) =>
  queryOptions({
    queryKey: ['center', 'my-follows', input],
    queryFn: () => listMyFollows(input),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useMyFollows = (input: MyFollowsInput) => useQuery(myFollowsQueryOptions(input));

/** POST /v1/api/follow/delete (ours, idempotent). */
export const unfollow = (target: { targetType: number; targetId: string }) =>
  apiClient.post<FollowState>(FollowPaths.Delete, { ...target });

/** Unfollows, then reloads the list. */
export function useUnfollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['center', 'my-follows', 'delete'],
    mutationFn: unfollow,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['center', 'my-follows'] }),
  });
}
