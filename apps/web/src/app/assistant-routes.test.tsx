import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from './providers';
import { loadHeaders } from './header/lazy-headers';
import { routes } from './router';
import { bound, clearCookies, fakeFetch, ok } from '../test/fake-server';
import { useAppStore } from '../stores/app-store';

// Issue 19: the assistant's pages are routed, and the detail page's AI tab
// holds the assistant's panel when the item supports it.

const SLOW = { timeout: 8_000 };

const detail = {
  Id: 1,
  ExternalId: 'bk-lunyu',
  FileExternalId: '',
  GroupId: 0,
  ObjectType: 104,
  Title: '论语',
  Author: '孔子弟子及再传弟子',
  Publisher: '墨阅出版社',
  IssueDate: '2020-01-01',
  Abstracts: '',
  Remark: '',
  CoverUrl: '',
  MediaType: 'epub',
  AuthorizeUrl: '',
  RelationContents: [],
  MarketPrice: 0,
  UpdateTime: '2026-11-26 10:00:00',
  IsInxiaoyou: false,
  IsRecommend: false,
  ExtendData: {
    Keywords: '',
    Isbn: '',
    Duration: 0,
    ProductTitle: '',
    ShareUrl: '',
    TotalSeconds: 0,
    IsOrdered: false,
    IsFree: false,
    IsPartner: false,
    LessonPeriod: 0,
  },
};

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('assistant routes (spec §2)', () => {
  // The headers load on demand (issue 16); here they are ready before the first page, as after a visit.
  beforeAll(loadHeaders, 60_000);
  beforeEach(() => {
    clearCookies();
    queryClient.clear();
    useAppStore.getState().logout();
    const server = fakeFetch((request) => {
      if (request.path === '/v1/api/device/bind') return bound();
      if (request.path === '/Content/Detail') return ok(detail);
      if (request.path === '/v1/api/user-question/support') return ok({ IsSupport: true });
      if (request.path === '/python/aichat')
        return ok([
          { name: '全书', words: [{ word: '君子', count: 107, reference: '君子', page: 1 }] },
        ]);
      if (request.path === '/Content/Search')
        return ok({
          ItemList: [{ ...detail, Isbn: '', Keywords: '', ReadCount: 0 }],
          RecordCount: 1,
          Publishers: [],
          Categories: [],
        });
      if (request.path === '/v1/api/comment/detail-list')
        return ok({ AvgScore: 0, ItemList: [], RecordCount: 0 });
      if (request.path === '/v1/api/tableofcontent/list')
        return ok({
          AllowReadPercentage: 10,
          Access: 0,
          IsTrial: true,
          TrialUnits: 2,
          UnitCount: 20,
          ItemList: [],
        });
      return ok({ ItemList: [], RecordCount: 0 });
    });
    vi.stubGlobal('fetch', server.impl);
  });

  it('/wrap/bookai?keyword= finds books to talk to', async () => {
    renderAt('/wrap/bookai?keyword=论语');
    expect(await screen.findByTestId('book-ai-row', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: '与本书对话' }).getAttribute('href')).toBe(
      '/wrap/chatbook?id=1',
    );
  });

  it('/wrap/chatbook?id= shows the dialogue and the word cloud', async () => {
    renderAt('/wrap/chatbook?id=1');
    expect(await screen.findByTestId('ai-dialogue', {}, SLOW)).toBeTruthy();
    expect(await screen.findByText('君子', {}, SLOW)).toBeTruthy();
  });

  it('/wrap/details/askChapter?id= asks about one chapter', async () => {
    renderAt('/wrap/details/askChapter?id=1');
    expect(await screen.findByTestId('ask-chapter-page', {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId('ai-dialogue')).toBeTruthy();
  });

  it("the detail page's AI tab holds the assistant's panel", async () => {
    renderAt('/wrap/details/book?id=1');
    const tab = await screen.findByRole('tab', { name: 'AI对话' }, SLOW);
    tab.click();
    expect(await screen.findByTestId('ai-panel', {}, SLOW)).toBeTruthy();
  });
});
