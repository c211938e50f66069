import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TocNode } from '@moyue/contracts/api/reading';
import { Providers, queryClient } from '../../../app/providers';
import { bound, clearCookies, fakeFetch, ok, refused } from '../../../test/fake-server';
import { KnowledgeReaderPage } from './KnowledgeReaderPage';

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

function renderReader(path: string) {
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
          ItemList: [node(1, '学而第一', false), node(2, '为政第二', true)],
          AllowReadPercentage: 10,
          Access: 'trial',
          IsTrial: true,
          TrialUnits: 1,
          UnitCount: 2,
          MediaType: '',
        });
      case '/v1/api/tableofcontent/content':
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
    [{ path: '/knowledgeReader', element: <KnowledgeReaderPage /> }],
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
    await screen.findByText('学而时习之，不亦说乎？');
    expect(screen.getByText('试读 · 前1节')).toBeTruthy();
    expect(
      server.requests.find((r) => r.path === '/v1/api/tableofcontent/content')?.params,
    ).toMatchObject({ objectId: '9', tocId: '1' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await screen.findByRole('dialog', { name: '试读结束' });
  });

  it('opens the node named by tocValue', async () => {
    renderReader('/knowledgeReader?id=9&tocValue=n2');
    await screen.findByRole('dialog', { name: '试读结束' });
    expect(screen.queryByText('学而时习之，不亦说乎？')).toBeNull();
  });
});
