import type { LoginData, UserInfo, UserOrganization } from '@moyue/contracts/api/accounts';
import type { OrganizationDetail } from '@moyue/contracts/api/organizations';
import { CookieName, getCookie, removeCookie, setCookie } from '../../lib/cookies';
import { useAppStore } from '../../stores/app-store';
import { activateOrganization } from './api/bind-organization';

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
  rememberOrganization(Organization);
  // spec §7: after login with the autoAuthor cookie the reader is certified on a campus network.
  if (getCookie(CookieName.AutoAuthor))
    void activateOrganization()
      .then((organization) => {
        if (organization) rememberOrganization(organization);
      })
      .catch(() => undefined);
}

/** Fresh user info from the server (profile saved, phone or e-mail bound) replaces bg_user_info. */
export function rememberUserInfo(info: UserInfo): void {
  const { Organization, ...user } = info;
  setCookie(CookieName.UserInfo, JSON.stringify(user), USER_COOKIE_SECONDS);
  rememberOrganization(Organization);
}

/** The reader's organisation (spec §3) in user_Organization and its external id in orgEId (spec §6). */
export function rememberOrganization(organization: UserOrganization | null): void {
  if (organization) {
    setCookie(CookieName.UserOrganization, JSON.stringify(organization), USER_COOKIE_SECONDS);
    setCookie(CookieName.OrganizationExternalId, organization.ExternalId, USER_COOKIE_SECONDS);
  } else {
    removeCookie(CookieName.UserOrganization);
    removeCookie(CookieName.OrganizationExternalId);
  }
  useAppStore.getState().refreshFromCookies();
}

/** spec §3: the organisation detail is kept (cached) in bg_organization_detail for the menu rules of §6. */
export function rememberOrganizationDetail(detail: OrganizationDetail | null): void {
  if (detail) setCookie(CookieName.OrganizationDetail, JSON.stringify(detail));
  else removeCookie(CookieName.OrganizationDetail);
  useAppStore.setState({ organizationDetail: detail });
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
