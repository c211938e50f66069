import { beforeEach, describe, expect, it } from 'vitest';
import { loginAfterTokenInvalid, shouldToast } from './api-client';
import { useAppStore } from '../stores/app-store';
import { clearCookies } from '../test/fake-server';

describe('the app wiring of spec §8 codes', () => {
  beforeEach(() => clearCookies());

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
