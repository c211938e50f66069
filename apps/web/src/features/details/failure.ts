import { Code } from '@moyue/contracts/codes';
import { ApiError } from '../../api/api-error';
import { requestLogin } from '../../stores/login-request';

/**
 * What a failed call shows (spec §8: the Description). Code 21 was toasted by
 * the client already; code 34 means the session ended: the login modal opens
 * and retry runs after login. Returns the text to show, or null.
 */
export function failureText(error: unknown, retry?: () => void): string | null {
  if (!(error instanceof ApiError)) return '网络异常，请稍后再试';
  if (error.code === Code.TokenInvalid) {
    requestLogin({ onLogin: retry });
    return null;
  }
  if (error.code === Code.Toast) return null;
  return error.description;
}
