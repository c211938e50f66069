import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import { Providers, queryClient } from '../../app/providers';
import { AppLoginModal } from '../../app/LoginModal';
import { useAppStore } from '../../stores/app-store';
import { bound, clearCookies, fakeFetch, ok, refused, type Recorded } from '../../test/fake-server';
import { Where } from '../../test/render-route';

/** A detail with every field of contracts/api/catalog.ts; a priced book unless told otherwise. */
export function buildDetail(overrides: Partial<ContentDetail> = {}): ContentDetail {
  return {
    Id: 12,
    ExternalId: 'bk-libai',
    FileExternalId: 'f-libai',
    GroupId: 0,
    ObjectType: 104,
    Title: '李太白集',
    Author: '李白',
    Publisher: '中华书局',
    IssueDate: '1977-09-01',
    Abstracts: '唐代诗人李白的诗文集。',
    Remark: '',
    CoverUrl: '/files/public/cover.svg',
    MediaType: 'epub',
    AuthorizeUrl: '',
    RelationContents: [],
    MarketPrice: 36,
    UpdateTime: '2024-05-01 08:30:00',
    IsInxiaoyou: false,
    IsRecommend: false,
    ExtendData: {
      Keywords: '唐诗，李白',
      Isbn: '9787101003048',
      Duration: 123_456,
      ProductTitle: '',
      ShareUrl: 'http://localhost/wrap/details/book?id=12',
      TotalSeconds: 0,
      IsOrdered: false,
      IsFree: false,
      IsPartner: false,
      LessonPeriod: 0,
    },
    ...overrides,
  };
}

/** Renders element at path inside the app's providers behind a fake network (device bound; answer for the rest). */
export function renderWithServer(
  element: ReactElement,
  answer: (request: Recorded) => { status?: number; body: unknown },
  path = '/wrap/details/book?id=12',
) {
  clearCookies();
  queryClient.clear();
  useAppStore.getState().refreshFromCookies();
  const server = fakeFetch((request) =>
    request.path === '/v1/api/device/bind' ? bound() : answer(request),
  );
  vi.stubGlobal('fetch', server.impl);
  const router = createMemoryRouter(
    [
      {
        path: path.split('?')[0]!,
        element: (
          <>
            {element}
            <AppLoginModal />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  const calls = (callPath: string) =>
    server.requests.filter((request) => request.path === callPath);
  return { router, requests: server.requests, calls };
}

export { ok, refused };
// The one sign-in of the web tests, written through the app's own cookie writer.
export { signIn } from '../../test/fake-server';
