import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from './providers';
import { routes } from './router';
import { clearCookies } from '../test/fake-server';
import { useAppStore } from '../stores/app-store';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('routes (spec §2)', () => {
  beforeEach(() => {
    clearCookies();
    useAppStore.getState().logout();
    // No server here: every call fails fast, the shell still renders.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
  });

  it('sends a centre page to login with the full path as redirect', async () => {
    const router = renderAt('/wrap/center/bookShelf');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fwrap%2Fcenter%2FbookShelf');
  });

  it('keeps the query of a guarded path in the redirect', async () => {
    const router = renderAt('/wrap/center/myNews?tab=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/wrap/center/myNews?tab=2',
    );
  });

  it('lets a logged-in reader into the centre', async () => {
    document.cookie = `bg_user_info=${encodeURIComponent(JSON.stringify({ Id: 1, RealName: '李书言' }))}; path=/`;
    useAppStore.getState().refreshFromCookies();
    const router = renderAt('/wrap/center/bookShelf');
    expect((await screen.findByTestId('coming-soon')).textContent).toContain('我的书架');
    expect(router.state.location.pathname).toBe('/wrap/center/bookShelf');
  });

  it.each([
    ['/', '/wrap/index'],
    ['/wrap', '/wrap/index'],
    ['/wrap/press', '/press/index'],
    ['/press', '/press/index'],
  ])('redirects %s to %s', async (from, to) => {
    const router = renderAt(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it('shows a page that is not built yet with its name and 建设中, inside the site frame', async () => {
    renderAt('/wrap/bangdan');
    expect((await screen.findByTestId('coming-soon')).textContent).toContain('榜单 · 建设中');
    expect(screen.getByTestId('site-header')).toBeTruthy();
    expect(screen.getByTestId('site-footer')).toBeTruthy();
  });

  it('hides the footer on the publisher shop', async () => {
    renderAt('/press/index');
    await screen.findByTestId('coming-soon');
    expect(screen.queryByTestId('site-footer')).toBeNull();
  });

  it('renders the readers full-page, without the site frame', async () => {
    renderAt('/epubReader?id=1');
    await screen.findByTestId('coming-soon');
    expect(screen.queryByTestId('site-header')).toBeNull();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('answers an unknown path with a Chinese 404', async () => {
    renderAt('/wrap/no-such-page');
    expect(await screen.findByText('页面不存在')).toBeTruthy();
  });
});
