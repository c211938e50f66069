import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { bound, clearCookies, fakeFetch, ok, refused } from '../../../test/fake-server';
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
