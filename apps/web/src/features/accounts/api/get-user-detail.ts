import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@moyue/contracts/api/accounts';
import { apiClient } from '../../../api/api-client';

/** spec §7 GET /v1/api/user/detail: the signed-in reader's own info (spec §3 user info). */
export const getUserDetail = () => apiClient.get<UserInfo>('/v1/api/user/detail');

export const userDetailQueryOptions = () =>
  queryOptions({ queryKey: ['accounts', 'user-detail'], queryFn: getUserDetail, staleTime: 0 });

export const useUserDetail = () => useQuery(userDetailQueryOptions());
