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
}

/** spec §3 'User organisation' plus the organisation settings of §6 the menu needs. */
export interface UserOrganization {
  Id: number | string;
  Type: number;
  State: number;
  Warning: number;
  ExpireTime?: string;
  ExternalId?: string;
  Logo?: string;
  Title: string;
  IsPartner?: number | boolean;
  Nav?: string;
  LibraryType?: number;
}

/** The app state bag of spec §3 (the part the shell owns; later issues add theirs). */
export interface AppState {
  user: UserInfo | null;
  organization: UserOrganization | null;
  newsNumber: number;
  searchInput: string;
  bindMobile: boolean;
  loginModal: boolean;
  refreshFromCookies: () => void;
  logout: () => void;
  setSearchInput: (text: string) => void;
  raiseBindMobile: () => void;
}

/** spec §4: logged in when the user info has an Id plus a mobile, nickname or real name. */
export function isLoggedIn(user: UserInfo | null): boolean {
  return Boolean(user?.Id && (user.MobileNumber || user.NickName || user.RealName));
}

const readUser = () => getJsonCookie<UserInfo>(CookieName.UserInfo);
const readOrganization = () => getJsonCookie<UserOrganization>(CookieName.UserOrganization);

export const useAppStore = create<AppState>((set) => ({
  user: readUser(),
  organization: readOrganization(),
  newsNumber: 0,
  searchInput: '',
  bindMobile: false,
  loginModal: false,
  refreshFromCookies: () => set({ user: readUser(), organization: readOrganization() }),
  logout: () => {
    // spec §4: logout clears user, organisation and token cookies.
    for (const name of [
      CookieName.UserInfo,
      CookieName.UserOrganization,
      CookieName.OrganizationDetail,
      CookieName.AccessToken,
    ]) {
      removeCookie(name);
    }
    set({ user: null, organization: null, newsNumber: 0 });
  },
  setSearchInput: (searchInput) => set({ searchInput }),
  raiseBindMobile: () => set({ bindMobile: true }),
}));
