import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@moyue/contracts/api/accounts';
import { apiClient } from '../../../api/api-client';

/**
 * spec §7 GET /v1/api/user/detail: the signed-in reader as the server knows
 * them now (name, institution) for the centre's profile card. The key is the
 * accounts feature's own, so a saved profile refreshes the card too.
 */
export const getProfile = () => apiClient.get<UserInfo>('/v1/api/user/detail');

export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['accounts', 'user-detail'], queryFn: getProfile, staleTime: 0 });

export const useProfile = () => useQuery(profileQueryOptions());
