import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FullTextSearchData, ResourceSearchData } from '@moyue/contracts/api/search';
import { buildContent, renderSearchPage } from '../test-utils';
import { AllSearchPage } from './AllSearchPage';

const fullText: FullTextSearchData = {
  ItemList: [
    {
      Content: buildContent({ Id: 7, Title: '灯下试读' }),
      HitCount: 2,
      Hits: [
        {
          Id: 1,
          TocId: 11,
          TocTitle: '第2章',
          Page: 2,
          IsLock: false,
          Fragments: [
            { Text: '琥珀灯', Hit: true },
            { Text: '下读书', Hit: false },
          ],
        },
        { Id: 2, TocId: 18, TocTitle: '第8章', Page: 8, IsLock: true, Fragments: [] },
      ],
    },
  ],
  RecordCount: 1,
  PassageCount: 2,
  IsPartial: false,
};

describe('/wrap/allSearch hits beyond the trial (issue 6)', () => {
  it('shows 试读范围外 with chapter and page instead of a snippet', async () => {
    renderSearchPage(
      <AllSearchPage />,
      '/wrap/allSearch?keyWord=琥珀灯',
      () => fullText as unknown as ResourceSearchData,
    );
    const locked = await screen.findByTestId('full-text-hit-locked');
    expect(locked.textContent).toBe('试读范围外');
    expect(locked.parentElement?.textContent).toContain('第8章 · 第 8 页');
    expect(screen.getByText('琥珀灯').tagName).toBe('MARK');
    expect(screen.getAllByTestId('full-text-hit-locked')).toHaveLength(1);
  });
});

describe('/wrap/allSearch hits open the reader (spec §2)', () => {
  const bookOf = (mediaType: string): FullTextSearchData => ({
    ...fullText,
    ItemList: [
      {
        ...fullText.ItemList[0]!,
        Content: buildContent({ Id: 9, ExternalId: 'c-9', MediaType: mediaType }),
      },
    ],
  });
  const firstHitHref = async () => {
    const [hit] = await screen.findAllByTestId('full-text-hit');
    const href = new URL(hit!.getAttribute('href')!, 'http://moyue.test');
    expect(hit!.getAttribute('target')).toBe('_blank');
    return href;
  };

  it('opens an EPUB at the chapter of the hit (tocValue)', async () => {
    renderSearchPage(
      <AllSearchPage />,
      '/wrap/allSearch?keyWord=琥珀灯',
      () => bookOf('epub') as unknown as ResourceSearchData,
    );
    const href = await firstHitHref();
    expect(href.pathname).toBe('/epubReader');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      id: '9',
      contentexternalid: 'c-9',
      objectType: '104',
      tocValue: '11',
    });
  });

  it('opens a PDF in the PDF reader at the chapter of the hit', async () => {
    renderSearchPage(
      <AllSearchPage />,
      '/wrap/allSearch?keyWord=琥珀灯',
      () => bookOf('pdf') as unknown as ResourceSearchData,
    );
    const href = await firstHitHref();
    expect(href.pathname).toBe('/pdfReader');
    expect(href.searchParams.get('tocValue')).toBe('11');
    expect(href.searchParams.get('id')).toBe('9');
  });
});

describe('/wrap/allSearch paging and fields (spec §2 keyWord, select, search)', () => {
  const manyBooks: FullTextSearchData = { ...fullText, RecordCount: 35 };

  it('starts a new keyword on page 1', async () => {
    const { router, searches, query } = renderSearchPage(
      <AllSearchPage />,
      '/wrap/allSearch?keyWord=明月',
      () => manyBooks as unknown as ResourceSearchData,
    );
    fireEvent.click(await screen.findByTitle('3'));
    await waitFor(() => expect(query().get('cp')).toBe('3'));
    await waitFor(() => expect(searches().at(-1)?.params.cp).toBe('3'));
    await act(() => router.navigate('/wrap/allSearch?keyWord=故乡'));
    await waitFor(() => expect(searches().at(-1)?.params.keyword).toBe('故乡'));
    expect(searches().at(-1)?.params.cp).toBe('1');
  });

  it('keeps to the books of an author with select=Author&search=…, until the tag is closed', async () => {
    const { searches, query } = renderSearchPage(
      <AllSearchPage />,
      '/wrap/allSearch?keyWord=明月&select=Author&search=李白',
      () => fullText as unknown as ResourceSearchData,
    );
    expect((await screen.findByTestId('full-text-scope')).textContent).toContain('作者：李白');
    await waitFor(() =>
      expect(searches()[0]?.params).toMatchObject({
        keyword: '明月',
        author: '李白',
        searchType: '0',
      }),
    );
    fireEvent.click(screen.getByTestId('full-text-scope').querySelector('.ant-tag-close-icon')!);
    await waitFor(() => expect(query().get('select')).toBeNull());
    await waitFor(() => expect(searches().at(-1)?.params.author).toBeUndefined());
  });

  it('ignores a select that names no field', async () => {
    const { searches } = renderSearchPage(
      <AllSearchPage />,
      '/wrap/allSearch?keyWord=明月&select=Title&search=李白',
      () => fullText as unknown as ResourceSearchData,
    );
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]!.params).not.toHaveProperty('author');
    expect(screen.queryByTestId('full-text-scope')).toBeNull();
  });
});

describe('/wrap/allSearch and questions', () => {
  it('offers Q&A search for a keyword that reads like a question', async () => {
    renderSearchPage(
      <AllSearchPage />,
      '/wrap/allSearch?keyWord=什么是仁',
      () => fullText as unknown as ResourceSearchData,
    );
    const link = await screen.findByTestId('ask-instead');
    expect(link.getAttribute('href')).toBe(
      `/wrap/questionSearch?keyWord=${encodeURIComponent('什么是仁')}`,
    );
  });

  it('does not for a plain keyword', async () => {
    renderSearchPage(
      <AllSearchPage />,
      '/wrap/allSearch?keyWord=明月',
      () => fullText as unknown as ResourceSearchData,
    );
    await screen.findAllByTestId('full-text-book');
    expect(screen.queryByTestId('ask-instead')).toBeNull();
  });
});
