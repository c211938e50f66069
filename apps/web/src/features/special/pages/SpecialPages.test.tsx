import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SpecialMessages, type ElectItem } from '@moyue/contracts/api/special';
import { queryClient } from '../../../app/providers';
import { useAppStore } from '../../../stores/app-store';
import { bound, clearCookies, fakeFetch, ok, refused } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render-route';
import { OuterWebToViewPage } from './OuterWebToViewPage';
import { PaperElectPage } from './PaperElectPage';
import { SelfCheckPage } from './SelfCheckPage';

const item = (Id: number, VoteCount: number, IsVoted = false): ElectItem => ({
  Rank: Id,
  Id,
  ExternalId: `bk-${Id}`,
  ObjectType: 104,
  Title: `书目${Id}`,
  Author: '作者',
  Publisher: '墨阅演示出版社',
  CoverUrl: '',
  RecommendCount: 1,
  VoteCount,
  Score: 3 + VoteCount,
  IsVoted,
});

let server: ReturnType<typeof fakeFetch>;

describe('special pages', () => {
  beforeEach(() => {
    clearCookies();
    queryClient.clear();
  });

  it('paperElect: a signed-in reader votes once, sees 投票成功 and the button turns 已投票', async () => {
    useAppStore.setState({ user: { Id: 4, MobileNumber: '13800000004' } });
    let voted = false;
    server = fakeFetch((request) => {
      if (request.path === '/v1/api/device/bind') return bound();
      if (request.path === '/v1/api/paper-elect/list')
        return ok({
          Organization: { Id: 1, Title: '墨阅示范图书馆' },
          CanVote: true,
          ItemList: [item(1, voted ? 1 : 0, voted)],
          RecordCount: 1,
        });
      if (request.path === '/v1/api/paper-elect/vote') {
        voted = true;
        return {
          body: {
            Success: true,
            Code: 0,
            Description: SpecialMessages.VoteDone,
            Data: { ObjectId: 1, VoteCount: 1, Added: true },
          },
        };
      }
      return ok(null);
    });
    vi.stubGlobal('fetch', server.impl);
    renderRoutes([{ path: '/', element: <PaperElectPage /> }], '/');
    expect(await screen.findByText('墨阅示范图书馆 · 读者荐购与投票的采购书目')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '投 票' }));
    expect(await screen.findByText(SpecialMessages.VoteDone)).toBeTruthy();
    expect(
      server.requests.find((r) => r.path === '/v1/api/paper-elect/vote')?.params,
    ).toMatchObject({ objectId: '1' });
    const done = (await screen.findByText('已投票')).closest('button');
    expect(done?.disabled).toBe(true);
    expect(screen.getByTestId('elect-votes').textContent).toBe('投票 1 票');
  });

  it('paperElect: a visitor is asked to log in instead of voting', async () => {
    useAppStore.setState({ user: null, loginModal: false });
    server = fakeFetch((request) => {
      if (request.path === '/v1/api/device/bind') return bound();
      if (request.path === '/v1/api/paper-elect/list')
        return ok({ Organization: null, CanVote: false, ItemList: [item(1, 2)], RecordCount: 1 });
      return ok(null);
    });
    vi.stubGlobal('fetch', server.impl);
    renderRoutes([{ path: '/', element: <PaperElectPage /> }], '/');
    expect(await screen.findByText('认证机构后，可为本机构的采购书目投票')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '投 票' }));
    await waitFor(() => expect(useAppStore.getState().loginModal).toBe(true));
    expect(server.requests.some((r) => r.path === '/v1/api/paper-elect/vote')).toBe(false);
  });

  it("outerwebtoview: an expired address shows the server's words and a way back", async () => {
    server = fakeFetch((request) => {
      if (request.path === '/v1/api/device/bind') return bound();
      if (request.path === '/v1/api/outer-web/open')
        return refused(403, SpecialMessages.OuterExpired, 403);
      return ok(null);
    });
    vi.stubGlobal('fetch', server.impl);
    renderRoutes(
      [{ path: '/outerwebtoview', element: <OuterWebToViewPage /> }],
      '/outerwebtoview?r=ctext&e=1&s=abc',
    );
    expect(await screen.findByText(SpecialMessages.OuterExpired)).toBeTruthy();
    expect(screen.getByText('返回外部资源列表')).toBeTruthy();
    expect(screen.queryByTestId('outer-web-frame')).toBeNull();
    expect(server.requests.find((r) => r.path === '/v1/api/outer-web/open')?.params).toMatchObject({
      r: 'ctext',
      e: '1',
      s: 'abc',
    });
  });

  it('test: reports a clock 10 minutes ahead as outside the signature window', async () => {
    server = fakeFetch((request) => {
      if (request.path === '/v1/api/device/bind') return bound();
      if (request.path === '/v1/api/self-check')
        return ok({
          ServerTime: '2026-11-26 09:00:00',
          ServerTimestamp: Date.now() - 600_000,
          Ip: '127.0.0.1',
          Organization: { Id: 1, Title: '墨阅示范图书馆' },
          DeviceRecognised: true,
          SignatureWindowSeconds: 300,
          LoggedIn: false,
        });
      return ok(null);
    });
    vi.stubGlobal('fetch', server.impl);
    renderRoutes([{ path: '/', element: <SelfCheckPage /> }], '/');
    expect(await screen.findByText(/本机比服务器快 6\d\d 秒/)).toBeTruthy();
    const rows = screen.getAllByTestId('self-check-row');
    const state = (name: string) =>
      rows.find((row) => row.textContent?.includes(name))?.getAttribute('data-state');
    expect(state('时间偏差')).toBe('fail');
    expect(state('请求签名')).toBe('pass');
    expect(state('机构识别')).toBe('pass');
    expect(screen.getByText('您位于「墨阅示范图书馆」的网络内')).toBeTruthy();
  });
});
