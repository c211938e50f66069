import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentDetailQueryOptions } from '../../api/content-detail';
import { homeIndexQueryOptions } from '../../features/home/api/get-home-index';
import { HOME_FIRST_WIDGETS } from '../../features/home/components/lazy-home-widgets';
import { searchContentsQueryOptions } from '../../features/search/api/search-contents';
import { readResourceSearch } from '../../features/search/resource-search-input';
import { bound, ok } from '../../test/fake-server';
import { asNewVisitor } from '../../test/new-visitor';
import { queryClient } from '../providers';
import { pageDataLoader } from './page-data';

let server: ReturnType<typeof asNewVisitor>;
const asked = () => server.requests.map((request) => request.path);
const load = (page: Parameters<typeof pageDataLoader>[0], path: string) =>
  pageDataLoader(page)!({ request: new Request(`http://localhost${path}`) });

describe('the data a page draws first, asked for when its route matches (issue 16)', () => {
  beforeEach(() => {
    server = asNewVisitor((request) => {
      if (request.path === '/v1/api/device/bind') return bound();
      if (request.path === '/Content/Search') return ok({ ItemList: [], RecordCount: 0 });
      return ok({ ItemList: [] });
    });
  });

  it("starts home's calls without drawing the page, under the keys the page reads", async () => {
    expect(load('home', '/wrap/index')).toBeNull();
    await waitFor(() =>
      expect(asked()).toEqual(
        expect.arrayContaining([
          '/v1/api/home/index',
          '/v1/api/ad/recommend',
          '/v1/api/history/hot-search-words',
        ]),
      ),
    );
    await waitFor(() =>
      expect(queryClient.getQueryState(homeIndexQueryOptions(false).queryKey)?.status).toBe(
        'success',
      ),
    );
  });

  it("asks for the code of home's first widgets once the page's own has come", async () => {
    const preloads = HOME_FIRST_WIDGETS.map((widget) => vi.spyOn(widget, 'preload'));
    load('home', '/wrap/index');
    await waitFor(() => expect(preloads.every((spy) => spy.mock.calls.length > 0)).toBe(true), {
      timeout: 10_000,
    });
    for (const spy of preloads) spy.mockRestore();
  });

  it('asks the search the results page asks, with the choices of its address', async () => {
    const path = `/wrap/resuResSearch?inSearch=${encodeURIComponent('{"keyword":"明月"}')}&cp=2&sort=2`;
    load('resuResSearch', path);
    await waitFor(() => expect(asked()).toContain('/Content/Search'));
    const search = server.requests.find((request) => request.path === '/Content/Search')!;
    expect(search.params).toMatchObject({ keyword: '明月', cp: '2', sort: '2', searchType: '1' });
    const { input } = readResourceSearch(new URL(`http://localhost${path}`).searchParams, {
      libraryType: undefined,
      organizationInfo: null,
      holdings: false,
    });
    await waitFor(() =>
      expect(queryClient.getQueryState(searchContentsQueryOptions(input).queryKey)?.status).toBe(
        'success',
      ),
    );
  });

  it("asks a detail address's item, and nothing for an address without one", async () => {
    load('detail', '/wrap/details/book');
    load('detail', '/wrap/details/book?id=42');
    await waitFor(() => expect(asked()).toContain('/Content/Detail'));
    const details = server.requests.filter((request) => request.path === '/Content/Detail');
    expect(details.map((request) => request.params.id)).toEqual(['42']);
    expect(
      queryClient.getQueryState(contentDetailQueryOptions({ id: '42' }, 'anon:').queryKey),
    ).toBeDefined();
  });

  it('gives the other pages no loader: they ask as they render', () => {
    expect(pageDataLoader('comingSoon')).toBeUndefined();
    expect(pageDataLoader('centerHome')).toBeUndefined();
  });
});
