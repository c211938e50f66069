import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CuratedItem, CuratedSet, CuratedSetList } from '@moyue/contracts/api/curated';
import { CuratedMessages, CuratedPaths } from '@moyue/contracts/api/curated';
import { queryClient } from '../../../app/providers';
import { useAppStore } from '../../../stores/app-store';
import {
  bound,
  clearCookies,
  fakeFetch,
  ok,
  refused,
  type Recorded,
} from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render-route';
import { GoodsProjectPage } from './GoodsProjectPage';
import { LianmengResourcesPage } from './LianmengResourcesPage';
import { YouxuanPage } from './YouxuanPage';

const item = (id: number, note: string, isOrdered = false): CuratedItem => ({
  Id: id,
  ObjectType: 104,
  Title: `书${id}`,
  Author: '孔子',
  Publisher: '演示出版社',
  CoverUrl: '',
  Abstracts: '',
  Note: note,
  IsOrdered: isOrdered,
});
const bundle = (owned: boolean): CuratedSet => ({
  Id: 7,
  Kind: 'bundle',
  Title: '蒙学启蒙礼包',
  Summary: '登录后可免费领取',
  IsDemo: true,
  Claimable: true,
  ContentCount: 2,
  Preview: [],
  UpdateTime: '2026-11-26 10:00:00',
  Body: '',
  ItemList: [item(1, '', owned), item(2, '', owned)],
  IsOwned: owned,
});

function serve(answer: (request: Recorded) => ReturnType<typeof ok> | null, path: string) {
  clearCookies();
  queryClient.clear();
  const server = fakeFetch((request) => {
    if (request.path === '/v1/api/device/bind') return bound();
    return answer(request) ?? ok(null);
  });
  vi.stubGlobal('fetch', server.impl);
  renderRoutes(
    [
      { path: '/wrap/youxuanHome/youxuan', element: <YouxuanPage /> },
      { path: '/wrap/GoodsProject', element: <GoodsProjectPage /> },
      { path: '/wrap/lianmengResources', element: <LianmengResourcesPage /> },
    ],
    path,
  );
  return server;
}

describe('the curated pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useAppStore.setState({ user: null, loginModal: false });
  });

  it('shows each pick group with the editor’s note of each pick and the 演示 mark', async () => {
    const list: CuratedSetList = {
      ItemList: [
        {
          Id: 3,
          Kind: 'pick',
          Title: '本月优选',
          Summary: '编辑部的推荐',
          IsDemo: true,
          Claimable: false,
          ContentCount: 9,
          Preview: [item(1, '先读学而篇'), item(2, '睡前读三首')],
          UpdateTime: '',
        },
      ],
      RecordCount: 1,
    };
    const server = serve(
      (r) => (r.path === CuratedPaths.list ? ok(list) : null),
      '/wrap/youxuanHome/youxuan',
    );
    const rows = await screen.findAllByTestId('pick-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('先读学而篇');
    expect(screen.getByText('演示')).toBeTruthy();
    expect(screen.getByRole('link', { name: '全部 9 种 ›' }).getAttribute('href')).toBe(
      '/wrap/youxuanHome/youxuanDetail?id=3',
    );
    expect(server.requests.find((r) => r.path === CuratedPaths.list)?.params.kind).toBe('pick');
  });

  it('says 暂无数据！ when there are no picks', async () => {
    serve(
      (r) => (r.path === CuratedPaths.list ? ok({ ItemList: [], RecordCount: 0 }) : null),
      '/wrap/youxuanHome/youxuan',
    );
    expect(await screen.findByText('暂无数据！')).toBeTruthy();
  });

  it('asks a visitor to sign in before claiming a bundle, and sends nothing', async () => {
    const server = serve(
      (r) => (r.path === CuratedPaths.detail ? ok(bundle(false)) : null),
      '/wrap/GoodsProject?id=7',
    );
    fireEvent.click(await screen.findByRole('button', { name: '免费领取' }));
    expect(useAppStore.getState().loginModal).toBe(true);
    expect(server.requests.some((r) => r.path === CuratedPaths.claimBundle)).toBe(false);
  });

  it('claims the bundle for a signed-in reader and then shows it owned', async () => {
    useAppStore.setState({
      user: { Id: 5, MobileNumber: '13800000001', NickName: '', RealName: '' },
    });
    let claimed = false;
    const server = serve((r) => {
      if (r.path === CuratedPaths.detail) return ok(bundle(claimed));
      if (r.path === CuratedPaths.claimBundle) {
        claimed = true;
        return ok({ SetId: 7, OrderCount: 2 });
      }
      return null;
    }, '/wrap/GoodsProject?id=7');
    fireEvent.click(await screen.findByRole('button', { name: '免费领取' }));
    expect(await screen.findByText('已领取，全部资源可完整阅读')).toBeTruthy();
    expect(server.requests.find((r) => r.path === CuratedPaths.claimBundle)?.params.id).toBe('7');
    expect(screen.getAllByText('已拥有')).toHaveLength(2);
  });

  it('tells a reader outside the alliance why it is closed, with a way to bind an institution', async () => {
    serve(
      (r) =>
        r.path === CuratedPaths.allianceList ? refused(403, CuratedMessages.NotPartner, 403) : null,
      '/wrap/lianmengResources',
    );
    expect(await screen.findByText(CuratedMessages.NotPartner)).toBeTruthy();
    expect(screen.getByRole('button', { name: '绑定联盟成员机构' })).toBeTruthy();
  });
});
