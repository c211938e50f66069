import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PROMOTION_CODE_COOKIE_SECONDS } from '@moyue/contracts/limits';
import { CookieName, setCookie } from '../lib/cookies';
import { useAppStore } from '../stores/app-store';
import { pageName } from '../config/routes';
import { documentTitle, keepsOwnTitle } from './layout-rules';

/** The route-change rules of spec §4 that hold for every page. */
export function RootLayout() {
  const location = useLocation();
  const refreshFromCookies = useAppStore((state) => state.refreshFromCookies);

  useEffect(() => {
    // spec §4: a promotionCode query is kept in a cookie for 604800 s at path /.
    const promotionCode = new URLSearchParams(location.search).get('promotionCode');
    if (promotionCode)
      setCookie(CookieName.PromotionCode, promotionCode, PROMOTION_CODE_COOKIE_SECONDS);
    // spec §4: refresh user info from cookies on each route change.
    refreshFromCookies();
    if (!keepsOwnTitle(location.pathname))
      document.title = documentTitle(pageName(location.pathname));
  }, [location.pathname, location.search, refreshFromCookies]);

  return (
    <>
      <Outlet />
      {/* spec §2: scroll returns to the saved position, else to the top. */}
      <ScrollRestoration />
    </>
  );
}
