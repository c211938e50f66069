import { removeSessionCookies, useAppStore } from '../stores/app-store';
import { getHref } from '../config/paths';
import { needsLogin } from '../config/layout-rules';
import { CookieName, setCookie } from '../lib/cookies';
import { createApiClient } from './client';
import { staticFeedback } from '../components/feedback/feedback-api';

/** spec §8 code 34: from a centre page the reader goes to login with the full path and the reason; elsewhere they stay. */
export function loginAfterTokenInvalid(
  pathname: string,
  search: string,
  text: string,
): string | null {
  return needsLogin(pathname) ? getHref.login(`${pathname}${search}`, text) : null;
}

const TOAST_DEBOUNCE_MS = 1_500;
let lastToast = { text: '', at: 0 };

/** spec §8: code 21 shows the Description as an error toast, the same text at most once per 1.5 s. */
export function shouldToast(text: string, now: number): boolean {
  if (text === lastToast.text && now - lastToast.at < TOAST_DEBOUNCE_MS) return false;
  lastToast = { text, at: now };
  return true;
}

/** The page load that leaves a centre page for login (a seam for the tests). */
export const loginPageLoad = { assign: (address: string) => location.assign(address) };

let leavingForLogin = false;
// A page the browser keeps and shows again (back from login) is not leaving any more.
window.addEventListener('pageshow', () => {
  leavingForLogin = false;
});

/**
 * spec §8 code 34: the user is cleared; a centre page leaves for login with the full path and
 * the reason. Leaving, it loads login once, however many of its calls come back 34 (each
 * second load cancelled the first), and only the cookies go: the reader in the store stays
 * until the page unloads, so the centre guard does not move to /login without the reason
 * first.
 */
export function sessionExpired(text: string): void {
  const target = loginAfterTokenInvalid(location.pathname, location.search, text);
  if (!target) {
    useAppStore.getState().logout();
    return;
  }
  if (leavingForLogin) return;
  leavingForLogin = true;
  removeSessionCookies();
  loginPageLoad.assign(target);
}

/** The app's client: code 34 (sessionExpired); 201 raises bind-mobile; 21 toasts. */
export const apiClient = createApiClient({
  handlers: {
    onTokenInvalid: sessionExpired,
    onBindMobile() {
      setCookie(CookieName.MobileBindModel, '1');
      useAppStore.getState().raiseBindMobile();
    },
    onToast(text) {
      if (shouldToast(text, Date.now())) void staticFeedback.message.error(text);
    },
  },
});
