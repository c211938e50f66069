import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from './providers';
import { loadHeaders } from './header/lazy-headers';
import { routes } from './router';
import { bound, ok } from '../test/fake-server';
import { asNewVisitor } from '../test/new-visitor';
import { useAppStore } from '../stores/app-store';

let server: ReturnType<typeof asNewVisitor>;

/** A lazy page's first load may take longer than 1 s on a busy machine. */
const SLOW = { timeout: 5_000 };

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const logIn = () => {
  document.cookie = `bg_user_info=${encodeURIComponent(JSON.stringify({ Id: 1, RealName: '李书言' }))}; path=/`;
};

describe('routes (spec §2)', () => {
  // The headers load on demand (issue 16); here they are ready before the first page, as after a visit.
  beforeAll(loadHeaders, 60_000);
  beforeEach(() => {
    server = asNewVisitor((request) => {
      if (request.path === '/v1/api/device/bind') return bound();
      if (request.path === '/v1/api/ad/recommend') return ok({ ItemList: [] });
      if (request.path === '/v1/api/organization/list-by-ip')
        return ok({ ItemList: [{ Id: 0, Title: '' }], RecordCount: 0 });
      if (request.path === '/v1/api/bookshelf/list') return ok({ ItemList: [], RecordCount: 0 });
      if (request.path === '/v1/api/user/detail') return ok(null);
      if (request.path === '/v1/api/paper-elect/list')
        return ok({ Organization: null, CanVote: false, ItemList: [], RecordCount: 0 });
      if (request.path === '/v1/api/follow/list' || request.path === '/v1/api/copyright/list')
        return ok({ ItemList: [], RecordCount: 0 });
      if (request.path === '/v1/api/press/list') return ok({ ItemList: [], RecordCount: 0 });
      if (request.path === '/v1/api/home/index')
        return ok({
          NewBooks: [],
          MostRead: [],
          Courses: [],
          AudioBooks: [],
          Holdings: [],
          OrganizationTitle: '',
          OrganizationId: 0,
          Categories: [],
          ClcCategories: [],
        });
      if (request.path === '/Content/Search')
        return ok({
          ItemList: [],
          RecordCount: 0,
          PassageCount: 0,
          IsPartial: false,
          Terms: ['明月'],
        });
      return ok([]);
    });
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

  it('guards any path containing center, even one no page answers', async () => {
    const router = renderAt('/wrap/center/no-such-page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('lets a reader whose user cookie has an Id into the centre', async () => {
    document.cookie = `bg_user_info=${encodeURIComponent(JSON.stringify({ Id: 7 }))}; path=/`;
    const router = renderAt('/wrap/center/myFollows');
    expect((await screen.findByTestId('my-follows-page', {}, SLOW)).textContent).toContain(
      '我的关注',
    );
    expect(router.state.location.pathname).toBe('/wrap/center/myFollows');
  });

  it.each(['/wrap/center', '/wrap/center/center'])(
    'shows the centre home at %s: the profile and the centre menu, not 建设中 or 404',
    async (path) => {
      logIn();
      renderAt(path);
      expect(await screen.findByTestId('center-home', {}, SLOW)).toBeTruthy();
      expect(screen.getByTestId('center-menu')).toBeTruthy();
      expect(screen.queryByTestId('coming-soon')).toBeNull();
      expect(screen.queryByText('页面不存在')).toBeNull();
    },
  );

  it('shows 我的书架 as a page of its own inside the centre frame', async () => {
    logIn();
    renderAt('/wrap/center/bookShelf');
    expect(await screen.findByTestId('bookshelf-page', {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId('center-frame')).toBeTruthy();
    expect(screen.queryByTestId('coming-soon')).toBeNull();
  });

  it('leaves a centre page for login when the reader logs out on it', async () => {
    logIn();
    const router = renderAt('/wrap/center/myFollows');
    await screen.findByTestId('my-follows-page', {}, SLOW);
    act(() => useAppStore.getState().logout());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
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

  it('registers the device before the first page renders', async () => {
    renderAt('/wrap/paperElect');
    await screen.findByTestId('paper-elect-page', {}, SLOW);
    expect(server.requests[0]!.path).toBe('/v1/api/device/bind');
    expect(document.cookie).toContain('deviceKey=key-1');
  });

  it('registers the device again on a route change when a device cookie is missing', async () => {
    const router = renderAt('/wrap/paperElect');
    await screen.findByTestId('paper-elect-page', {}, SLOW);
    document.cookie = 'deviceKey=; path=/; max-age=0';
    const before = server.requests.length;
    await act(() => router.navigate('/wrap/copyrightList'));
    expect(server.requests.slice(before).map((r) => r.path)).toContain('/v1/api/device/bind');
    expect(document.cookie).toContain('deviceKey=key-1');
    expect((await screen.findByTestId('copyright-list', {}, SLOW)).textContent).toContain(
      '版权专区',
    );
  });

  it('keeps a promotionCode query in a cookie for 7 days', async () => {
    const setter = vi.spyOn(document, 'cookie', 'set');
    renderAt('/wrap/paperElect?promotionCode=MOYUE2026');
    await screen.findByTestId('paper-elect-page', {}, SLOW);
    expect(setter).toHaveBeenCalledWith(
      expect.stringMatching(/^promotionCode=MOYUE2026; path=\/;.*max-age=604800/),
    );
    setter.mockRestore();
    expect(server.requests[0]!.params.promotionCode).toBe('MOYUE2026');
  });

  it('closes the login modal on a route change', async () => {
    const router = renderAt('/wrap/paperElect');
    await screen.findByTestId('paper-elect-page', {}, SLOW);
    act(() => useAppStore.getState().openLoginModal());
    await act(() => router.navigate('/wrap/copyrightList'));
    expect(useAppStore.getState().loginModal).toBe(false);
    expect(useAppStore.getState().modalLogin).toBe(false);
  });

  it('shows 纸书选采 with its name, not 建设中, inside the site frame', async () => {
    renderAt('/wrap/paperElect');
    expect((await screen.findByTestId('paper-elect-page', {}, SLOW)).textContent).toContain(
      '纸书选采',
    );
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    expect(screen.getByTestId('site-header')).toBeTruthy();
    expect(screen.getByTestId('top-menu')).toBeTruthy();
    expect(screen.getByTestId('search-bar')).toBeTruthy();
    expect(screen.getByTestId('site-footer')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('纸书选采 - 墨阅知识服务平台'));
  });

  it('leaves the title of the Q&A result page to the page itself', async () => {
    renderAt('/wrap/questionResource?keyWord=明月');
    expect((await screen.findByTestId('question-text', {}, SLOW)).textContent).toContain('明月');
    await waitFor(() => expect(document.title).toBe('明月 - 问答资源 - 墨阅知识服务平台'));
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    // The route drawn is marked on the page (e2e/all-routes waits for it after a move).
    expect(document.documentElement.dataset.route).toBe('/wrap/questionResource?keyWord=明月');
  });

  it('shows the Q&A answers page, not 建设中, with searchType 3', async () => {
    renderAt('/wrap/questionSearch?keyWord=明月');
    expect((await screen.findByTestId('question-text', {}, SLOW)).textContent).toContain('明月');
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    await waitFor(() => expect(document.title).toBe('问答检索 - 墨阅知识服务平台'));
    // the request goes out once it is signed (async), maybe after the page has rendered
    await waitFor(() =>
      expect(server.requests.find((r) => r.path === '/Content/Search')?.params).toMatchObject({
        keyword: '明月',
        searchType: '3',
      }),
    );
  });

  it('hides the footer on the publisher shop', async () => {
    renderAt('/press/index');
    await screen.findByTestId('press-directory', {}, SLOW);
    expect(screen.getByTestId('site-header')).toBeTruthy();
    expect(screen.queryByTestId('site-footer')).toBeNull();
  });

  it('keeps home mounted (hidden) while elsewhere and shows the same page on return', async () => {
    const router = renderAt('/wrap/index');
    const home = await screen.findByTestId('home', {}, SLOW);
    await act(() => router.navigate('/wrap/paperElect'));
    await screen.findByTestId('paper-elect-page', {}, SLOW);
    expect(home.isConnected).toBe(true);
    expect(home.closest('[hidden]')).not.toBeNull();
    await act(() => router.navigate('/wrap/index'));
    expect(screen.getByTestId('home')).toBe(home);
    expect(home.closest('[hidden]')).toBeNull();
  });

  it("draws home and the search results from their route's early calls, asking each once (issue 16)", async () => {
    const count = (path: string) => server.requests.filter((r) => r.path === path).length;
    const router = renderAt('/wrap/index');
    await screen.findByTestId('home', {}, SLOW);
    await waitFor(() => expect(screen.queryByTestId('shelf-new')).not.toBeNull(), SLOW);
    expect(count('/v1/api/home/index')).toBe(1);
    expect(count('/v1/api/ad/recommend')).toBe(1);
    await act(() =>
      router.navigate(`/wrap/resuResSearch?inSearch=${encodeURIComponent('{"keyword":"明月"}')}`),
    );
    await waitFor(
      () =>
        expect(document.querySelector('.search-page__count')?.textContent).toMatch(/共\s*0\s*条/),
      SLOW,
    );
    expect(count('/Content/Search')).toBe(1);
  });

  it('keeps help mounted too, and puts centre pages under 个人中心 in the breadcrumb', async () => {
    logIn();
    const router = renderAt('/wrap/help');
    const help = await screen.findByRole('heading', { name: '帮助中心' }, SLOW);
    await act(() => router.navigate('/wrap/center/myFollows'));
    await screen.findByTestId('my-follows-page', {}, SLOW);
    expect(help.isConnected).toBe(true);
    expect(help.closest('[hidden]')).not.toBeNull();
    expect(document.querySelector('.site-main__crumbs')!.textContent).toBe(
      '首页/个人中心/我的关注',
    );
  });

  it('renders the readers full-page, without the site frame', async () => {
    renderAt('/epubReader?id=1');
    // The reader page itself (issue 6): its frame shows while the book opens.
    await screen.findByLabelText('阅读进度');
    expect(screen.queryByTestId('site-header')).toBeNull();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('answers an unknown path with a Chinese 404', async () => {
    renderAt('/wrap/no-such-page');
    expect(await screen.findByText('页面不存在', {}, SLOW)).toBeTruthy();
  });
});
