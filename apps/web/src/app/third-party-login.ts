import { LOGIN_FULL_PATH_COOKIE, LoginOption, SSO_STATE } from '@moyue/contracts/api/sso';
import { ApiError } from '../api/api-error';
import {
  currentSsoOption,
  currentSsoState,
  forgetSsoState,
  leaveFor,
  startAddress,
} from '../components/third-party-login/sso-flow';
import type { LoginData } from '@moyue/contracts/api/accounts';
import { getHref, paths } from '../config/paths';
import { handBackLogin } from '../lib/app-bridge';
import { CookieName, getCookie, removeCookie } from '../lib/cookies';
import { rememberLogin, safeRedirect } from '../features/accounts/session';
import { ssoLogin, thirdLogin, weixinLogin } from '../features/sso/api/sso-login';

/** spec §4: after a third-party login the reader goes to loginFullPath (then removed) or /. */
function takeReturnPath(): string {
  const saved = getCookie(LOGIN_FULL_PATH_COOKIE);
  removeCookie(LOGIN_FULL_PATH_COOKIE);
  if (saved && /^https?:\/\//.test(saved)) {
    const url = new URL(saved);
    return url.origin === location.origin ? `${url.pathname}${url.search}` : '/';
  }
  return safeRedirect(saved, '/');
}

/**
 * A third-party return ends its flow either way: inside the native app
 * (spec §1) the result goes back to it and the web view closes; the path
 * answered is for a browser (or a bridge that did not close).
 */
function succeeded(login: LoginData): string {
  rememberLogin(login);
  handBackLogin(login.AccessToken);
  return takeReturnPath();
}

function failed(error: unknown): string {
  handBackLogin(null);
  return getHref.login(undefined, error instanceof ApiError ? error.description : String(error));
}

/**
 * The before-navigation rules of spec §4 and §5 for third-party sign-in;
 * answers where to go instead of rendering, or null to render as usual.
 */
export async function completeThirdPartyLogin(url: URL): Promise<string | null> {
  const query = url.searchParams;
  if (url.pathname.toLowerCase() === paths.ckrscLogin.toLowerCase()) {
    // spec §5: abandoned silently unless platformId, type user_account, username and password.
    const username = query.get('username') ?? '';
    const password = query.get('password') ?? '';
    const platformId = query.get('platformId') ?? '';
    if (!platformId || query.get('type') !== 'user_account' || !username || !password) return null;
    try {
      return succeeded(await thirdLogin({ account: username, password, platformId }));
    } catch (error) {
      return failed(error);
    }
  }
  const state = query.get('state');
  if (state === SSO_STATE) {
    // spec §4: an SSO login runs with the query; the reader stays on this path keeping only id.
    const id = query.get('id');
    const keep = id ? `${url.pathname}?${new URLSearchParams({ id }).toString()}` : url.pathname;
    const organization =
      query.get('organizationExternalId') ?? getCookie(CookieName.OrganizationExternalId);
    if (organization) leaveFor(startAddress.oidcOf(organization), keep);
    return keep;
  }
  const code = query.get('code');
  if (code && state && state === currentSsoState()) {
    const option = currentSsoOption();
    forgetSsoState();
    try {
      const iss = query.get('iss') ?? undefined;
      const promotionCode = getCookie(CookieName.PromotionCode) ?? undefined;
      const login =
        option === LoginOption.WeChat
          ? await weixinLogin({
              wxCode: code,
              state,
              organizationExternalId: getCookie(CookieName.OrganizationExternalId) ?? '',
              redirectUrl: getCookie(LOGIN_FULL_PATH_COOKIE) ?? '',
              appIdType: 2,
              ...(promotionCode ? { promotionCode } : {}),
            })
          : await ssoLogin({
              code,
              state,
              ...(iss ? { iss } : {}),
              ...(promotionCode ? { promotionCode } : {}),
            });
      return succeeded(login);
    } catch (error) {
      return failed(error);
    }
  }
  return null;
}
