import { useMutation } from '@tanstack/react-query';
import { SmsType } from '@moyue/contracts/api/accounts';
import { apiClient } from '../../../api/api-client';

/** spec §7 POST /v1/api/sms/create (type 8, a login code); Success means Code 200 (spec §8). */
export const sendLoginCode = (account: string) =>
  apiClient.post<null>('/v1/api/sms/create', { account, type: SmsType.Login });

export const useSendLoginCode = () =>
  useMutation({ mutationKey: ['accounts', 'sms'], mutationFn: sendLoginCode });
