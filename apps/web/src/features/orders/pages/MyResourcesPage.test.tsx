import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderItem, OrderListData } from '@moyue/contracts/api/reading';
import type { ContentSummary } from '@moyue/contracts/api/search';
import { queryClient } from '../../../app/providers';
import { bound, clearCookies, fakeFetch, ok } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render-route';
import { MyResourcesPage } from './MyResourcesPage';

const content = (id: number, title: string): ContentSummary => ({
  Id: id,
  ExternalId: `bk-${id}`,
  ObjectType: 104,
  Title: title,
  Author: '李白',
  Publisher: '中华书局',
  IssueDate: '',
  Isbn: '',
  Abstracts: '',
  CoverUrl: '',
  MediaType: 'epub',
  Keywords: '',
  ReadCount: 0,
  UpdateTime: '2026-11-23 10:00:00',
  ContentSource: 0,
});
const order = (id: number, title: string, expire = ''): OrderItem => ({
  Id: id,
  CreateTime: '2026-11-20 09:30:00',
  ExpireTime: expire,
  Content: content(id * 10, title),
});

function renderPage(list: (cp: string) => OrderListData) {
  clearCookies();
  queryClient.clear();
  const server = fakeFetch((request) => {
    if (request.path === '/v1/api/device/bind') return bound();
    if (request.path === '/v1/api/order/list') return ok(list(request.params.cp ?? '1'));
    return ok(null);
  });
  vi.stubGlobal('fetch', server.impl);
  const router = renderRoutes(
    [{ path: '/wrap/center/myResources', element: <MyResourcesPage /> }],
    '/wrap/center/myResources',
  );
  return { router, orders: () => server.requests.filter((r) => r.path === '/v1/api/order/list') };
}

describe('/wrap/center/myResources (我的资源)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the ordered books with their dates, each linking to its detail page', async () => {
    const page = renderPage(() => ({
      ItemList: [order(2, '杜工部集', '2027-01-01 00:00:00'), order(1, '李太白集&amp;注')],
      RecordCount: 2,
    }));
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('有效期至 2027-01-01 00:00:00');
    expect(rows[1]!.textContent).toContain('长期有效');
    expect(rows[1]!.textContent).toContain('订购时间 2026-11-20 09:30:00');
    const title = screen.getByRole('link', { name: '李太白集&注' });
    expect(title.getAttribute('href')).toBe('/wrap/details/book?id=10');
    expect(page.orders()[0]!.params).toMatchObject({ cp: '1', ps: '12' });
  });

  it('says 暂无数据！ without orders', async () => {
    renderPage(() => ({ ItemList: [], RecordCount: 0 }));
    expect(await screen.findByText('暂无数据！')).toBeTruthy();
  });

  it('pages through more than 12 orders', async () => {
    const page = renderPage((cp) => ({
      ItemList: Array.from({ length: cp === '1' ? 12 : 3 }, (_, i) => order(i + 1, `书${cp}-${i}`)),
      RecordCount: 15,
    }));
    await screen.findAllByTestId('order-row');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(page.orders().at(-1)!.params.cp).toBe('2'));
    expect(await screen.findByText('书2-0')).toBeTruthy();
  });
});
