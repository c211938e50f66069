import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { apiClient } from '../../../api/api-client';
import { bound, clearCookies, fakeFetch, ok, refused, requestUrl } from '../../../test/fake-server';
import { logout } from './logout';

describe('logout (spec §4, §7)', () => {
  beforeEach(() => clearCookies());

  it('clears the user, organisation and token cookies and ends the session on the server', async () => {
    const server = fakeFetch((request) =>
      request.path === '/v1/api/device/bind' ? bound() : ok(null),
    );
    vi.stubGlobal('fetch', server.impl);
    for (const name of ['bg_user_info', 'user_Organization', 'bg_organization_detail'])
      document.cookie = `${name}=${encodeURIComponent('{"Id":1,"RealName":"李书言"}')}; path=/`;
    useAppStore.getState().refreshFromCookies();
    await logout();
    expect(useAppStore.getState().user).toBeNull();
    expect(document.cookie).not.toMatch(/bg_user_info|user_Organization|bg_organization_detail/);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toContain(
      'POST /v1/api/device/logout',
    );
  });

  it('ends the session on the server only once the calls already sent are answered', async () => {
    // A login-only call answered after the session ended would come back code 34 (登录已过期).
    const server = fakeFetch((request) =>
      request.path === '/v1/api/device/bind' ? bound() : ok({ Total: 0 }),
    );
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const arrivals: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(requestUrl(input), 'http://localhost').pathname;
      if (path === '/v1/api/message/statistic') await answered;
      arrivals.push(path);
      return server.impl(input, init);
    });
    document.cookie = `bg_user_info=${encodeURIComponent('{"Id":1}')}; path=/`;
    useAppStore.getState().refreshFromCookies();

    const statistic = apiClient.get('/v1/api/message/statistic');
    const signingOut = logout();
    expect(useAppStore.getState().user).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(arrivals).not.toContain('/v1/api/device/logout');
    answer();
    await Promise.all([statistic, signingOut]);
    expect(arrivals.filter((path) => path !== '/v1/api/device/bind')).toEqual([
      '/v1/api/message/statistic',
      '/v1/api/device/logout',
    ]);
  });

  it('signs out here even when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch((request) =>
        request.path === '/v1/api/device/bind' ? bound() : refused(500, '服务器繁忙', 500),
      ).impl,
    );
    document.cookie = `bg_user_info=${encodeURIComponent('{"Id":1}')}; path=/`;
    useAppStore.getState().refreshFromCookies();
    await logout();
    expect(useAppStore.getState().user).toBeNull();
  });
});
