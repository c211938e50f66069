import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAfterTokenInvalid, loginPageLoad, sessionExpired, shouldToast } from './api-client';
import { useAppStore } from '../stores/app-store';
import { clearCookies } from '../test/fake-server';

const EXPIRED = '登录已过期，请重新登录';

const signedInCookies = () => {
  for (const name of ['access_token', 'bg_user_info'])
    document.cookie = `${name}=${encodeURIComponent('{"Id":1,"RealName":"李书言"}')}; path=/`;
  useAppStore.getState().refreshFromCookies();
};

describe('the app wiring of spec §8 codes', () => {
  beforeEach(() => clearCookies());
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
    // a page shown again is not leaving (as after the browser's back from login)
    window.dispatchEvent(new Event('pageshow'));
  });

  it('code 34 on a centre page loads login once, however many calls come back 34', () => {
    const assign = vi.spyOn(loginPageLoad, 'assign').mockImplementation(() => undefined);
    signedInCookies();
    window.history.replaceState(null, '', '/wrap/center/myFollows');
    sessionExpired(EXPIRED);
    sessionExpired(EXPIRED);
    expect(assign).toHaveBeenCalledTimes(1);
    const url = new URL(assign.mock.calls[0]![0], 'http://localhost');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/wrap/center/myFollows');
    expect(url.searchParams.get('error')).toBe(EXPIRED);
    // the cookies go at once; the store keeps its reader until the page unloads, so the centre
    // guard does not move to /login without the reason first
    expect(document.cookie).not.toMatch(/access_token|bg_user_info/);
    expect(useAppStore.getState().user?.Id).toBe(1);
  });

  it('code 34 elsewhere clears the reader and stays', () => {
    const assign = vi.spyOn(loginPageLoad, 'assign').mockImplementation(() => undefined);
    signedInCookies();
    window.history.replaceState(null, '', '/wrap/index');
    sessionExpired(EXPIRED);
    expect(assign).not.toHaveBeenCalled();
    expect(useAppStore.getState().user).toBeNull();
    expect(document.cookie).not.toMatch(/access_token|bg_user_info/);
  });

  it('code 34 on a centre page goes to login with the full path and the reason', () => {
    const target = loginAfterTokenInvalid(
      '/wrap/center/bookShelf',
      '?tab=1',
      '登录已过期，请重新登录',
    );
    const url = new URL(target!, 'http://localhost');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/wrap/center/bookShelf?tab=1');
    expect(url.searchParams.get('error')).toBe('登录已过期，请重新登录');
  });

  it('code 34 elsewhere leaves the reader where they are', () => {
    expect(loginAfterTokenInvalid('/wrap/index', '', '登录已过期，请重新登录')).toBeNull();
  });

  it('code 34 clears the user cookies (access_token, bg_user_info, user_Organization, bg_organization_detail)', () => {
    for (const name of [
      'access_token',
      'bg_user_info',
      'user_Organization',
      'bg_organization_detail',
    ])
      document.cookie = `${name}=${encodeURIComponent('{"Id":1}')}; path=/`;
    document.cookie = 'deviceToken=dt; path=/';
    useAppStore.getState().refreshFromCookies();
    useAppStore.getState().logout();
    expect(document.cookie).toBe('deviceToken=dt');
    expect(useAppStore.getState().user).toBeNull();
    expect(useAppStore.getState().organizationDetail).toBeNull();
  });

  it('debounces the code 21 toast', () => {
    expect(shouldToast('操作过于频繁', 10_000)).toBe(true);
    expect(shouldToast('操作过于频繁', 10_500)).toBe(false);
    expect(shouldToast('另一条消息', 10_600)).toBe(true);
    expect(shouldToast('操作过于频繁', 13_000)).toBe(true);
  });
});
