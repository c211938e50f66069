import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookmarkListData } from '@moyue/contracts/api/bookmarks';
import { Providers, queryClient } from '../../../app/providers';
import {
  bound,
  clearCookies,
  fakeFetch,
  ok,
  refused,
  type Recorded,
} from '../../../test/fake-server';
import { MyBookmarkListsPage } from './MyBookmarkListsPage';
import { MyBookmarkPage } from './MyBookmarkPage';
import { ReadbookPage } from './ReadbookPage';

function renderPage(path: string, answer: (request: Recorded) => ReturnType<typeof ok>) {
  clearCookies();
  queryClient.clear();
  const server = fakeFetch((request) =>
    request.path === '/v1/api/device/bind' ? bound() : answer(request),
  );
  vi.stubGlobal('fetch', server.impl);
  const router = createMemoryRouter(
    [
      { path: '/wrap/center/myBookmark', element: <MyBookmarkPage /> },
      { path: '/wrap/center/myBookmarkLists', element: <MyBookmarkListsPage /> },
      { path: '/wrap/center/readbook', element: <ReadbookPage /> },
      { path: '/wrap/center/BrowseTheFootprint', element: <ReadbookPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return server;
}

const oneBook: BookmarkListData = {
  Content: { Id: 7, ExternalId: 'book-7', ObjectType: 104, Title: '长河十章', MediaType: 'epub' },
  ItemList: [
    {
      Id: 31,
      ObjectId: 7,
      MediaType: 'epub',
      Location: '3:0.5000',
      Process: 0.35,
      ChapterTitle: '第4章 长河之四',
      Excerpt: '大江东去',
      CreateTime: '2026-11-23 09:00:00',
    },
  ],
  RecordCount: 1,
};

afterEach(() => vi.unstubAllGlobals());

describe('personal-centre reading pages', () => {
  it('myBookmark lists the books with bookmarks and links to each one’s list', async () => {
    const server = renderPage('/wrap/center/myBookmark', () =>
      ok({
        ItemList: [
          {
            ObjectId: 7,
            ExternalId: 'book-7',
            ObjectType: 104,
            Title: '长河十章',
            Author: '测试作者',
            CoverUrl: '',
            Count: 2,
            LastTime: '2026-11-23 09:00:00',
          },
        ],
        RecordCount: 1,
      }),
    );
    await screen.findByText('长河十章');
    expect(screen.getByText(/2 个书签/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看书签' }).getAttribute('href')).toBe(
      '/wrap/center/myBookmarkLists?id=7',
    );
    expect(server.requests.find((r) => r.path === '/v1/api/bookmark/books')?.params).toMatchObject({
      cp: '1',
      ps: '12',
    });
  });

  it('myBookmarkLists opens the reader at a bookmark and deletes one', async () => {
    let deleted = '';
    renderPage('/wrap/center/myBookmarkLists?id=7', (request) => {
      if (request.path === '/v1/api/bookmark/delete') {
        deleted = request.params.ids ?? '';
        return ok({ Deleted: 1 });
      }
      return ok(deleted ? { ...oneBook, ItemList: [], RecordCount: 0 } : oneBook);
    });
    await screen.findByText('第4章 长河之四');
    const read = screen.getByRole('link', { name: '继续阅读' });
    expect(read.getAttribute('href')).toBe(
      '/epubReader?id=7&contentexternalid=book-7&objectType=104&process=0.35',
    );
    expect(read.getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByRole('button', { name: '删 除' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(deleted).toBe('31'));
    await screen.findByText('暂无数据！');
  });

  it('readbook lists recently read books with their progress', async () => {
    const server = renderPage('/wrap/center/readbook', () =>
      ok({
        ItemList: [
          {
            Id: 1,
            Title: '长河十章',
            CreateTime: '2026-11-23 09:00:00',
            Content: { Id: 7, ObjectType: 104, Title: '长河十章', CoverUrl: '', IsOnShelf: false },
            Process: 1,
            FileId: 0,
          },
        ],
        RecordCount: 1,
      }),
    );
    await screen.findByText('长河十章');
    expect(screen.getByText('100%')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '最近阅读' })).toBeTruthy();
    expect(server.requests.find((r) => r.path === '/v1/api/history/list')?.params).toMatchObject({
      actionType: '1',
      cp: '1',
      ps: '12',
    });
  });

  it('shows the server’s refusal instead of a list', async () => {
    renderPage('/wrap/center/BrowseTheFootprint', () => refused(500, '服务器繁忙，请稍后再试'));
    await screen.findByText('服务器繁忙，请稍后再试', {}, { timeout: 4000 });
    expect(screen.getByRole('heading', { name: '浏览足迹' })).toBeTruthy();
  });
});
