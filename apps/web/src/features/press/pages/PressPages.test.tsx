import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../app/providers';
import { useAppStore } from '../../../stores/app-store';
import { useLoginRequest } from '../../../stores/login-request';
import { bound, clearCookies, fakeFetch, ok, refused } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render-route';
import { PressDepDetailsPage } from './PressDepDetailsPage';
import { PressIndexPage } from './PressIndexPage';
import { PressSearchPage } from './PressSearchPage';

const book = (Id: number) => ({
  Id,
  ExternalId: `bk-${Id}`,
  ObjectType: 104,
  Title: `书${Id}`,
  Author: '作者',
  CoverUrl: '',
  IssueDate: '2020-01-01',
});
const PRESS = {
  Id: 7,
  Title: '墨阅古籍出版社（演示）',
  Introduction: '专注古籍整理',
  DcdAdress: '北京市（演示地址）',
  BookCount: 12,
  FollowNumber: 3,
  IsFollow: false,
  IsDemo: true,
  NewBooks: [book(1), book(2)],
  Departments: [{ Id: 41, Title: '文学编辑部', Introduction: '负责文学', BookCount: 9 }],
};

let server: ReturnType<typeof fakeFetch>;
let following: boolean;

describe('the publisher shop', () => {
  beforeEach(() => {
    clearCookies();
    queryClient.clear();
    useAppStore.setState({ user: null, loginModal: false });
    following = false;
    server = fakeFetch((request) => {
      switch (request.path) {
        case '/v1/api/device/bind':
          return bound();
        case '/v1/api/press/detail':
          return request.params.id === '7' ? ok(PRESS) : refused(404, '出版社不存在', 404);
        case '/v1/api/follow/state':
          return ok({ IsFollow: following, FollowNumber: following ? 4 : 3 });
        case '/v1/api/follow/create':
          following = true;
          return ok({ IsFollow: true, FollowNumber: 4 });
        case '/v1/api/press/department':
          return ok({
            Id: 41,
            Title: '文学编辑部',
            Introduction: '负责文学',
            PressId: Number(request.params.id === '41' ? 7 : 8),
            PressTitle: '墨阅古籍出版社（演示）',
            ItemList: [book(5)],
            RecordCount: 1,
          });
        case '/Content/Search':
          return ok({ ItemList: [], RecordCount: 0, Publishers: [], Categories: [] });
        default:
          return ok(null);
      }
    });
    vi.stubGlobal('fetch', server.impl);
  });

  it('shows the storefront, marked 演示, with tabs keeping id and aqrId', async () => {
    renderRoutes(
      [{ path: '/press/index', element: <PressIndexPage /> }],
      '/press/index?id=7&aqrId=9',
    );
    expect(await screen.findByRole('heading', { name: /墨阅古籍出版社（演示）/ })).toBeTruthy();
    expect(screen.getByText('演示')).toBeTruthy();
    expect(screen.getAllByText('书1').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '排行' }).getAttribute('href')).toBe(
      '/press/rank?id=7&aqrId=9',
    );
    expect(screen.getByText('文学编辑部').closest('a')?.getAttribute('href')).toBe(
      '/press/depDetails?id=7&depId=41&aqrId=9',
    );
  });

  it('says the server’s message for an unknown press', async () => {
    renderRoutes([{ path: '/press/index', element: <PressIndexPage /> }], '/press/index?id=99');
    expect(await screen.findByText('出版社不存在')).toBeTruthy();
  });

  it('asks a visitor to log in before following, and follows a reader', async () => {
    renderRoutes([{ path: '/press/index', element: <PressIndexPage /> }], '/press/index?id=7');
    fireEvent.click(await screen.findByRole('button', { name: '+ 关注' }));
    await waitFor(() => expect(useAppStore.getState().loginModal).toBe(true));
    expect(useLoginRequest.getState().onLogin).toBeTypeOf('function');
    expect(server.requests.some((r) => r.path === '/v1/api/follow/create')).toBe(false);

    useAppStore.setState({
      user: { Id: 5, MobileNumber: '13800000001' },
      loginModal: false,
    });
    fireEvent.click(screen.getByRole('button', { name: '+ 关注' }));
    expect(await screen.findByText('已关注', {}, { timeout: 5000 })).toBeTruthy();
    expect(server.requests.find((r) => r.path === '/v1/api/follow/create')?.params).toMatchObject({
      targetType: '1',
      targetId: '7',
    });
    expect(screen.getByText('4 人关注')).toBeTruthy();
  });

  it('searches the press’s own catalogue with its name as publisher', async () => {
    renderRoutes(
      [{ path: '/press/search', element: <PressSearchPage /> }],
      '/press/search?id=7&keyword=论语',
    );
    expect(await screen.findByText('没有找到相关图书', {}, { timeout: 5000 })).toBeTruthy();
    const search = server.requests.find((r) => r.path === '/Content/Search');
    expect(search?.params).toMatchObject({
      publisher: '墨阅古籍出版社（演示）',
      keyword: '论语',
      searchType: '1',
      objectTypes: '104,109,110',
    });
  });

  it('refuses a department of another press', async () => {
    renderRoutes(
      [{ path: '/press/depDetails', element: <PressDepDetailsPage /> }],
      '/press/depDetails?id=7&depId=42',
    );
    expect(await screen.findByText('该部门不属于这家出版社')).toBeTruthy();
  });
});
