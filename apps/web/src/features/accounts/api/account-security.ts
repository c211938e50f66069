import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BIND_CODE_TYPE,
  type BindAccountParams,
  type UpdatePasswordParams,
  type VerifyChannel,
  type VerifyToken,
} from '@moyue/contracts/api/account-settings';
import type { LoginData } from '@moyue/contracts/api/accounts';
import { apiClient } from '../../../api/api-client';
import { rememberUserInfo } from '../session';
import { getUserDetail, userDetailQueryOptions } from './get-user-detail';

// The account-setting calls (contracts api/account-settings): re-authentication
// by a code to the current phone or e-mail, binding the new one, the password.

/** POST /v1/api/user/send-verify-code: a code to the current phone (1) or e-mail (2); Success is Code 200. */
export const sendVerifyCode = (type: VerifyChannel) =>
  apiClient.post<null>('/v1/api/user/send-verify-code', { type });

/** POST /v1/api/user/check-verify-code → VerifyToken (10 minutes, one change). */
export const checkVerifyCode = (params: { type: VerifyChannel; validateCode: string }) =>
  apiClient.post<VerifyToken>('/v1/api/user/check-verify-code', { ...params });

/** POST /v1/api/email/create type 3: a code to the e-mail being bound. */
export const sendEmailCode = (account: string) =>
  apiClient.post<null>('/v1/api/email/create', { account, type: BIND_CODE_TYPE });

export const bindMobile = (params: BindAccountParams) =>
  apiClient.post<null>('/v1/api/user/bind-mobile', { ...params });

export const bindEmail = (params: BindAccountParams) =>
  apiClient.post<null>('/v1/api/user/bind-email', { ...params });

/** POST /v1/api/user/update-password: answers like login (this session goes on with a new token). */
export const updatePassword = (params: UpdatePasswordParams) =>
  apiClient.post<LoginData>('/v1/api/user/update-password', { ...params });

export const useCheckVerifyCode = () =>
  useMutation({ mutationKey: ['accounts', 'check-verify-code'], mutationFn: checkVerifyCode });

/** Binds the new phone or e-mail, then reloads the user info (cookie and cache). */
export function useBindContact(kind: 'phone' | 'email') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['accounts', 'bind', kind],
    mutationFn: async (params: BindAccountParams) => {
      await (kind === 'phone' ? bindMobile(params) : bindEmail(params));
      return getUserDetail();
    },
    onSuccess: (info) => {
      rememberUserInfo(info);
      queryClient.setQueryData(userDetailQueryOptions().queryKey, info);
    },
  });
}

export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['accounts', 'update-password'],
    mutationFn: updatePassword,
    onSuccess: (data) => {
      const { AccessToken: _token, ExtendData: _extend, ...info } = data;
      rememberUserInfo(info);
      queryClient.setQueryData(userDetailQueryOptions().queryKey, info);
    },
  });
}
