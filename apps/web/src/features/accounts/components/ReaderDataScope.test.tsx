import { act, waitFor } from '@testing-library/react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../../api/api-client';
import { useAppStore } from '../../../stores/app-store';
import { bound, ok } from '../../../test/fake-server';
import { asNewVisitor } from '../../../test/new-visitor';
import { renderRoutes } from '../../../test/render-route';
import { ReaderDataScope } from './ReaderDataScope';

describe("ReaderDataScope (one reader's data is not another's)", () => {
  let server: ReturnType<typeof asNewVisitor>;
  beforeEach(() => {
    server = asNewVisitor((request) =>
      request.path === '/v1/api/device/bind' ? bound() : ok(null),
    );
  });

  it('drops what was read for one reader when another, or none, takes the browser', async () => {
    let client: QueryClient | undefined;
    function OnScreen() {
      client = useQueryClient();
      useQuery({
        queryKey: ['reader-data-scope-test', 'on-screen'],
        queryFn: () => apiClient.get('/v1/api/history/list'),
      });
      return null;
    }
    renderRoutes(
      [
        {
          path: '/wrap/*',
          element: (
            <>
              <ReaderDataScope />
              <OnScreen />
            </>
          ),
        },
      ],
      '/wrap/index',
    );
    const asked = () => server.requests.filter((r) => r.path === '/v1/api/history/list').length;
    await waitFor(() => expect(asked()).toBe(1));
    const shelf = ['points', 'tasks'];
    act(() => useAppStore.setState({ user: { Id: 9, RealName: '李书言' } }));
    await waitFor(() => expect(asked()).toBe(2));
    client!.setQueryData(shelf, ['李书言的任务']);

    act(() => useAppStore.setState({ user: null }));
    await waitFor(() => expect(client!.getQueryData(shelf)).toBeUndefined());
    expect(asked()).toBe(2);

    client!.setQueryData(shelf, ['李书言的任务']);
    act(() => useAppStore.setState({ user: { Id: 10, RealName: '王书言' } }));
    await waitFor(() => expect(asked()).toBe(3));
    expect(client!.getQueryData(shelf)).toBeUndefined();
  });
});
