import { useMutation } from '@tanstack/react-query';
import type { LoginData, LoginParams } from '@moyue/contracts/api/accounts';
import { LoginMessages } from '@moyue/contracts/messages';
import { apiClient } from '../../../api/api-client';
import { ApiError } from '../../../api/api-error';
import { bindDevice } from '../../../api/device';

/** spec §7 POST /v1/api/userinfo/login: account with password or validateCode, and promotionCode. */
export const login = (params: LoginParams) =>
  apiClient.post<LoginData>('/v1/api/userinfo/login', { ...params });

/** spec §8: '请先绑定设备' registers the device and retries once if the registration succeeds. */
export async function loginBindingDeviceFirst(params: LoginParams): Promise<LoginData> {
  try {
    return await login(params);
  } catch (error) {
    if (!(error instanceof ApiError) || error.description !== LoginMessages.BindDeviceFirst)
      throw error;
    try {
      await bindDevice();
    } catch {
      throw error;
    }
    return login(params);
  }
}

export const useLogin = () =>
  useMutation({ mutationKey: ['accounts', 'login'], mutationFn: loginBindingDeviceFirst });
