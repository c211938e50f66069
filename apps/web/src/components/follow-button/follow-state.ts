import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FollowPaths, type FollowState, type FollowTargetType } from '@moyue/contracts/api/press';
import { apiClient } from '../../api/api-client';

export interface FollowTarget {
  targetType: FollowTargetType;
  targetId: string;
}

/** GET /v1/api/follow/state (ours): spec §3 IsFollow and followNumber. */
export const getFollowState = (target: FollowTarget) =>
  apiClient.get<FollowState>(FollowPaths.State, { ...target });

export const followStateQueryOptions = (target: FollowTarget) =>
  queryOptions({
    queryKey: ['press', 'follow', target],
    queryFn: () => getFollowState(target),
    enabled: target.targetId !== '',
  });

export const useFollowState = (target: FollowTarget) => useQuery(followStateQueryOptions(target));

/** POST follow/create or follow/delete (ours; both idempotent): answers the new state. */
export const setFollow = (target: FollowTarget & { follow: boolean }) =>
  apiClient.post<FollowState>(target.follow ? FollowPaths.Create : FollowPaths.Delete, {
    targetType: target.targetType,
    targetId: target.targetId,
  });

/** Follows or unfollows; the state, the storefront and myFollows reload. */
export function useSetFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['press', 'follow', 'set'],
    mutationFn: setFollow,
    onSuccess: (state, target) =>
      queryClient.setQueryData(
        followStateQueryOptions({ targetType: target.targetType, targetId: target.targetId })
          .queryKey,
        state,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['press'] }),
  });
}
