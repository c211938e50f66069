import { useMutation } from '@tanstack/react-query';
import { SmsType } from '@moyue/contracts/api/accounts';
import { apiClient } from '../../../api/api-client';

/** spec §7 POST /v1/api/sms/create (type 8 login; 1 register, 2 reset); Success means Code 200 (spec §8). */
export const sendSmsCode = (account: string, type: SmsType = SmsType.Login) =>
  apiClient.post<null>('/v1/api/sms/create', { account, type });

export const useSendSmsCode = (type: SmsType) =>
  useMutation({
    mutationKey: ['accounts', 'sms', type],
    mutationFn: (account: string) => sendSmsCode(account, type),
  });
