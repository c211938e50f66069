import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TocNode } from '@moyue/contracts/api/reading';
import { Providers, queryClient } from '../../../app/providers';
import { bound, clearCookies, fakeFetch, ok, refused } from '../../../test/fake-server';
import { Where } from '../../../test/render-route';
import { KnowledgeReaderPage } from './KnowledgeReaderPage';

// The machine running the tests is shared: a first render may take longer than findBy's 1 s.
const slow = { timeout: 5_000 };

const node = (Id: number, Title: string, IsLock: boolean): TocNode => ({
  Id,
  ExternalId: `n${Id}`,
  Title,
  Childs: [],
  MultimediaFiles: [],
  Courseware: [],
  AnnexeFiles: [],
  IsLock,
  Url: '',
  Page: Id,
  SpineIndex: null,
});

const passage = (tocId: number, Title: string, text: string | null) => ({
  TocId: tocId,
  Title,
  Page: 1,
  Passages: text === null ? [] : [{ Id: tocId * 10 + 1, Page: 1, Text: text }],
  PrevTocId: null,
  NextTocId: null,
  IsNextLocked: false,
});

/** 宋词三百首's shape: an author node holding no text of its own, its 词 under it. */
const anthology = [
  { ...node(1, '黄孝迈', false), Childs: [node(2, '湘春夜月（近清明）', false)] },
  node(3, '陆叡', false),
];
const anthologyText: Record<string, ReturnType<typeof passage>> = {
  '1': passage(1, '黄孝迈', null),
  '2': passage(2, '湘春夜月（近清明）', '近清明。翠禽枝上消魂。'),
};

function renderReader(path: string, world?: { toc: TocNode[]; text: typeof anthologyText }) {
  clearCookies();
  queryClient.clear();
  const server = fakeFetch((request) => {
    switch (request.path) {
      case '/v1/api/device/bind':
        return bound();
      case '/Content/Detail':
        return ok({ Id: 9, Title: '论语', ObjectType: 104, ExternalId: 'lunyu' });
      case '/v1/api/tableofcontent/list':
        return ok({
          ItemList: world?.toc ?? [node(1, '学而第一', false), node(2, '为政第二', true)],
          AllowReadPercentage: 10,
          Access: 'trial',
          IsTrial: true,
          TrialUnits: 1,
          UnitCount: 2,
          MediaType: '',
        });
      case '/v1/api/tableofcontent/content':
        if (world) return ok(world.text[request.params.tocId ?? ''] ?? null);
        return request.params.tocId === '1'
          ? ok({
              TocId: 1,
              Title: '学而第一',
              Page: 1,
              Passages: [{ Id: 11, Page: 1, Text: '学而时习之，不亦说乎？' }],
              PrevTocId: null,
              NextTocId: 2,
              IsNextLocked: true,
            })
          : refused(400, '该章节不在试读范围内，获取阅读权限后可阅读全文');
      default:
        return ok(null);
    }
  });
  vi.stubGlobal('fetch', server.impl);
  const router = createMemoryRouter(
    [
      { path: '/knowledgeReader', element: <KnowledgeReaderPage /> },
      { path: '*', element: <Where /> },
    ],
    {
      initialEntries: [path],
    },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return server;
}

afterEach(() => vi.unstubAllGlobals());

describe('knowledgeReader', () => {
  it('shows a node’s text as text and stops at the trial boundary', async () => {
    const server = renderReader('/knowledgeReader?id=9');
    await screen.findByText('学而时习之，不亦说乎？', {}, slow);
    expect(screen.getByText('试读 · 前1节')).toBeTruthy();
    expect(
      server.requests.find((r) => r.path === '/v1/api/tableofcontent/content')?.params,
    ).toMatchObject({ objectId: '9', tocId: '1' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await screen.findByRole('dialog', { name: '试读结束' }, slow);
  });

  it('says a node asked for beyond the trial is not in it, and opens the trial under that', async () => {
    renderReader('/knowledgeReader?id=9&tocValue=n2');
    const notice = await screen.findByRole('dialog', { name: '该章节不在试读范围内' }, slow);
    expect(notice.textContent).toContain('为政第二');
    expect(screen.getByRole('link', { name: '登录阅读全文' }).getAttribute('href')).toContain(
      '/login?redirect=',
    );
    expect(screen.getByRole('link', { name: '荐购本书' }).getAttribute('href')).toBe(
      '/wrap/details/book?id=9',
    );
    fireEvent.click(screen.getByRole('button', { name: '先读试读部分' }));
    await screen.findByText('学而时习之，不亦说乎？', {}, slow);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the node named by tocValue when the reader may read it', async () => {
    const server = renderReader('/knowledgeReader?id=9&tocValue=n1');
    await screen.findByText('学而时习之，不亦说乎？', {}, slow);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requests.filter((r) => r.path === '/v1/api/tableofcontent/content')).toHaveLength(
      1,
    );
  });

  it('starts a fresh open at the first node with text, past an author heading', async () => {
    renderReader('/knowledgeReader?id=9', { toc: anthology, text: anthologyText });
    await screen.findByText('近清明。翠禽枝上消魂。', {}, slow);
    expect(screen.getByRole('heading', { name: '湘春夜月（近清明）' })).toBeTruthy();
  });

  it('shows a friendly page with a way back when the address names no book', async () => {
    const server = renderReader('/knowledgeReader');
    await screen.findByText('没有找到要阅读的图书', {}, slow);
    expect(server.requests.filter((r) => r.path !== '/v1/api/device/bind')).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/wrap/index');
  });
});
