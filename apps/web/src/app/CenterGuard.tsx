import { Navigate, Outlet, useLocation } from 'react-router';
import { getHref } from '../config/paths';
import { isLoggedIn, useAppStore } from '../stores/app-store';
import { getJsonCookie, CookieName } from '../lib/cookies';
import type { UserInfo } from '../stores/app-store';

/** spec §2: any path containing 'center' needs login; otherwise /login?redirect=<full path>. */
export function CenterGuard() {
  const location = useLocation();
  const user = useAppStore((state) => state.user);
  // The cookie is read too: the store refreshes after the first render of a route change.
  if (!isLoggedIn(user) && !isLoggedIn(getJsonCookie<UserInfo>(CookieName.UserInfo))) {
    return <Navigate to={getHref.login(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}
