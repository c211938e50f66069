import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/providers';
import { useAppStore } from '../../stores/app-store';
import { bound, clearCookies, fakeFetch, ok, requestUrl } from '../../test/fake-server';
import { SearchBar } from './SearchBar';
import { renderRoutes } from '../../test/render-route';

function renderBar(path = '/wrap/index') {
  return renderRoutes([{ path: '*', element: <SearchBar /> }], path);
}

const input = () => screen.getByLabelText('检索关键词');
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const searchButton = () => screen.getByRole('button', { name: /搜\s*索/ });

describe('the search bar frame (spec §2, §5)', () => {
  beforeEach(() => {
    clearCookies();
    queryClient.clear();
    useAppStore.setState({ searchInput: '' });
    const server = fakeFetch((request) =>
      request.path === '/v1/api/device/bind' ? bound() : ok({ ItemList: [] }),
    );
    vi.stubGlobal('fetch', server.impl);
  });

  it('starts on full-text search and refuses an empty keyword with 请输入关键词', async () => {
    const router = renderBar();
    expect(screen.getByRole('tab', { name: '全文检索' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    type('   ');
    fireEvent.click(searchButton());
    expect((await screen.findAllByText('请输入关键词')).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/wrap/index');
  });

  it('searches the full text with the trimmed keyword', async () => {
    const router = renderBar();
    type('  明月\n几时有 ');
    fireEvent.click(searchButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/wrap/allSearch'));
    expect(new URLSearchParams(router.state.location.search).get('keyWord')).toBe('明月几时有');
  });

  it('offers the resource filters and searches resources with the chosen one', async () => {
    const router = renderBar();
    fireEvent.click(screen.getByRole('tab', { name: '资源检索' }));
    for (const label of ['全部', '出版社', '作者', 'ISBN'])
      expect(screen.getByLabelText(label)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('作者'));
    type('李白');
    fireEvent.click(searchButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/wrap/resuResSearch'));
    const query = new URLSearchParams(router.state.location.search);
    expect(JSON.parse(query.get('inSearch')!)).toEqual({ keyword: '李白' });
    expect(query.get('searchType')).toBe('1');
    expect(query.get('select')).toBe('Author');
  });

  it('shows the tab of the results page it stands on', () => {
    renderBar('/wrap/resuResSearch?inSearch=%7B%22keyword%22%3A%22%E6%9D%8E%E7%99%BD%22%7D');
    expect(screen.getByRole('tab', { name: '资源检索' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('links to advanced search', () => {
    renderBar();
    expect(screen.getByText('高级检索').closest('a')!.getAttribute('href')).toBe(
      '/wrap/searchBook',
    );
  });

  it('asks a question (问答检索, spec §2 search type 3) and refuses an empty one', async () => {
    const router = renderBar();
    fireEvent.click(screen.getByRole('tab', { name: '问答检索' }));
    type(' \n ');
    fireEvent.click(searchButton());
    expect((await screen.findAllByText('请输入关键词')).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/wrap/index');
    type(' 床前明月光是谁写的\n');
    fireEvent.click(searchButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/wrap/questionSearch'));
    expect(new URLSearchParams(router.state.location.search).get('keyWord')).toBe(
      '床前明月光是谁写的',
    );
  });

  it('stands on 问答检索 on both Q&A pages', () => {
    renderBar('/wrap/questionResource?keyWord=%E4%BB%81');
    expect(screen.getByRole('tab', { name: '问答检索' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('sends the AI book assistant search (type 2) to /wrap/bookai with the keyword', async () => {
    const router = renderBar('/wrap/chatbook');
    expect(screen.getByRole('tab', { name: 'AI读书助手' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    type('论语');
    fireEvent.click(searchButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/wrap/bookai'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('论语');
  });

  it('offers the AI tab only on the AI pages', () => {
    renderBar();
    expect(screen.queryByRole('tab', { name: 'AI读书助手' })).toBeNull();
  });

  it('hides full-text search where the institution turned it off (spec §6), resource search first', async () => {
    useAppStore.setState({
      organizationDetail: {
        Id: 7,
        OrganizationInfo: { Id: 7, Title: '示范馆', FullTextSearchDisabled: 1 },
      },
    });
    try {
      const router = renderBar();
      expect(screen.queryByRole('tab', { name: '全文检索' })).toBeNull();
      expect(screen.getByRole('tab', { name: '资源检索' }).getAttribute('aria-selected')).toBe(
        'true',
      );
      type('论语');
      fireEvent.click(searchButton());
      await waitFor(() => expect(router.state.location.pathname).toBe('/wrap/resuResSearch'));
    } finally {
      useAppStore.setState({ organizationDetail: null });
    }
  });

  describe('suggestions (spec §5: debounced 1 s, never for blank input)', () => {
    let suggests: string[];
    beforeEach(() => {
      suggests = [];
      const server = fakeFetch((request) => {
        if (request.path === '/v1/api/device/bind') return bound();
        if (request.path === '/v1/api/suggest/get-suggest') {
          suggests.push(request.params.keyword ?? '');
          expect(request.params.ps).toBe('8');
          return ok({ ItemList: [{ Text: `${request.params.keyword}几时有` }] });
        }
        return ok({ ItemList: [] });
      });
      vi.stubGlobal('fetch', server.impl);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    // An open list offering it (a closing dropdown keeps its last DOM while it animates away).
    const suggestionShown = () =>
      input().getAttribute('aria-expanded') === 'true' &&
      screen.queryAllByText('明月几时有').length > 0;
    const openDropdown = () => {
      fireEvent.focus(input());
      fireEvent.mouseDown(input());
    };

    it('asks once the input has rested for 1 s, with the last text only', async () => {
      renderBar();
      openDropdown();
      type('明');
      await wait(600);
      type('明月');
      await wait(999);
      expect(suggests).toEqual([]);
      await wait(1);
      await vi.waitFor(() => expect(suggests).toEqual(['明月']));
      // (no waitFor under fake timers: it would wait on a faked clock)
      await vi.waitFor(() => expect(suggestionShown()).toBe(true));
    });

    it('never asks for blank input, however long it rests', async () => {
      renderBar();
      openDropdown();
      type('   ');
      await wait(3000);
      type(' \n ');
      await wait(3000);
      expect(suggests).toEqual([]);
    });

    it('drops the last suggestions as soon as the input is blank', async () => {
      renderBar();
      openDropdown();
      type('明月');
      await wait(1000);
      await vi.waitFor(() => expect(suggestionShown()).toBe(true));
      type('');
      // at once: no timer has run
      expect(suggestionShown()).toBe(false);
      await wait(1500);
      expect(suggests).toEqual(['明月']);
    });
  });

  describe('search history of a signed-in reader (spec §2, §7)', () => {
    let requests: { path: string; params: Record<string, string> }[];
    beforeEach(() => {
      requests = [];
      let items = [
        { Id: 11, Title: '明月', CreateTime: '2026-11-23 10:00:00', Content: null },
        { Id: 12, Title: '故乡', CreateTime: '2026-11-23 09:00:00', Content: null },
      ];
      const server = fakeFetch((request) => {
        requests.push({ path: request.path, params: request.params });
        if (request.path === '/v1/api/device/bind') return bound();
        if (request.path === '/v1/api/history/list')
          return ok({ ItemList: items, RecordCount: items.length });
        if (request.path === '/v1/api/history/delete') {
          const ids = (request.params.ids ?? '').split(',').map(Number);
          items =
            request.params.isDeleteAll === 'true' ? [] : items.filter((i) => !ids.includes(i.Id));
          return ok({ Deleted: 1 });
        }
        return ok({ ItemList: [] });
      });
      vi.stubGlobal('fetch', server.impl);
      useAppStore.setState({
        user: { Id: 1, MobileNumber: '13800000001', RealName: '李书言' },
      });
    });

    const openDropdown = () => {
      fireEvent.focus(input());
      fireEvent.mouseDown(input());
    };

    it('lists the keywords (ps 8, actionType 2) while the input is blank and searches one', async () => {
      const router = renderBar();
      openDropdown();
      expect(await screen.findByText('故乡')).toBeTruthy();
      const list = requests.find((r) => r.path === '/v1/api/history/list');
      expect(list?.params).toMatchObject({ actionType: '2', type: '2', ps: '8', cp: '1' });
      fireEvent.click(screen.getByText('故乡'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/wrap/allSearch'));
      expect(new URLSearchParams(router.state.location.search).get('keyWord')).toBe('故乡');
    });

    it('deletes one keyword, or all of them', async () => {
      renderBar();
      openDropdown();
      fireEvent.click(await screen.findByRole('button', { name: '删除搜索历史 明月' }));
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: '删除搜索历史 明月' })).toBeNull(),
      );
      expect(screen.getByRole('button', { name: '删除搜索历史 故乡' })).toBeTruthy();
      expect(requests.find((r) => r.path === '/v1/api/history/delete')?.params).toMatchObject({
        actionType: '2',
        ids: '11',
      });
      fireEvent.click(screen.getByText('清空搜索历史'));
      await waitFor(() =>
        expect(
          requests.some(
            (r) => r.path === '/v1/api/history/delete' && r.params.isDeleteAll === 'true',
          ),
        ).toBe(true),
      );
      // the dropdown reloads the (now empty) history after the delete
      const deleteAt = requests.findIndex(
        (r) => r.path === '/v1/api/history/delete' && r.params.isDeleteAll === 'true',
      );
      await waitFor(() =>
        expect(requests.slice(deleteAt).some((r) => r.path === '/v1/api/history/list')).toBe(true),
      );
    });

    it('asks again when the history changed while an older request was still under way', async () => {
      // The dropdown's requests are slow to answer; meanwhile a search keeps 故乡 on
      // the server and the reader clears the input: the history shown must hold 故乡.
      let items = [{ Id: 11, Title: '明月', CreateTime: '2026-11-23 10:00:00', Content: null }];
      const server = fakeFetch((request) => {
        if (request.path === '/v1/api/device/bind') return bound();
        if (request.path === '/v1/api/history/list')
          return ok({ ItemList: items, RecordCount: items.length });
        return ok({ ItemList: [] });
      });
      let release = () => {};
      const slow = new Promise<void>((resolve) => (release = resolve));
      let lists = 0;
      vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
        // answered from the server's state when sent, delivered once released
        const answer = server.impl(input, init);
        if (requestUrl(input).includes('/v1/api/history/list')) {
          lists += 1;
          await slow;
        }
        return answer;
      });
      renderBar();
      openDropdown();
      await waitFor(() => expect(lists).toBeGreaterThan(0));
      const sentBefore = lists;
      items = [
        { Id: 12, Title: '故乡', CreateTime: '2026-11-23 11:00:00', Content: null },
        ...items,
      ];
      type('故');
      type('');
      await waitFor(() => expect(lists).toBeGreaterThan(sentBefore));
      release();
      expect(await screen.findByRole('button', { name: '删除搜索历史 故乡' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '删除搜索历史 明月' })).toBeTruthy();
    });

    it('never asks for history without login', async () => {
      useAppStore.setState({ user: null });
      renderBar();
      openDropdown();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(requests.some((r) => r.path === '/v1/api/history/list')).toBe(false);
    });
  });
});
