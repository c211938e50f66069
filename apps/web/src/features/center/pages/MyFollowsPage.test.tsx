import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../app/providers';
import { bound, clearCookies, fakeFetch, ok } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render-route';
import { MyFollowsPage } from './MyFollowsPage';

const follow = (TargetType: number, TargetId: string, Title: string) => ({
  TargetType,
  TargetId,
  Title,
  FollowNumber: 2,
  FollowTime: '2026-01-01 08:00:00',
  NewestBooks: [
    {
      Id: 9,
      ExternalId: 'bk-9',
      ObjectType: 104,
      Title: `${Title}的新书`,
      Author: '某',
      CoverUrl: '',
      IssueDate: '',
    },
  ],
});

let server: ReturnType<typeof fakeFetch>;
let items: ReturnType<typeof follow>[];

describe('myFollows (issue 17)', () => {
  beforeEach(() => {
    clearCookies();
    queryClient.clear();
    items = [follow(1, '7', '月桂书坊（演示）'), follow(2, '李白', '李白')];
    server = fakeFetch((request) => {
      if (request.path === '/v1/api/device/bind') return bound();
      if (request.path === '/v1/api/follow/list')
        return ok({ ItemList: items, RecordCount: items.length });
      if (request.path === '/v1/api/follow/delete') {
        items = items.filter((item) => item.TargetId !== request.params.targetId);
        return ok({ IsFollow: false, FollowNumber: 1 });
      }
      return ok(null);
    });
    vi.stubGlobal('fetch', server.impl);
  });

  it('lists presses and authors with their newest books, linking each, and unfollows', async () => {
    renderRoutes([{ path: '/', element: <MyFollowsPage /> }], '/');
    expect((await screen.findByText('月桂书坊（演示）')).closest('a')?.getAttribute('href')).toBe(
      '/press/index?id=7',
    );
    expect(screen.getByText('李白').closest('a')?.getAttribute('href')).toContain(
      '/wrap/resuResSearch?',
    );
    expect(screen.getAllByText('月桂书坊（演示）的新书').length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: '取消关注' })[0]!);
    // the Popconfirm's own 取消关注 confirms
    await waitFor(() => expect(screen.getAllByRole('button', { name: '取消关注' }).length).toBe(3));
    fireEvent.click(screen.getAllByRole('button', { name: '取消关注' }).at(-1)!);
    await waitFor(() =>
      expect(server.requests.find((r) => r.path === '/v1/api/follow/delete')?.params).toMatchObject(
        {
          targetType: '1',
          targetId: '7',
        },
      ),
    );
    await waitFor(() => expect(screen.queryByText('月桂书坊（演示）')).toBeNull(), {
      timeout: 5000,
    });
  });

  it('says 暂无关注 when the reader follows nothing', async () => {
    items = [];
    renderRoutes([{ path: '/', element: <MyFollowsPage /> }], '/');
    expect(await screen.findByText('暂无关注', {}, { timeout: 5000 })).toBeTruthy();
  });
});
