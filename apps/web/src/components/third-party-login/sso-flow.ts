import {
  LOGIN_FULL_PATH_COOKIE,
  LoginOption,
  SSO_GUID_KEY,
  SsoStartPaths,
} from '@moyue/contracts/api/sso';
import { setCookie } from '../../lib/cookies';

/**
 * spec §4/§7: a third-party sign-in leaves with a fresh state kept in session
 * storage under `guid`, and the path to return to in the loginFullPath cookie.
 */
export function newSsoState(option: LoginOption = LoginOption.Sso): string {
  const guid = crypto.randomUUID();
  sessionStorage.setItem(SSO_GUID_KEY, guid);
  sessionStorage.setItem(SSO_OPTION_KEY, option);
  return guid;
}

/** Which option the state was made for (WeChat's code goes to weixin/userinfo, spec §7). */
const SSO_OPTION_KEY = 'ssoOption';
export const currentSsoOption = (): string | null => sessionStorage.getItem(SSO_OPTION_KEY);

/** The state this tab sent, if any (spec §4: only a matching state is exchanged). */
export const currentSsoState = (): string | null => sessionStorage.getItem(SSO_GUID_KEY);
export function forgetSsoState(): void {
  sessionStorage.removeItem(SSO_GUID_KEY);
  sessionStorage.removeItem(SSO_OPTION_KEY);
}

/** Where to come back to after the provider (spec §3 loginFullPath cookie; a session cookie). */
export function rememberReturnPath(path: string): void {
  setCookie(LOGIN_FULL_PATH_COOKIE, path);
}

/** spec §7: OauthUrl with the optional validation parameter carrying the state. */
export function withValidationParam(oauthUrl: string, paramName: string, state: string): string {
  if (!paramName) return oauthUrl;
  const separator = oauthUrl.includes('?') ? '&' : '?';
  return `${oauthUrl}${separator}${encodeURIComponent(paramName)}=${encodeURIComponent(state)}`;
}

/** The address that starts each option; the browser navigates there (a full page load). */
export const startAddress = {
  institution: (oauthUrl: string, validationParamName: string) =>
    withValidationParam(oauthUrl, validationParamName, newSsoState()),
  oidcOf: (organizationExternalId: string) =>
    withValidationParam(
      `${SsoStartPaths.oidc}?organizationExternalId=${encodeURIComponent(organizationExternalId)}`,
      'state',
      newSsoState(),
    ),
  carsi: () => withValidationParam(SsoStartPaths.carsi, 'state', newSsoState(LoginOption.Carsi)),
  wechat: () => withValidationParam(SsoStartPaths.wechat, 'state', newSsoState(LoginOption.WeChat)),
};

/** The page load that leaves for a provider (a seam for the tests). */
export const pageLoad = { assign: (address: string) => location.assign(address) };

/** Leaves for the provider, remembering where the reader was. */
export function leaveFor(address: string, returnPath: string): void {
  rememberReturnPath(returnPath);
  pageLoad.assign(address);
}
