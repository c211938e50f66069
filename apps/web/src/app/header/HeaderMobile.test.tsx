import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MainLayout } from '../MainLayout';
import { loadHeaders } from './lazy-headers';
import { Providers, queryClient } from '../providers';
import { NARROW_SCREEN_QUERY } from '../../hooks/use-narrow-screen';
import { useAppStore } from '../../stores/app-store';
import { bound, clearCookies, fakeFetch, ok } from '../../test/fake-server';
import { fakeMatchMedia, resetMatchMedia } from '../../test/media-query';

/** A viewport of the given width, as far as CSS media queries go. */
const viewport = (width: number) =>
  fakeMatchMedia((query) => query === NARROW_SCREEN_QUERY && width <= 760);

function renderSite(path = '/wrap/bangdan') {
  const router = createMemoryRouter(
    [
      {
        element: <MainLayout />,
        children: [{ path: '*', element: <p data-testid="page">页面内容</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const MENU = [
  '首页',
  '书城',
  '优选',
  '榜单',
  '有声书与课程',
  '热点专题',
  '数据库',
  '新时代学习平台',
];

describe('the header on phones (issue 12)', () => {
  // The headers load on demand (issue 16); here they are ready before the first render.
  beforeAll(loadHeaders, 60_000);
  beforeEach(() => {
    clearCookies();
    queryClient.clear();
    useAppStore.getState().logout();
    vi.stubGlobal(
      'fetch',
      fakeFetch((request) => {
        if (request.path === '/v1/api/device/bind') return bound();
        if (request.path === '/v1/api/message/statistic') return ok({ Total: 3 });
        if (request.path === '/v1/api/organization/list-by-ip')
          return ok({
            ItemList: [
              {
                Id: 1,
                ExternalId: 'org-1',
                Title: '墨阅示范图书馆',
                Logo: '',
                Type: 1,
                IsPartner: 1,
                IpRanges: [],
              },
            ],
            RecordCount: 1,
          });
        return ok(null);
      }).impl,
    );
  });
  afterEach(() => {
    resetMatchMedia();
  });

  it('puts the top menu, the user links and the service menu in a drawer at 390 px', async () => {
    viewport(390);
    const router = renderSite();
    // The phone header's code loads on demand (issue 16).
    const menuButton = await screen.findByTestId('mobile-menu-button');
    // One bar: no top-menu strip, no desktop link row, the search bar folded away.
    expect(screen.queryByTestId('top-menu')).toBeNull();
    expect(screen.queryByRole('navigation', { name: '用户导航' })).toBeNull();
    expect(screen.queryByPlaceholderText(/请输入/)).toBeNull();
    expect(screen.queryByTestId('mobile-drawer')).toBeNull();

    fireEvent.click(menuButton);
    const drawer = await screen.findByTestId('mobile-drawer');
    const topMenu = within(drawer).getByTestId('drawer-top-menu');
    for (const label of MENU) expect(within(topMenu).getByText(label)).toBeTruthy();
    for (const label of [
      '出版项目',
      '最新资讯',
      '个人中心',
      '我的消息',
      '帮助中心',
      '联系客服',
      '问题反馈',
      '登录',
      '注册',
    ])
      expect(within(drawer).getByText(label)).toBeTruthy();
    expect((await within(drawer).findByTestId('ip-message')).textContent).toContain(
      '墨阅示范图书馆',
    );
    expect(screen.getByTestId('greeting').textContent).toBe('您好，欢迎来到墨阅！');

    // Choosing an entry goes there and closes the drawer.
    fireEvent.click(within(topMenu).getByText('书城'));
    await act(async () => undefined);
    expect(router.state.location.pathname).toBe('/wrap/resuResSearch');
    expect(screen.getByTestId('mobile-menu-button').getAttribute('aria-expanded')).toBe('false');
  });

  it('shows a signed-in reader the unread count and 退出 in the drawer', async () => {
    viewport(390);
    useAppStore.setState({ user: { Id: 9, RealName: '李书言' } });
    renderSite();
    fireEvent.click(await screen.findByTestId('mobile-menu-button'));
    const drawer = await screen.findByTestId('mobile-drawer');
    expect(screen.getByTestId('greeting').textContent).toBe('您好，李书言');
    await waitFor(() => expect(within(drawer).getByTestId('my-news').textContent).toContain('3'));
    expect(within(drawer).getByText('退出')).toBeTruthy();
    expect(within(drawer).queryByText('登录')).toBeNull();
  });

  it('unfolds the search bar from the search entry', async () => {
    viewport(390);
    renderSite();
    fireEvent.click(await screen.findByTestId('mobile-search-entry'));
    expect(await screen.findByPlaceholderText(/请输入/)).toBeTruthy();
  });

  it('keeps the desktop header, brand bar and top menu at 1440 px', async () => {
    viewport(1440);
    renderSite();
    expect(await screen.findByTestId('top-menu')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '用户导航' })).toBeTruthy();
    expect(screen.queryByTestId('mobile-menu-button')).toBeNull();
  });
});
