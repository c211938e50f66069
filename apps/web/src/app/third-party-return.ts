import { paths } from '../config/paths';

/**
 * Whether an address can be the return of a third-party sign-in (spec §4, §5):
 * it carries a state (SSO, OAuth, WeChat) or is CKRSC's /ckrscLogin. Only then
 * does the shell load the sign-in code (third-party-login.ts), not on every page (issue 16).
 */
export const isThirdPartyReturn = (url: URL): boolean =>
  url.searchParams.has('state') || url.pathname.toLowerCase() === paths.ckrscLogin.toLowerCase();
