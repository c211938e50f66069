import { useMutation } from '@tanstack/react-query';
import type { LoginData, RegisterParams } from '@moyue/contracts/api/accounts';
import { apiClient } from '../../../api/api-client';

/** POST /v1/api/userinfo/register: phone, type-1 code, password, promotionCode; signs the new account in. */
export const register = (params: RegisterParams) =>
  apiClient.post<LoginData>('/v1/api/userinfo/register', { ...params });

export const useRegister = () =>
  useMutation({ mutationKey: ['accounts', 'register'], mutationFn: register });
