import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../../app/providers';
import { bound, clearCookies, fakeFetch, ok } from '../../../test/fake-server';
import { Where } from '../../../test/render-route';
import { EpubReaderPage } from '../pages/EpubReaderPage';
import { PdfReaderPage } from '../pages/PdfReaderPage';

function renderAt(path: string, history: string[] = []) {
  clearCookies();
  queryClient.clear();
  const server = fakeFetch((request) =>
    request.path === '/v1/api/device/bind' ? bound() : ok(null),
  );
  vi.stubGlobal('fetch', server.impl);
  const router = createMemoryRouter(
    [
      { path: '/epubReader', element: <EpubReaderPage /> },
      { path: '/pdfReader', element: <PdfReaderPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [...history, path] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return server;
}

// pdf.js needs a canvas-capable DOM (DOMMatrix) that jsdom lacks; none of it runs for a missing book.
vi.mock('../pdf/pdf-document', () => ({
  warmPdfWorker: vi.fn(),
  openPdf: vi.fn(),
  renderPage: vi.fn(),
  searchPdf: vi.fn(),
}));

afterEach(() => vi.unstubAllGlobals());

describe('a reader address without a book (issue 12 item 11)', () => {
  it.each(['/epubReader', '/pdfReader', '/pdfReader?process=0.5'])(
    '%s says what happened and asks for nothing',
    async (path) => {
      const server = renderAt(path);
      await screen.findByText('没有找到要阅读的图书');
      expect(screen.queryByText(/参数错误/)).toBeNull();
      expect(screen.queryByRole('status')).toBeNull();
      // No licence, no detail: nothing is asked of the server for a book that is not named.
      expect(server.requests.filter((r) => r.path !== '/v1/api/device/bind')).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
      expect((await screen.findByTestId('where')).textContent).toBe('/wrap/index');
    },
  );

  it('goes back to the page before when there is one', async () => {
    renderAt('/epubReader', ['/wrap/details/book?id=1']);
    fireEvent.click(await screen.findByRole('button', { name: '返回上一页' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/wrap/details/book?id=1');
  });
});
