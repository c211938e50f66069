import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FullTextBook } from '@moyue/contracts/api/search';
import { buildContent } from '../test-utils';
import { PassageBook } from './PassageBook';
import { ResultRow } from './ResultRow';

// Issue 12 item 8: a hit found by a chapter's title names book and chapter
// (唐诗三百首 › 靜夜思) and opens the reader at that chapter.

const book = buildContent({ Id: 7, ExternalId: 'bk-tangshi-300', Title: '唐诗三百首' });

describe('chapter-title hits', () => {
  it('shows a full-text title hit as 书名 › 章节 with the match marked, opening the reader there', () => {
    const data: FullTextBook = {
      Content: book,
      HitCount: 1,
      Hits: [
        {
          Id: 70,
          TocId: 712,
          TocTitle: '靜夜思（李白）',
          Page: 1,
          IsLock: false,
          Fragments: [{ Text: '床前明月光，疑是地上霜。', Hit: false }],
          TocFragments: [
            { Text: '靜夜思', Hit: true },
            { Text: '（李白）', Hit: false },
          ],
        },
      ],
    };
    render(
      <MemoryRouter>
        <PassageBook book={data} countLabel="命中 1 处" />
      </MemoryRouter>,
    );
    const where = screen.getByTestId('full-text-hit-chapter');
    expect(where.textContent).toBe('唐诗三百首›靜夜思（李白） · 第 1 页');
    expect(within(where).getByText('靜夜思').tagName).toBe('MARK');
    const link = screen.getByTestId('full-text-hit');
    const href = new URL(link.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/epubReader');
    expect(href.searchParams.get('tocValue')).toBe('712');
    expect(href.searchParams.get('id')).toBe('7');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('keeps a body hit as chapter · page', () => {
    const data: FullTextBook = {
      Content: book,
      HitCount: 1,
      Hits: [
        {
          Id: 71,
          TocId: 713,
          TocTitle: '月下獨酌',
          Page: 2,
          IsLock: false,
          Fragments: [{ Text: '明月', Hit: true }],
        },
      ],
    };
    render(
      <MemoryRouter>
        <PassageBook book={data} countLabel="命中 1 处" />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('full-text-hit-chapter')).toBeNull();
    expect(screen.getByText('月下獨酌 · 第 2 页')).toBeTruthy();
  });

  it('names the chapter a resource result was found by and links the reader at it', () => {
    render(
      <MemoryRouter>
        <ResultRow
          layout="list"
          content={{
            ...book,
            MediaType: 'pdf',
            Chapter: {
              TocId: 712,
              TocTitle: '靜夜思（李白）',
              Fragments: [
                { Text: '靜夜思', Hit: true },
                { Text: '（李白）', Hit: false },
              ],
            },
          }}
        />
      </MemoryRouter>,
    );
    const line = screen.getByTestId('result-chapter');
    expect(line.textContent).toBe('章节：唐诗三百首›靜夜思（李白）');
    expect(within(line).getByText('靜夜思').tagName).toBe('MARK');
    const href = new URL(within(line).getByRole('link').getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/pdfReader');
    expect(href.searchParams.get('tocValue')).toBe('712');
  });

  it('shows no chapter line for a result found by its own title', () => {
    render(
      <MemoryRouter>
        <ResultRow layout="list" content={book} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('result-chapter')).toBeNull();
  });
});
