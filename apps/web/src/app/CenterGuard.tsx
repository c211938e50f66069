import { Navigate, Outlet, useLocation } from 'react-router';
import { getHref } from '../config/paths';
import { CookieName, getJsonCookie } from '../lib/cookies';
import { isLoggedIn, useAppStore, type UserInfo } from '../stores/app-store';

/**
 * spec §2: the centre needs login. The root loader refuses the navigation; this
 * guard also leaves a centre page the moment the reader logs out on it.
 */
export function CenterGuard() {
  const location = useLocation();
  const user = useAppStore((state) => state.user);
  if (!isLoggedIn(user, getJsonCookie<UserInfo>(CookieName.UserInfo))) {
    return <Navigate to={getHref.login(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}
