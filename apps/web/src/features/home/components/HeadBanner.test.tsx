import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../../app/providers';
import { getCookie } from '../../../lib/cookies';
import { bound, clearCookies, fakeFetch, ok } from '../../../test/fake-server';
import { HEAD_BANNER_COOKIE, HeadBanner } from './HeadBanner';

describe('head banner (spec §2, §9: 1 s after load, for 10 s, then a 172800 s cookie)', () => {
  beforeEach(() => {
    clearCookies();
    queryClient.clear();
    const server = fakeFetch((request) =>
      request.path === '/v1/api/device/bind'
        ? bound()
        : ok({
            ItemList: [
              {
                Url: '/wrap/bangdan',
                Contents: '本周榜单',
                CoverUrl: '/files/a.svg',
                PlatformName: 'web',
              },
            ],
          }),
    );
    vi.stubGlobal('fetch', server.impl);
  });
  afterEach(() => vi.useRealTimers());

  const show = () =>
    render(
      <Providers>
        <RouterProvider router={createMemoryRouter([{ path: '*', element: <HeadBanner /> }])} />
      </Providers>,
    );

  it('appears after 1 s, hides after 10 s more, and stays hidden on the next visit', async () => {
    let { unmount } = show();
    await waitFor(() => expect(queryClient.getQueryData(['home', 'banners'])).toBeTruthy());
    vi.useFakeTimers();
    // the effect runs with the banner now known: re-render to start the timers under fake time
    unmount();
    ({ unmount } = show());
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(screen.queryByTestId('head-banner')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByTestId('head-banner').textContent).toContain('本周榜单');
    expect(getCookie(HEAD_BANNER_COOKIE)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.queryByTestId('head-banner')).toBeNull();
    expect(getCookie(HEAD_BANNER_COOKIE)).toBe('1');
    // the next visit within two days: the cookie keeps it hidden
    unmount();
    show();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.queryByTestId('head-banner')).toBeNull();
  });
});
