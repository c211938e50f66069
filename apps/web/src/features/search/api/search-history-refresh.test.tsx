import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../app/providers';
import { SearchBar } from '../../../components/search-bar/SearchBar';
import { useAppStore } from '../../../stores/app-store';
import { bound, clearCookies, fakeFetch, ok } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render-route';
import { searchContentsQueryOptions } from './search-contents';
import { searchFullTextQueryOptions } from './search-full-text';

describe('a search that the server keeps as history (spec §2, §7)', () => {
  let items: { Id: number; Title: string; CreateTime: string; Content: null }[];
  let lists: number;

  beforeEach(() => {
    clearCookies();
    queryClient.clear();
    useAppStore.setState({
      searchInput: '',
      user: { Id: 1, MobileNumber: '13800000001', RealName: '李书言' },
    });
    items = [{ Id: 11, Title: '明月', CreateTime: '2026-11-28 10:00:00', Content: null }];
    lists = 0;
    const server = fakeFetch((request) => {
      if (request.path === '/v1/api/device/bind') return bound();
      if (request.path === '/v1/api/history/list') {
        lists += 1;
        return ok({ ItemList: items, RecordCount: items.length });
      }
      if (request.path === '/Content/Search') {
        // the server keeps a first page's keyword before it answers
        if (request.params.cp === '1' && request.params.keyword)
          items = [
            {
              Id: 12,
              Title: request.params.keyword,
              CreateTime: '2026-11-28 11:00:00',
              Content: null,
            },
            ...items,
          ];
        return ok({ ItemList: [], RecordCount: 0, PassageCount: 0, IsPartial: false });
      }
      return ok({ ItemList: [] });
    });
    vi.stubGlobal('fetch', server.impl);
  });

  const openDropdown = async () => {
    renderRoutes([{ path: '*', element: <SearchBar /> }], '/wrap/index');
    const input = screen.getByLabelText('检索关键词');
    fireEvent.focus(input);
    fireEvent.mouseDown(input);
    await screen.findByRole('button', { name: '删除搜索历史 明月' });
  };

  it('shows its keyword in a dropdown already open once the search answers', async () => {
    await openDropdown();
    expect(screen.queryByRole('button', { name: '删除搜索历史 故乡' })).toBeNull();
    await queryClient.fetchQuery(searchFullTextQueryOptions({ keyword: '故乡', cp: 1, ps: 10 }));
    expect(await screen.findByRole('button', { name: '删除搜索历史 故乡' })).toBeTruthy();
  });

  it('asks nothing more for a later page or a search without a keyword', async () => {
    await openDropdown();
    const before = lists;
    await queryClient.fetchQuery(searchFullTextQueryOptions({ keyword: '故乡', cp: 2, ps: 10 }));
    await queryClient.fetchQuery(
      searchContentsQueryOptions({ keyword: ' ', objectTypes: '104', cp: 1, ps: 10 }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lists).toBe(before);
    await queryClient.fetchQuery(
      searchContentsQueryOptions({ keyword: '李白', objectTypes: '104', cp: 1, ps: 10 }),
    );
    await waitFor(() => expect(lists).toBe(before + 1));
  });
});
