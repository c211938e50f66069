import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyComment, MyRecommend, ReadingReport } from '@moyue/contracts/api/center';
import { queryClient } from '../../../app/providers';
import { bound, clearCookies, fakeFetch, ok, refused } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render-route';
import { CenterLayout } from '../components/CenterLayout';
import { MyCommentPage } from './MyCommentPage';
import { MyPredilectionPage } from './MyPredilectionPage';
import { MyRecommendPage } from './MyRecommendPage';
import { ReadingReportPage } from './ReadingReportPage';

const content = (id: number, title: string) => ({
  Id: id,
  ExternalId: `b${id}`,
  ObjectType: 104,
  Title: title,
  Author: '佚名',
  CoverUrl: '',
});

const comment = (id: number, title: string, text: string, score: number): MyComment => ({
  Id: id,
  Score: score,
  CreateTime: '2026-01-05 09:30:00',
  Contents: text,
  Content: content(id * 10, title),
});

const recommend = (id: number, state: number, reply = ''): MyRecommend => ({
  Id: id,
  State: state,
  Reason: 5,
  Remark: '',
  Reply: reply,
  ReplyTime: reply ? '2026-02-01 10:00:00' : '',
  CreateTime: '2026-01-20 10:00:00',
  UpdateTime: '2026-01-20 10:00:00',
  OrganizationTitle: '墨阅图书馆',
  Content: content(id * 10, `荐购书${id}`),
});

const report: ReadingReport = {
  Year: 2026,
  TotalSeconds: 36_000,
  ReadingDays: 30,
  BooksRead: 4,
  FinishedBooks: 3,
  LongestStreak: 9,
  Months: Array.from({ length: 12 }, (_, i) => ({ Month: i + 1, Seconds: i * 600, Days: i })),
  Categories: [
    { Title: '文学', Seconds: 30_000, Books: 3 },
    { Title: '历史、地理', Seconds: 6_000, Books: 1 },
  ],
  TopBooks: [{ Content: content(5, '红楼梦'), Seconds: 20_000 }],
  Years: [2026, 2025],
  IsDemo: true,
};

let server: ReturnType<typeof fakeFetch>;
let comments: MyComment[];
let picks: number[];

const centre = [
  {
    element: <CenterLayout />,
    children: [
      { path: '/wrap/center/mycomment', element: <MyCommentPage /> },
      { path: '/wrap/center/myRecommend', element: <MyRecommendPage /> },
      { path: '/wrap/center/myPredilection', element: <MyPredilectionPage /> },
      { path: '/wrap/center/readingReport', element: <ReadingReportPage /> },
    ],
  },
];

describe('the centre’s records: comments, 荐购, preferences, year report', () => {
  beforeEach(() => {
    clearCookies();
    queryClient.clear();
    comments = [comment(2, '诗经', '风雅颂', 4), comment(1, '论语', '学而时习之', 5)];
    picks = [];
    server = fakeFetch((request) => {
      if (request.path === '/v1/api/device/bind') return bound();
      if (request.path === '/v1/api/comment/my-list')
        return ok({ ItemList: comments, RecordCount: comments.length });
      if (request.path === '/v1/api/comment/delete') {
        comments = comments.filter((item) => item.Id !== Number(request.params.id));
        return ok(null);
      }
      if (request.path === '/v1/api/recommend/my-list')
        return ok({
          ItemList: [recommend(1, 0), recommend(2, 3, '馆藏已有纸本')],
          RecordCount: 2,
        });
      if (request.path === '/v1/api/user-predilection/detail')
        return ok({
          Categories: [
            {
              Id: 1,
              Title: '文学',
              Code: 'I',
              Child: [{ Id: 11, Title: '中国文学', Code: 'I2', Child: [] }],
            },
            { Id: 2, Title: '历史、地理', Code: 'K', Child: [] },
          ],
          CategoryIds: picks,
        });
      if (request.path === '/v1/api/user-predilection/save') {
        if (request.params.categoryIds === '99') return refused(400, '所选分类不存在');
        picks = request.params.categoryIds!.split(',').filter(Boolean).map(Number);
        return ok({ Categories: [], CategoryIds: picks });
      }
      if (request.path === '/v1/api/history/reading-report') return ok(report);
      return ok(null);
    });
    vi.stubGlobal('fetch', server.impl);
  });

  it('lists my comments with their books and deletes one after confirming', async () => {
    renderRoutes(centre, '/wrap/center/mycomment');
    const rows = await screen.findAllByTestId('my-comment');
    expect(rows.map((row) => row.querySelector('.record-row__title')!.textContent)).toEqual([
      '诗经',
      '论语',
    ]);
    expect(rows[0]!.querySelector('a.record-row__title')!.getAttribute('href')).toBe(
      '/wrap/details/book?id=20',
    );
    expect(within(rows[1]!).getByText('学而时习之')).toBeTruthy();
    fireEvent.click(within(rows[0]!).getByRole('button', { name: /删\s*除/ }));
    // nothing is deleted before the reader confirms
    expect(server.requests.some((r) => r.path === '/v1/api/comment/delete')).toBe(false);
    const confirm = await waitFor(() => {
      const box = document.querySelector<HTMLElement>('.ant-popconfirm');
      if (!box) throw new Error('no confirmation yet');
      return box;
    });
    expect(confirm.textContent).toContain('删除这条评论？');
    fireEvent.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(screen.getAllByTestId('my-comment')).toHaveLength(1));
    expect(server.requests.find((r) => r.path === '/v1/api/comment/delete')!.params.id).toBe('2');
  });

  it('says 暂无评论 when there are none', async () => {
    comments = [];
    renderRoutes(centre, '/wrap/center/mycomment');
    expect(await screen.findByText('暂无评论')).toBeTruthy();
  });

  it('shows each 荐购 with its state and the library’s answer', async () => {
    renderRoutes(centre, '/wrap/center/myRecommend');
    const rows = await screen.findAllByTestId('my-recommend');
    expect(within(rows[0]!).getByText('待处理')).toBeTruthy();
    expect(within(rows[1]!).getByText('未采纳')).toBeTruthy();
    expect(within(rows[1]!).getByTestId('recommend-reply').textContent).toContain('馆藏已有纸本');
    expect(rows[0]!.textContent).toContain('经典好书');
  });

  it('saves the picked classes and a sub-class', async () => {
    renderRoutes(centre, '/wrap/center/myPredilection');
    fireEvent.click(await screen.findByText('文学'));
    fireEvent.click(screen.getByText('细分'));
    fireEvent.click(screen.getByText('中国文学'));
    fireEvent.click(screen.getByRole('button', { name: /保存偏好/ }));
    await waitFor(() =>
      expect(
        server.requests.find((r) => r.path === '/v1/api/user-predilection/save')?.params
          .categoryIds,
      ).toBe('1,11'),
    );
    expect(await screen.findByText('阅读偏好已保存')).toBeTruthy();
    expect(screen.getByText('已选 2/10')).toBeTruthy();
  });

  it('draws the year report: figures, a chart by month and by class, the top book', async () => {
    renderRoutes(centre, '/wrap/center/readingReport');
    expect(await screen.findByText('2026 阅读年报')).toBeTruthy();
    expect(screen.getByText('含演示数据')).toBeTruthy();
    const figures = screen.getByTestId('report-figures');
    expect(figures.textContent).toContain('10小时');
    expect(figures.textContent).toContain('3 本');
    const charts = screen.getByTestId('reading-charts');
    await waitFor(() => expect(charts.querySelectorAll('svg').length).toBe(2));
    expect(charts.textContent).toContain('12月');
    expect(screen.getByTestId('report-book').textContent).toContain('红楼梦');
  });
});
