import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ActivityDetail,
  ActivitySummary,
  LeaderboardData,
} from '@moyue/contracts/api/activities';
import { queryClient } from '../../app/providers';
import { ROUTES } from '../../config/routes';
import { useAppStore } from '../../stores/app-store';
import { bound, clearCookies, fakeFetch, ok, refused } from '../../test/fake-server';
import { renderRoutes } from '../../test/render-route';
import { ActivityLinkPage } from './pages/ActivityLinkPage';
import { ActivityListPage } from './pages/ActivityListPage';
import { ReadingActivityPage } from './pages/ReadingActivityPage';

const summary = (id: number, state: 1 | 2 | 3, overrides: Partial<ActivitySummary> = {}) =>
  ({
    Id: id,
    ExternalId: `activity-${id}`,
    Title: `活动${id}`,
    Theme: '儒家四书',
    CoverUrl: '',
    CardTitle: '四书 · 稀有数字书卡',
    ListTitle: '四书入门',
    BookCount: 2,
    StartTime: '2026-11-19 00:00',
    EndTime: '2027-01-18 00:00',
    State: state,
    ParticipantCount: 3,
    OrganizationTitle: '',
    Region: '',
    LinkUrl: '',
    IsDemo: true,
    Joined: false,
    ...overrides,
  }) satisfies ActivitySummary;

const detail = (overrides: Partial<ActivityDetail> = {}): ActivityDetail => ({
  ...summary(7, 1),
  ThemeText: '编辑的话',
  Rules: ['报名后阅读', '读完得卡'],
  ListDescription: '',
  Books: [
    {
      Id: 11,
      ExternalId: 'bk-11',
      ObjectType: 104,
      Title: '大学',
      Author: '曾子',
      CoverUrl: '',
      Process: 1,
      Finished: true,
    },
    {
      Id: 12,
      ExternalId: 'bk-12',
      ObjectType: 104,
      Title: '中庸',
      Author: '子思',
      CoverUrl: '',
      Process: 0.4,
      Finished: false,
    },
  ],
  Finished: false,
  ...overrides,
});

const board: LeaderboardData = {
  ItemList: [
    {
      Rank: 1,
      UserName: '演示读者07',
      FinishedCount: 2,
      Process: 1,
      LastReadTime: '2026-11-25 10:00:00',
      IsMe: false,
    },
  ],
  RecordCount: 25,
  BookCount: 2,
  Mine: {
    Rank: 25,
    UserName: '138****0001',
    FinishedCount: 0,
    Process: 0.2,
    LastReadTime: '',
    IsMe: true,
  },
};

function serve(answers: Record<string, () => { body: unknown; status?: number }>) {
  clearCookies();
  queryClient.clear();
  const server = fakeFetch((request) => {
    if (request.path === '/v1/api/device/bind') return bound();
    return answers[request.path]?.() ?? ok(null);
  });
  vi.stubGlobal('fetch', server.impl);
  return server;
}

describe('reading activity pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useAppStore.setState({ user: null, loginModal: false });
  });

  it('/wrap/activity groups activities under way, to come and ended, with 演示 marks', async () => {
    serve({
      '/v1/api/reading-activity/list': () =>
        ok({ ItemList: [summary(1, 1), summary(2, 2), summary(3, 3, { IsDemo: false })] }),
    });
    renderRoutes([{ path: '/wrap/activity', element: <ActivityListPage /> }], '/wrap/activity');
    expect(await screen.findByTestId('activity-group-1')).toBeTruthy();
    expect(screen.getByTestId('activity-group-2').textContent).toContain('即将开始');
    expect(screen.getByTestId('activity-group-3').textContent).toContain('已结束');
    expect(screen.getAllByText('演示')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: '活动1' })[0]!.getAttribute('href')).toBe(
      '/wrap/readingActivity?id=1',
    );
  });

  it('says 暂无数据！ when there is no activity', async () => {
    serve({ '/v1/api/reading-activity/list': () => ok({ ItemList: [] }) });
    renderRoutes([{ path: '/wrap/activity', element: <ActivityListPage /> }], '/wrap/activity');
    expect(await screen.findByText('暂无数据！')).toBeTruthy();
  });

  it('asks an anonymous reader to log in before joining, and sends nothing', async () => {
    const server = serve({
      '/v1/api/reading-activity/detail': () => ok(detail()),
      '/v1/api/reading-activity/leaderboard': () => ok(board),
    });
    renderRoutes(
      [{ path: '/wrap/readingActivity', element: <ReadingActivityPage /> }],
      '/wrap/readingActivity?id=7',
    );
    fireEvent.click(await screen.findByTestId('activity-join'));
    expect(useAppStore.getState().loginModal).toBe(true);
    expect(server.requests.some((r) => r.path === '/v1/api/reading-activity/join')).toBe(false);
    // not joined: no progress bars on the books
    expect(screen.queryByText('已读完')).toBeNull();
  });

  it('joins a signed-in reader and shows the leaderboard with their own rank below the top', async () => {
    useAppStore.setState({ user: { Id: 5, MobileNumber: '13800000001' } });
    const server = serve({
      '/v1/api/reading-activity/detail': () => ok(detail()),
      '/v1/api/reading-activity/leaderboard': () => ok(board),
      '/v1/api/reading-activity/join': () => ok({ Joined: true, ParticipantCount: 4 }),
    });
    renderRoutes(
      [{ path: '/wrap/readingActivity', element: <ReadingActivityPage /> }],
      '/wrap/readingActivity?id=7',
    );
    const rows = await screen.findAllByTestId('leaderboard-row');
    expect(rows).toHaveLength(2);
    expect(rows[1]!.textContent).toContain('（我）');
    expect(rows[1]!.textContent).toContain('25');
    fireEvent.click(screen.getByTestId('activity-join'));
    await waitFor(() =>
      expect(
        server.requests.find((r) => r.path === '/v1/api/reading-activity/join')?.params.id,
      ).toBe('7'),
    );
  });

  it('shows a participant their progress on each book; an ended activity cannot be joined', async () => {
    serve({
      '/v1/api/reading-activity/detail': () => ok(detail({ Joined: true, State: 3 })),
      '/v1/api/reading-activity/leaderboard': () => ok(board),
    });
    renderRoutes(
      [{ path: '/wrap/readingActivity', element: <ReadingActivityPage /> }],
      '/wrap/readingActivity?id=7',
    );
    expect(await screen.findByText('已读完')).toBeTruthy();
    expect(screen.getByText('40%')).toBeTruthy();
    expect(screen.getByTestId('activity-joined').hasAttribute('disabled')).toBe(true);
  });

  it('says the activity is gone when the server does not know it', async () => {
    serve({
      '/v1/api/reading-activity/detail': () => refused(404, '活动不存在', 404),
    });
    renderRoutes(
      [{ path: '/wrap/readingActivity', element: <ReadingActivityPage /> }],
      '/wrap/readingActivity?id=nope',
    );
    expect(await screen.findByText('活动不存在或已下线')).toBeTruthy();
  });

  it('/activityLink goes on to the activity page when the editor gave no external link', async () => {
    serve({ '/v1/api/reading-activity/detail': () => ok(detail()) });
    renderRoutes([{ path: '/activityLink', element: <ActivityLinkPage /> }], '/activityLink?id=7');
    expect((await screen.findByTestId('where')).textContent).toBe('/wrap/readingActivity?id=7');
  });

  it('/activityLink opens the https page the editor gave', async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    serve({
      '/v1/api/reading-activity/detail': () => ok(detail({ LinkUrl: 'https://example.org/sishu' })),
    });
    renderRoutes([{ path: '/activityLink', element: <ActivityLinkPage /> }], '/activityLink?id=7');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://example.org/sishu'));
    expect(screen.getByTestId('activity-link').textContent).toContain('活动7');
  });

  it('carries the reading-activity entry flag on the routes of spec §2', () => {
    const flagged = ROUTES.filter((route) => route.activityEntry).map((route) => route.path);
    expect(flagged.sort()).toEqual(
      [
        '/wrap/index',
        '/wrap/readingActivity',
        '/wrap/resuResSearch',
        '/wrap/details/book',
        '/wrap/details/lessons',
        '/wrap/activityThemeDetail',
      ].sort(),
    );
  });
});
