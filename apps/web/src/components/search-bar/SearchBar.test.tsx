import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../app/providers';
import { useAppStore } from '../../stores/app-store';
import { bound, clearCookies, fakeFetch, ok } from '../../test/fake-server';
import { SearchBar } from './SearchBar';

function renderBar(path = '/wrap/index') {
  const router = createMemoryRouter([{ path: '*', element: <SearchBar /> }], {
    initialEntries: [path],
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
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

  it('links to advanced search', () => {
    renderBar();
    expect(screen.getByText('高级检索').closest('a')!.getAttribute('href')).toBe(
      '/wrap/searchBook',
    );
  });
});
