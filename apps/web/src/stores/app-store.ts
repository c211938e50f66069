import { create } from 'zustand';
import { CookieName, getJsonCookie, removeCookie } from '../lib/cookies';

/** spec §3 'User info' (the fields the shell reads). */
export interface UserInfo {
  Id: number | string;
  MobileNumber?: string;
  NickName?: string;
  RealName?: string;
  ExternalId?: string;
  SocialStatus?: number;
  IsCheckIn?: boolean | number;
}

/** spec §3 'User organisation' (cookie user_Organization). */
export interface UserOrganization {
  Id: number | string;
  /** spec §1: 1 library, 3 type 3, 9 other */
  Type: number;
  State: number;
  /** days until certification expiry; 0 expired; null while far off */
  Warning?: number | null;
  ExpireTime?: string;
  ExternalId?: string;
  Logo?: string;
  Title: string;
  /** @deprecated read the kind with {@link selectLibraryType}; kept for pages written before the organisation detail landed */
  LibraryType?: number;
}

/** spec §3 'Organisation detail' → OrganizationInfo: the settings of spec §6. */
export interface OrganizationInfo {
  Id: number | string;
  Title: string;
  AqrId?: number | string;
  Logo?: string;
  Type?: number;
  /** spec §6: top-menu entries this organisation hides (names, keys or paths) */
  Nav?: string | readonly (string | number)[] | null;
  IsPartner?: number | boolean;
  ToLibrary?: number | boolean;
  HideDepartmentNav?: number | boolean;
  RecommendReminder?: string;
  /** spec §6 as organisation settings (migration 0032): full-text search refused for members */
  FullTextSearchDisabled?: number | boolean;
  /** subject navigation by the 中图法 classification only */
  ClassificationOnly?: number | boolean;
  /** category navigation shows the top level only (the server trims the facets too) */
  HideChildCategories?: number | boolean;
  /** regional filter: categories members do not see (the server drops them) */
  ExcludedCategoryIds?: readonly number[];
}

/** spec §3 'Organisation detail' (cookie bg_organization_detail): the institution recognised by IP or binding. */
export interface OrganizationDetail {
  Ip?: string;
  Id?: number | string;
  Title?: string;
  OauthUrl?: string;
  ValidationParamName?: string;
  OrganizationInfo?: OrganizationInfo | null;
}

/** The app state bag of spec §3 (the part the shell owns; later issues add theirs). */
export interface AppState {
  user: UserInfo | null;
  organization: UserOrganization | null;
  organizationDetail: OrganizationDetail | null;
  /** spec §3: unread message total */
  newsNumber: number;
  searchInput: string;
  bindMobile: boolean;
  loginModal: boolean;
  /** spec §4: the login modal was opened in 'modal login' mode */
  modalLogin: boolean;
  fixedTop: boolean;
  showSignBox: boolean;
  isMobile: boolean;
  refreshFromCookies: () => void;
  /** spec §4: on each route change the login modal closes and modal-login mode ends */
  closeLoginModal: () => void;
  openLoginModal: () => void;
  logout: () => void;
  setSearchInput: (text: string) => void;
  setNewsNumber: (count: number) => void;
  raiseBindMobile: () => void;
}

/** spec §4: logged in when the user info has an Id plus a mobile, nickname or real name, or the user cookie has an Id. */
export function isLoggedIn(user: UserInfo | null, userCookie: UserInfo | null = null): boolean {
  return Boolean(
    (user?.Id && (user.MobileNumber || user.NickName || user.RealName)) || userCookie?.Id,
  );
}

const readUser = () => getJsonCookie<UserInfo>(CookieName.UserInfo);
const readOrganization = () => getJsonCookie<UserOrganization>(CookieName.UserOrganization);
const readOrganizationDetail = () =>
  getJsonCookie<OrganizationDetail>(CookieName.OrganizationDetail);

/** Logged in right now, by the store or by the user cookie (the store refreshes after a route change renders). */
export const isLoggedInNow = (): boolean => isLoggedIn(useAppStore.getState().user, readUser());

/** The organisation's settings (spec §6), when an institution is recognised or bound. */
export function selectOrganizationInfo(state: {
  organizationDetail: OrganizationDetail | null;
}): OrganizationInfo | null {
  const info = state.organizationDetail?.OrganizationInfo;
  // Id 0 is 'not in an institution network' (spec §7 list-by-ip).
  return info && info.Id && String(info.Id) !== '0' ? info : null;
}

/** The institution kind (spec §1: 1 library, 3 type 3, 9 other) of the recognised or bound organisation. */
export function selectLibraryType(state: {
  organization: UserOrganization | null;
  organizationDetail: OrganizationDetail | null;
}): number | undefined {
  return (
    selectOrganizationInfo(state)?.Type ??
    state.organization?.LibraryType ??
    state.organization?.Type
  );
}

/** spec §4: logout clears user, organisation and token cookies. */
export function removeSessionCookies(): void {
  for (const name of [
    CookieName.UserInfo,
    CookieName.UserOrganization,
    CookieName.OrganizationDetail,
    CookieName.AccessToken,
  ])
    removeCookie(name);
}

export const useAppStore = create<AppState>((set) => ({
  user: readUser(),
  organization: readOrganization(),
  organizationDetail: readOrganizationDetail(),
  newsNumber: 0,
  searchInput: '',
  bindMobile: false,
  loginModal: false,
  modalLogin: false,
  fixedTop: false,
  showSignBox: false,
  isMobile: false,
  refreshFromCookies: () =>
    set({
      user: readUser(),
      organization: readOrganization(),
      organizationDetail: readOrganizationDetail(),
    }),
  closeLoginModal: () => set({ loginModal: false, modalLogin: false }),
  openLoginModal: () => set({ loginModal: true, modalLogin: true }),
  logout: () => {
    removeSessionCookies();
    set({ user: null, organization: null, organizationDetail: null, newsNumber: 0 });
  },
  setSearchInput: (searchInput) => set({ searchInput }),
  setNewsNumber: (newsNumber) => set({ newsNumber }),
  raiseBindMobile: () => set({ bindMobile: true }),
}));
