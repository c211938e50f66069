import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Providers, queryClient } from '../../app/providers';
import { AppLoginModal } from '../../app/LoginModal';
import { useAppStore } from '../../stores/app-store';
import { bound, clearCookies, fakeFetch, ok, refused, type Recorded } from '../../test/fake-server';
import { Where } from '../../test/render-route';
import type { AssistantBook } from './components/assistant-book';

/** 论语 as Content/Detail answers it (the fields the assistant uses). */
export const LUNYU: AssistantBook = {
  Id: 1,
  GroupId: 0,
  ExternalId: 'bk-lunyu',
  ObjectType: 104,
  MediaType: 'epub',
  Title: '论语',
  Author: '孔子弟子及再传弟子',
  Publisher: '墨阅出版社',
  IssueDate: '2020-01-01',
};

/** Renders element inside the app's providers behind a fake network (device bound; answer for the rest). */
export function renderWithServer(
  element: ReactElement,
  answer: (request: Recorded) => { status?: number; body: unknown },
  path = '/wrap/chatbook?id=1',
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
