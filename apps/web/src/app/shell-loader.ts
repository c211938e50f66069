import { redirect, type LoaderFunctionArgs } from 'react-router';
import { PROMOTION_CODE_COOKIE_SECONDS } from '@moyue/contracts/ui-constants';
import { ensureDevice } from '../api/device';
import { getHref } from '../config/paths';
import { CookieName, setCookie } from '../lib/cookies';
import { isLoggedInNow, useAppStore } from '../stores/app-store';
import { needsLogin } from '../config/layout-rules';
import { loadHeaderForScreen } from './header/lazy-headers';
import { isThirdPartyReturn } from './third-party-return';

/** spec §4: before each navigation a promotionCode query is kept in a cookie for 604800 s at path /. */
export function rememberPromotionCode(search: URLSearchParams): void {
  const promotionCode = search.get('promotionCode');
  if (promotionCode)
    setCookie(CookieName.PromotionCode, promotionCode, PROMOTION_CODE_COOKIE_SECONDS);
}

/**
 * Runs before every navigation renders (the root route revalidates on each one):
 * the promotion code, the user from cookies, the login modal, the centre guard
 * and the device registration of spec §2 and §4.
 */
export async function shellLoader({ request }: LoaderFunctionArgs): Promise<Response | null> {
  const url = new URL(request.url);
  rememberPromotionCode(url.searchParams);
  const store = useAppStore.getState();
  store.refreshFromCookies();
  store.closeLoginModal();
  // spec §2: any path containing 'center' needs login; the full path returns after it.
  if (needsLogin(url.pathname) && !isLoggedInNow()) {
    return redirect(getHref.login(`${url.pathname}${url.search}`));
  }
  // spec §4: register the device when either cookie is missing; the page renders after it.
  // The header's code loads beside it (issue 16: not in the shell), so the first paint has it.
  const header = loadHeaderForScreen().catch((error: unknown) => {
    // The header then loads when it renders; the page still renders.
    console.error('header code failed to load', error);
  });
  try {
    await ensureDevice();
  } catch (error: unknown) {
    // The API client binds again on its first call; the page still renders.
    console.error('device registration failed', error);
  }
  await header;
  // spec §4/§5: a provider's code + state (or CKRSC's account) signs in before the page renders.
  if (!isThirdPartyReturn(url)) return null;
  const { completeThirdPartyLogin } = await import('./third-party-login');
  const afterLogin = await completeThirdPartyLogin(url);
  if (afterLogin) return redirect(afterLogin);
  return null;
}

/** The root loader runs on every navigation, not only when its own params change. */
export const revalidateOnEveryNavigation = () => true;
