import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordParams } from '@moyue/contracts/api/accounts';
import { apiClient } from '../../../api/api-client';

/** POST /v1/api/userinfo/reset-password: phone, type-2 code, new password; every session of the account ends. */
export const resetPassword = (params: ResetPasswordParams) =>
  apiClient.post<null>('/v1/api/userinfo/reset-password', { ...params });

export const useResetPassword = () =>
  useMutation({ mutationKey: ['accounts', 'reset-password'], mutationFn: resetPassword });
