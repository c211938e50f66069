import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import type { Recorded } from '../../../test/fake-server';
import { buildDetail, ok, renderWithServer } from '../test-utils';
import { DetailPage } from './DetailPage';

function answer(detail: ContentDetail) {
  return (request: Recorded) => (request.path === '/Content/Detail' ? ok(detail) : ok(null));
}

const readerOf = (element: HTMLElement) =>
  new URL(element.getAttribute('href')!, 'http://localhost');

describe('the editions of a book (issue 12 item 11)', () => {
  it('offers the EPUB and the PDF edition, each opening its own reader', async () => {
    const lunyu = buildDetail({
      Id: 1,
      ExternalId: 'bk-lunyu',
      Title: '论语',
      MediaType: 'epub',
      RelationContents: [{ Id: 1, ExternalId: 'bk-lunyu-Pdf', MediaType: 'pdf', MarketPrice: 0 }],
    });
    renderWithServer(<DetailPage />, answer(lunyu), '/wrap/details/book?id=1');
    const epub = await screen.findByRole('link', { name: '阅读 EPUB' });
    const pdf = screen.getByRole('link', { name: '阅读 PDF' });
    expect(readerOf(epub).pathname).toBe('/epubReader');
    expect(readerOf(epub).searchParams.get('contentexternalid')).toBe('bk-lunyu');
    expect(readerOf(pdf).pathname).toBe('/pdfReader');
    expect(readerOf(pdf).searchParams.get('id')).toBe('1');
    expect(readerOf(pdf).searchParams.get('contentexternalid')).toBe('bk-lunyu-Pdf');
    expect(pdf.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('link', { name: '立即阅读' })).toBeNull();
  });

  it('keeps one 立即阅读 for a book with one edition', async () => {
    renderWithServer(<DetailPage />, answer(buildDetail()));
    expect(readerOf(await screen.findByRole('link', { name: '立即阅读' })).pathname).toBe(
      '/epubReader',
    );
    expect(screen.queryByRole('link', { name: /阅读 PDF/ })).toBeNull();
  });
});

describe('a detail route names the kind of item (issue 12 item 12)', () => {
  it('sends a book id on the course route to the book page, replacing the address', async () => {
    const { router } = renderWithServer(
      <DetailPage />,
      answer(buildDetail({ Id: 1, ObjectType: 104 })),
      '/wrap/details/lessons?id=1',
    );
    expect((await screen.findByTestId('where')).textContent).toBe('/wrap/details/book?id=1');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByTestId('detail-page')).toBeNull();
    // Not counted as viewed on the wrong page: the book page records it (spec §4 ids cookie).
    expect(document.cookie).not.toMatch(/(^|; )ids=/);
  });

  it('sends a course id on the book route to the course page', async () => {
    renderWithServer(
      <DetailPage />,
      answer(buildDetail({ Id: 30, ObjectType: 107 })),
      '/wrap/details/book?id=30',
    );
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/wrap/details/lessons?id=30'),
    );
  });

  it('stays on the book page for a book', async () => {
    renderWithServer(<DetailPage />, answer(buildDetail()));
    await screen.findByTestId('detail-page');
    expect(screen.queryByTestId('where')).toBeNull();
  });
});
