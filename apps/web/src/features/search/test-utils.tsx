import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { ContentSummary, ResourceSearchData } from '@moyue/contracts/api/search';
import { Providers, queryClient } from '../../app/providers';
import type { refused } from '../../test/fake-server';
import { bound, clearCookies, fakeFetch, ok, type Recorded } from '../../test/fake-server';

/** A result row with the fields of contracts/api/search.ts; a book unless told otherwise. */
export function buildContent(overrides: Partial<ContentSummary> = {}): ContentSummary {
  return {
    Id: 1,
    ExternalId: 'c-1',
    ObjectType: 104,
    Title: '李太白集',
    Author: '李白',
    Publisher: '中华书局',
    IssueDate: '1977-09-01',
    Isbn: '9787101003048',
    Abstracts: '唐代诗人李白的诗文集。',
    CoverUrl: '',
    MediaType: 'epub',
    Keywords: '',
    ReadCount: 0,
    UpdateTime: '2024-05-01 08:30:00',
    ContentSource: 0,
    ...overrides,
  };
}

export const resourceData = (
  items: ContentSummary[] = [],
  overrides: Partial<ResourceSearchData> = {},
): ResourceSearchData => ({
  ItemList: items,
  RecordCount: items.length,
  Publishers: [],
  Categories: [],
  ...overrides,
});

/**
 * Renders a search page at path behind a fake network: the device is bound, /Content/Search
 * answers with search(request) and any other call with an empty list.
 */
export function renderSearchPage(
  element: ReactElement,
  path: string,
  search: (request: Recorded) => ResourceSearchData | ReturnType<typeof refused> = () =>
    resourceData(),
  other: (request: Recorded) => unknown = () => ({ ItemList: [] }),
) {
  clearCookies();
  queryClient.clear();
  const server = fakeFetch((request) => {
    if (request.path === '/v1/api/device/bind') return bound();
    if (request.path === '/Content/Search') {
      const answer = search(request);
      return 'body' in answer ? answer : ok(answer);
    }
    return ok(other(request));
  });
  vi.stubGlobal('fetch', server.impl);
  const pathname = path.split('?')[0]!;
  const router = createMemoryRouter([{ path: pathname, element }], { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  const searches = () => server.requests.filter((request) => request.path === '/Content/Search');
  const query = () => new URLSearchParams(router.state.location.search);
  return { router, searches, query, requests: server.requests };
}
