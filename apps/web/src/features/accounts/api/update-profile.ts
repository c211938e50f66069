import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo, UserUpdateParams } from '@moyue/contracts/api/accounts';
import { apiClient } from '../../../api/api-client';
import { rememberUserInfo } from '../session';
import { userDetailQueryOptions } from './get-user-detail';

/** spec §7 POST /v1/api/user/update: the profile of EditPersonaInfo; answers the user info. */
export const updateProfile = (params: UserUpdateParams) =>
  apiClient.post<UserInfo>('/v1/api/user/update', { ...params });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['accounts', 'update-profile'],
    mutationFn: updateProfile,
    onSuccess: (info) => {
      rememberUserInfo(info);
      queryClient.setQueryData(userDetailQueryOptions().queryKey, info);
    },
  });
}
