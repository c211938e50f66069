import { requestLogin } from '../../stores/login-request';
import { isLoggedInNow } from '../../stores/app-store';

/**
 * spec §6: commenting, the bookshelf and recommending need login. Signed in,
 * the action runs now; otherwise the login modal opens and the action runs
 * after a successful login (spec §2: a callback run after login).
 */
export function loginFirst(action: () => void): void {
  if (isLoggedInNow()) action();
  else requestLogin({ onLogin: action });
}
