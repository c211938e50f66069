import type { LoginData } from '@moyue/contracts/api/accounts';
import { CookieName, setCookie } from '../../lib/cookies';
import { useAppStore } from '../../stores/app-store';

/** As long as the server's access token lives (30 days). */
const USER_COOKIE_SECONDS = 30 * 86_400;

/**
 * spec §3/§4: after login the user info goes to bg_user_info (without the
 * token, which stays in the server's HttpOnly cookie), the organisation to
 * user_Organization and its external id to orgEId (spec §6); the store reads them.
 */
export function rememberLogin(data: LoginData): void {
  const { AccessToken: _token, ExtendData: _extend, Organization, ...user } = data;
  setCookie(CookieName.UserInfo, JSON.stringify(user), USER_COOKIE_SECONDS);
  if (Organization) {
    setCookie(CookieName.UserOrganization, JSON.stringify(Organization), USER_COOKIE_SECONDS);
    setCookie(CookieName.OrganizationExternalId, Organization.ExternalId, USER_COOKIE_SECONDS);
  }
  useAppStore.getState().refreshFromCookies();
}

/** spec §2: the redirect query is a path of this site; anything else returns home. */
export function safeRedirect(redirect: string | null, fallback: string): string {
  if (
    !redirect ||
    !redirect.startsWith('/') ||
    redirect.startsWith('//') ||
    redirect.includes('\\')
  )
    return fallback;
  return redirect;
}
