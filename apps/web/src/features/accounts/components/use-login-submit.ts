import { useState } from 'react';
import type { LoginData, LoginParams } from '@moyue/contracts/api/accounts';
import { ApiError } from '../../../api/api-error';
import { CookieName, getCookie } from '../../../lib/cookies';
import { useLogin } from '../api/login';

/**
 * The submit side of both login tabs: the message line, the submitting state,
 * and spec §4/§8 'a failure shows the Description and clears the secret'.
 */
export function useLoginSubmit(onSuccess: (data: LoginData) => void, clearSecret: () => void) {
  const [error, setError] = useState<string | null>(null);
  const loginMutation = useLogin();
  const submit = (params: Omit<LoginParams, 'promotionCode'>) =>
    loginMutation.mutate(
      { ...params, promotionCode: getCookie(CookieName.PromotionCode) ?? undefined },
      {
        onSuccess,
        onError: (failure) => {
          setError(failure instanceof ApiError ? failure.description : String(failure));
          clearSecret();
        },
      },
    );
  return { error, setError, submit, submitting: loginMutation.isPending };
}
