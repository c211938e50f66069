import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../../app/providers';
import { bound, clearCookies, fakeFetch, ok } from '../../../test/fake-server';
import { BannerCarousel } from './BannerCarousel';

describe('home banners (spec §2, §3, §7)', () => {
  beforeEach(() => {
    clearCookies();
    queryClient.clear();
    const server = fakeFetch((request) =>
      request.path === '/v1/api/device/bind'
        ? bound()
        : ok({
            ItemList: [
              {
                Url: '/wrap/ProjectList',
                Contents: '唐诗三百首',
                CoverUrl: '/files/a.svg',
                PlatformName: 'web',
              },
              {
                Url: 'https://example.org/x',
                Contents: '外部活动',
                CoverUrl: '/files/b.svg',
                PlatformName: 'web',
              },
              {
                Url: '/wrap/bangdan',
                Contents: '仅限客户端',
                CoverUrl: '/files/c.svg',
                PlatformName: 'app',
              },
            ],
          }),
    );
    vi.stubGlobal('fetch', server.impl);
  });

  it('shows the web banners from the server, each linking to its address', async () => {
    const router = createMemoryRouter([{ path: '*', element: <BannerCarousel /> }]);
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    await waitFor(() => expect(screen.getAllByAltText('唐诗三百首').length).toBeGreaterThan(0));
    expect(screen.queryAllByAltText('仅限客户端')).toHaveLength(0);
    const inside = screen.getAllByAltText('唐诗三百首')[0]!.closest('a')!;
    expect(inside.getAttribute('href')).toBe('/wrap/ProjectList');
    expect(inside.querySelector('img')!.getAttribute('src')).toBe('/files/a.svg');
    const outside = screen.getAllByAltText('外部活动')[0]!.closest('a')!;
    expect(outside.getAttribute('target')).toBe('_blank');
  });
});
