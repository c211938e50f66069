import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import type { TocNode } from '@moyue/contracts/api/reading';
import type { Recorded } from '../../../test/fake-server';
import { buildDetail, ok, renderWithServer, signIn } from '../test-utils';
import { DetailPage } from './DetailPage';

const node = (id: number, title: string, overrides: Partial<TocNode> = {}): TocNode => ({
  Id: id,
  ExternalId: `n-${id}`,
  Title: title,
  Childs: [],
  MultimediaFiles: [],
  Courseware: [],
  AnnexeFiles: [],
  IsLock: false,
  Url: '',
  Page: 1,
  SpineIndex: id,
  ...overrides,
});

const comment = (id: number) => ({
  Id: id,
  UserInfo: { UserFace: '', RealName: `读者${id}` },
  Score: 4,
  CreateTime: '2026-01-02 10:00:00',
  Contents: `<img src=x onerror=alert(1)>第${id}条`,
});

interface World {
  detail?: ContentDetail;
  toc?: TocNode[];
  comments?: { count: number; items: ReturnType<typeof comment>[] };
  support?: boolean;
  collection?: { Id: number; Title: string }[];
}

function answer(world: World) {
  return (request: Recorded) => {
    switch (request.path) {
      case '/Content/Detail':
        return ok(world.detail ?? buildDetail());
      case '/v1/api/tableofcontent/list':
        return ok({
          ItemList: world.toc ?? [],
          AllowReadPercentage: 20,
          Access: 'trial',
          IsTrial: true,
          TrialUnits: 1,
          UnitCount: 5,
          MediaType: 'epub',
        });
      case '/v1/api/comment/detail-list':
        return ok({
          AvgScore: 4,
          ItemList: world.comments?.items ?? [],
          RecordCount: world.comments?.count ?? 0,
        });
      case '/v1/api/user-question/support':
        return ok({ IsSupport: world.support ?? false });
      case '/v1/api/content/collection-organizations':
        return ok({ ItemList: world.collection ?? [], RecordCount: world.collection?.length ?? 0 });
      case '/content/xiaoyoudetail':
        return ok({
          donatetUser: {
            userFace: '',
            realName: '林知远',
            identityType: '校友',
            graduateTime: '2010',
            schoolTime: '2006',
            educationExperience: '2006级 中文系 本科',
            extendata: { certificate: { bigUrl: '' } },
            otherdonates: [],
          },
          danetWords: '愿与诸君共读。',
        });
      case '/v1/api/recommend/reason-list':
      case '/v1/api/content/recommendlist':
      case '/recommendbooklist/list':
        return ok({ ItemList: [], RecordCount: 0 });
      case '/v1/api/recommend/tips':
        return ok({ Message: '' });
      default:
        return ok(null);
    }
  };
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

describe('detail page (spec §2, §3, §4)', () => {
  // jsdom has no layout: the play button scrolls the tabs into view.
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => undefined;
  });

  it('shows the decoded title as text, the formatted ISBN and opens on abstracts', async () => {
    renderWithServer(
      <DetailPage />,
      answer({ detail: buildDetail({ Title: '&lt;b&gt;李太白集&lt;/b&gt;', Abstracts: '' }) }),
    );
    const title = await screen.findByTestId('detail-title');
    expect(title.textContent).toBe('<b>李太白集</b>');
    expect(title.querySelector('b')).toBeNull();
    expect(screen.getByTestId('detail-isbn').textContent).toContain('978-7101003048');
    expect(screen.getByTestId('detail-word-count').textContent).toContain('12.3万字');
    expect(screen.getByText('暂无简介')).toBeTruthy();
    expect(tabNames()).toEqual(['简介', '目录', '用户评论']);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('简介');
  });

  it('hides the placeholder ISBN', async () => {
    const detail = buildDetail();
    renderWithServer(
      <DetailPage />,
      answer({
        detail: { ...detail, ExtendData: { ...detail.ExtendData, Isbn: '666-6-6666-6666-6' } },
      }),
    );
    await screen.findByTestId('detail-title');
    expect(screen.queryByTestId('detail-isbn')).toBeNull();
  });

  it('opens a donated item on its donor tab, first of all', async () => {
    renderWithServer(<DetailPage />, answer({ detail: buildDetail({ IsInxiaoyou: true }) }));
    expect(await screen.findByText('林知远')).toBeTruthy();
    expect(tabNames()[0]).toBe('捐赠人');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('捐赠人');
  });

  it('shows the AI and collection tabs only when supported and held', async () => {
    renderWithServer(
      <DetailPage />,
      answer({ support: true, collection: [{ Id: 3, Title: '墨阅示范图书馆' }] }),
    );
    await waitFor(() =>
      expect(tabNames()).toEqual(['简介', '目录', '用户评论', '馆藏机构', 'AI对话']),
    );
    openTab('馆藏机构');
    expect(await screen.findByText('墨阅示范图书馆')).toBeTruthy();
  });

  it('loads the contents only when opened; locked nodes are not links', async () => {
    const { calls } = renderWithServer(
      <DetailPage />,
      answer({ toc: [node(1, '学而第一'), node(2, '为政第二', { IsLock: true })] }),
    );
    await screen.findByTestId('detail-title');
    expect(calls('/v1/api/tableofcontent/list')).toHaveLength(0);
    openTab('目录');
    const open = await screen.findByText('学而第一');
    expect(open.closest('a')?.getAttribute('href')).toContain('tocValue=1');
    const locked = screen.getByText(/为政第二/);
    expect(locked.closest('a')).toBeNull();
    expect(locked.closest('[data-locked="true"]')).toBeTruthy();
  });

  it('says 暂无目录 and 暂无评论 for empty lists', async () => {
    renderWithServer(<DetailPage />, answer({}));
    await screen.findByTestId('detail-title');
    openTab('目录');
    expect(await screen.findByText('暂无目录')).toBeTruthy();
    openTab('用户评论');
    expect(await screen.findByText('暂无评论')).toBeTruthy();
  });

  it('shows comments as plain text, paginated only above 20', async () => {
    renderWithServer(
      <DetailPage />,
      answer({ comments: { count: 20, items: [comment(1), comment(2)] } }),
    );
    await screen.findByTestId('detail-title');
    openTab('用户评论');
    const items = await screen.findAllByTestId('comment-item');
    expect(within(items[0]!).getByText('<img src=x onerror=alert(1)>第1条')).toBeTruthy();
    expect(items[0]!.querySelector('img')).toBeNull();
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('paginates 21 comments', async () => {
    renderWithServer(<DetailPage />, answer({ comments: { count: 21, items: [comment(1)] } }));
    await screen.findByTestId('detail-title');
    openTab('用户评论');
    await screen.findAllByTestId('comment-item');
    expect(document.querySelector('.ant-pagination')).toBeTruthy();
  });

  it('reloads the open tab after login changes', async () => {
    const { calls } = renderWithServer(<DetailPage />, answer({}));
    await screen.findByTestId('detail-title');
    openTab('用户评论');
    await screen.findByText('暂无评论');
    const before = calls('/v1/api/comment/detail-list').length;
    act(() => signIn());
    await waitFor(() =>
      expect(calls('/v1/api/comment/detail-list').length).toBeGreaterThan(before),
    );
  });

  it('opens the reader in a new tab by MediaType with the spec §2 fields', async () => {
    renderWithServer(<DetailPage />, answer({ detail: buildDetail({ MediaType: 'pdf' }) }));
    const read = await screen.findByTestId('read-button');
    expect(read.getAttribute('target')).toBe('_blank');
    const href = new URL(read.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/pdfReader');
    expect(href.searchParams.get('id')).toBe('12');
    expect(href.searchParams.get('contentexternalid')).toBe('bk-libai');
    expect(href.searchParams.get('objectType')).toBe('104');
  });

  it('shows a course: knowledge points open a search in a new tab, lessons with locked files, courseware and materials', async () => {
    const file = (id: number, name: string, locked = false) => ({
      Id: id,
      FileName: name,
      Extension: 'mp4',
      Url: locked ? '' : `/files/${id}`,
      IsLock: locked,
    });
    const course = buildDetail({
      Id: 30,
      ObjectType: 107,
      Title: '唐诗精读',
      ExtendData: {
        ...buildDetail().ExtendData,
        Keywords: '李白，杜甫',
        LessonPeriod: 2,
        TotalSeconds: 5400,
      },
    });
    renderWithServer(
      <DetailPage />,
      answer({
        detail: course,
        toc: [
          node(1, '第一讲', {
            MultimediaFiles: [file(11, '第一讲视频')],
            Courseware: [file(12, '第一讲讲义')],
          }),
          node(2, '第二讲', {
            IsLock: true,
            MultimediaFiles: [file(21, '第二讲视频', true)],
            AnnexeFiles: [file(22, '诗选原文', true)],
          }),
        ],
      }),
      '/wrap/details/lessons?id=30',
    );
    await screen.findByTestId('detail-title');
    await waitFor(() =>
      expect(tabNames()).toEqual(['简介', '课程目录', '课件', '素材', '用户评论']),
    );
    const chip = screen.getByRole('link', { name: '李白' });
    expect(chip.getAttribute('target')).toBe('_blank');
    expect(chip.getAttribute('href')).toContain('/wrap/resuResSearch?inSearch=');
    expect(screen.getByText('2课时')).toBeTruthy();
    expect(screen.getByText('1小时30分')).toBeTruthy();
    fireEvent.click(screen.getByTestId('play-button'));
    await waitFor(() =>
      expect(screen.getByRole('tab', { selected: true }).textContent).toBe('课程目录'),
    );
    // A lesson's video: 播放 with its length; a locked lesson's is a lock, not a link.
    expect(screen.getByRole('link', { name: '播放 第一讲视频.mp4' }).getAttribute('href')).toBe(
      '/files/11',
    );
    expect(screen.queryByRole('link', { name: /第二讲视频/ })).toBeNull();
    expect(screen.getByLabelText('已锁定 第二讲视频.mp4')).toBeTruthy();
    openTab('素材');
    expect((await screen.findByText(/诗选原文/)).closest('a')).toBeNull();
  });

  it('remembers the item in the recently viewed ids', async () => {
    renderWithServer(<DetailPage />, answer({}));
    await screen.findByTestId('detail-title');
    await waitFor(() => expect(document.cookie).toContain('ids=12'));
  });
});
