import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../app/providers';
import { bound, clearCookies, fakeFetch, ok } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render-route';
import { MyNewsPage } from './MyNewsPage';

const item = (Id: number, IsRead: boolean) => ({
  Id,
  MessageType: 1,
  Title: `消息${Id}`,
  Contents: `内容${Id}`,
  CreateTime: '2026-01-01 08:00:00',
  IsRead,
});

let server: ReturnType<typeof fakeFetch>;
let total: number;

describe('myNews (spec §7 message/list)', () => {
  beforeEach(() => {
    clearCookies();
    queryClient.clear();
    total = 12;
    server = fakeFetch((request) => {
      if (request.path === '/v1/api/device/bind') return bound();
      if (request.path === '/v1/api/message/list') {
        const page = Number(request.params.cp);
        const ids = page === 1 ? [12, 11, 10, 9, 8, 7, 6, 5, 4, 3] : [2, 1];
        return ok({
          ItemList: ids.slice(0, total).map((id) => item(id, id < 12)),
          RecordCount: total,
        });
      }
      return ok(null);
    });
    vi.stubGlobal('fetch', server.impl);
  });

  it('lists 10 a page with isClient, opens a message and marks an unread one read', async () => {
    renderRoutes([{ path: '/', element: <MyNewsPage /> }], '/');
    expect(await screen.findByText('消息12')).toBeTruthy();
    const listCalls = () => server.requests.filter((r) => r.path === '/v1/api/message/list');
    expect(listCalls()[0]!.params).toMatchObject({ cp: '1', ps: '10', isClient: 'true' });
    expect(screen.getAllByTestId('my-news-item')).toHaveLength(10);
    fireEvent.click(screen.getByText('消息12'));
    expect(await screen.findByText('内容12')).toBeTruthy();
    await waitFor(() =>
      expect(server.requests.find((r) => r.path === '/v1/api/message/read')?.params).toMatchObject({
        ids: '12',
      }),
    );
    // A read message is not marked again.
    fireEvent.click(screen.getByText('消息11'));
    expect(server.requests.filter((r) => r.path === '/v1/api/message/read')).toHaveLength(1);
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('消息1')).toBeTruthy();
    expect(listCalls().at(-1)!.params.cp).toBe('2');
  });

  it('says 暂无数据！ when there is nothing', async () => {
    total = 0;
    renderRoutes([{ path: '/', element: <MyNewsPage /> }], '/');
    expect(await screen.findByText('暂无数据！')).toBeTruthy();
  });
});
