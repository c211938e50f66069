import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../app/providers';
import { bound, clearCookies, fakeFetch, ok } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render-route';
import { CENTER_GROUPS } from '../center-menu';
import { CenterLayout } from '../components/CenterLayout';
import { BookShelfPage } from './BookShelfPage';
import { CenterHomePage } from './CenterHomePage';

const book = (id: number, title: string) => ({
  Id: 100 + id,
  ObjectId: id,
  ObjectType: 104,
  CreateTime: '2026-11-20 09:30:00',
  Content: {
    Id: id,
    ExternalId: `b${id}`,
    ObjectType: 104,
    Title: title,
    Author: '李白',
    CoverUrl: '',
  },
});

const profile = {
  Id: 7,
  MobileNumber: '13800000002',
  NickName: '',
  RealName: '王同学',
  ExternalId: 'u7',
  SocialStatus: 1,
  DepartmentName: '',
  SchoolYear: '',
  Education: '',
  SocialStatusNumber: '',
  RecommendName: '',
  RecommendEmail: '',
  RecommendPhone: '',
  IsCheckIn: false,
  Organization: {
    Id: 2,
    Type: 1,
    State: 4,
    Warning: null,
    ExpireTime: null,
    ExternalId: 'org-2',
    Logo: '',
    Title: '墨阅大学',
  },
  Email: '',
  HasPassword: true,
  Region: '',
};

let server: ReturnType<typeof fakeFetch>;
let shelf: ReturnType<typeof book>[];

const centre = [
  {
    element: <CenterLayout />,
    children: [
      { path: '/wrap/center', element: <CenterHomePage /> },
      { path: '/wrap/center/center', element: <CenterHomePage /> },
      { path: '/wrap/center/bookShelf', element: <BookShelfPage /> },
    ],
  },
];

describe('the personal centre (issue 12 item 10)', () => {
  beforeEach(() => {
    clearCookies();
    queryClient.clear();
    shelf = [book(3, '唐诗三百首'), book(2, '宋词三百首'), book(1, '古文观止')];
    server = fakeFetch((request) => {
      if (request.path === '/v1/api/device/bind') return bound();
      if (request.path === '/v1/api/user/detail') return ok(profile);
      if (request.path === '/v1/api/bookshelf/list') {
        const ps = Number(request.params.ps);
        return ok({ ItemList: shelf.slice(0, ps), RecordCount: shelf.length });
      }
      if (request.path === '/v1/api/bookshelf/delete') {
        shelf = shelf.filter((item) => item.ObjectId !== Number(request.params.ObjectId));
        return ok(null);
      }
      return ok(null);
    });
    vi.stubGlobal('fetch', server.impl);
  });

  it('shows the reader as the server knows them: name, identity, institution', async () => {
    renderRoutes(centre, '/wrap/center/center');
    expect((await screen.findByTestId('center-name')).textContent).toContain('王同学');
    expect(screen.getByTestId('center-name').textContent).toContain('学生');
    expect(screen.getByTestId('center-organization').textContent).toContain('墨阅大学');
    expect(screen.getByTestId('center-profile').textContent).toContain('138****0002');
  });

  it('links every centre entry from the side menu and the phone grid, marking unbuilt ones', async () => {
    renderRoutes(centre, '/wrap/center');
    const menu = await screen.findByTestId('center-menu');
    const grid = screen.getByTestId('center-grid');
    for (const entry of CENTER_GROUPS.flatMap((group) => group.entries)) {
      const link = within(menu).getByText(entry.label).closest('a')!;
      expect(link.getAttribute('href')).toBe(entry.to);
      expect(link.textContent?.includes('建设中')).toBe(!entry.ready);
      expect(within(grid).getByText(entry.label).closest('a')!.getAttribute('href')).toBe(entry.to);
    }
    for (const label of [
      '我的书架',
      '浏览足迹',
      '我的书签',
      '我的消息',
      '已购资源',
      '账号设置',
      '个人资料',
      '阅读记录',
    ])
      expect(CENTER_GROUPS.flatMap((g) => g.entries).find((e) => e.label === label)?.ready).toBe(
        true,
      );
  });

  it('previews the latest books of the shelf on the home, with a link to all of them', async () => {
    renderRoutes(centre, '/wrap/center');
    expect(
      (await screen.findAllByText('唐诗三百首')).some((node) =>
        node.closest('.shelf-strip__title'),
      ),
    ).toBe(true);
    expect(server.requests.find((r) => r.path === '/v1/api/bookshelf/list')!.params).toMatchObject({
      cp: '1',
      ps: '6',
    });
    expect(screen.getByText('查看全部（3）').closest('a')!.getAttribute('href')).toBe(
      '/wrap/center/bookShelf',
    );
  });

  it('lists the shelf, 20 a page, each book linking to its page; 移出书架 takes one off', async () => {
    renderRoutes(centre, '/wrap/center/bookShelf');
    const items = await screen.findAllByTestId('bookshelf-item');
    expect(items.map((item) => item.querySelector('.bookshelf__title')!.textContent)).toEqual([
      '唐诗三百首',
      '宋词三百首',
      '古文观止',
    ]);
    expect(server.requests.find((r) => r.path === '/v1/api/bookshelf/list')!.params).toMatchObject({
      cp: '1',
      ps: '20',
    });
    expect(items[0]!.querySelector('a.bookshelf__book')!.getAttribute('href')).toBe(
      '/wrap/details/book?id=3',
    );
    expect(screen.getByText('共 3 本')).toBeTruthy();
    // The side menu marks where the reader is.
    expect(
      within(screen.getByTestId('center-menu')).getByText('我的书架').closest('a')!.className,
    ).toContain('is-active');

    fireEvent.click(within(items[1]!).getByText('移出书架'));
    fireEvent.click(await screen.findByRole('button', { name: /^移\s*出$/ }));
    await waitFor(() => expect(screen.getAllByTestId('bookshelf-item')).toHaveLength(2));
    expect(
      server.requests.find((r) => r.path === '/v1/api/bookshelf/delete')!.params.ObjectId,
    ).toBe('2');
    expect(screen.queryByText('宋词三百首')).toBeNull();
  });

  it('says the shelf is empty and leads to the store', async () => {
    shelf = [];
    renderRoutes(centre, '/wrap/center/bookShelf');
    expect(await screen.findByText('书架还是空的')).toBeTruthy();
    expect(screen.getByText('去书城看看').closest('a')!.getAttribute('href')).toBe(
      '/wrap/resuResSearch',
    );
  });
});
