import { describe, expect, it } from 'vitest';
import type { TocNode } from '@moyue/contracts/api/reading';
import {
  epubProcessOf,
  epubSpotOf,
  epubStartOf,
  findTocNode,
  pdfPageOf,
  pdfProcessOf,
  pdfStartOf,
  queryProcess,
} from './reading-position';

const node = (Id: number, Page: number, Childs: TocNode[] = []): TocNode => ({
  Id,
  ExternalId: `n${Id}`,
  Title: `第${Id}章`,
  Childs,
  MultimediaFiles: [],
  Courseware: [],
  AnnexeFiles: [],
  IsLock: false,
  Url: '',
  Page,
  SpineIndex: Id,
});

describe('reading positions', () => {
  it('maps Process to a spine document and back', () => {
    expect(epubSpotOf(0.55, 10, 10)).toEqual({
      spineIndex: 5,
      fraction: expect.closeTo(0.5) as number,
    });
    expect(epubProcessOf({ spineIndex: 5, page: 3, pages: 5, atEnd: false }, 10, 10)).toBeCloseTo(
      0.55,
    );
    expect(epubProcessOf({ spineIndex: 9, page: 5, pages: 5, atEnd: true }, 10, 10)).toBe(1);
  });

  it('keeps a trial reader inside the documents delivered', () => {
    expect(epubSpotOf(0.9, 10, 2)).toEqual({ spineIndex: 1, fraction: 1 });
    // The trial edition's closing page is not the end of the book.
    expect(epubProcessOf({ spineIndex: 2, page: 1, pages: 1, atEnd: true }, 10, 2)).toBeCloseTo(
      0.2,
    );
    expect(epubProcessOf({ spineIndex: 1, page: 1, pages: 2, atEnd: false }, 10, 2)).toBeCloseTo(
      0.1,
    );
  });

  it('maps Process to a PDF page within the pages delivered', () => {
    expect(pdfPageOf(0.5, 300, 300)).toBe(150);
    expect(pdfPageOf(0, 300, 300)).toBe(1);
    expect(pdfPageOf(1, 300, 30)).toBe(30);
    expect(pdfProcessOf(300, 300)).toBe(1);
  });

  it('finds a node by id or external id at any depth', () => {
    const tree = [node(1, 1, [node(2, 5)]), node(3, 9)];
    expect(findTocNode(tree, '2')?.Page).toBe(5);
    expect(findTocNode(tree, 'n3')?.Page).toBe(9);
    expect(findTocNode(tree, '7')).toBeNull();
  });

  it('reads only a Process in 0..1 from the address', () => {
    expect(queryProcess('0.25')).toBe(0.25);
    expect(queryProcess('2')).toBeNull();
    expect(queryProcess('abc')).toBeNull();
    expect(queryProcess(null)).toBeNull();
  });
});

describe('where a reader opens (issue 12 item 11)', () => {
  const locked = { ...node(7, 40), IsLock: true };

  it('opens a fresh EPUB at the first document with text, looking within the trial', () => {
    expect(epubStartOf(null, 0, 373, 37)).toEqual({
      start: { firstTextWithin: 37 },
      locked: null,
    });
  });

  it('opens the chapter the address names when it is open to the reader', () => {
    expect(epubStartOf(node(3, 9), 0, 10, 10)).toEqual({
      start: { spineIndex: 2, fraction: 0 },
      locked: null,
    });
    expect(pdfStartOf(node(3, 9), 0, 20, 20)).toEqual({ page: 9, locked: null });
  });

  it('names a chapter beyond the trial instead of opening it, and opens the trial', () => {
    expect(epubStartOf(locked, 0, 10, 2)).toEqual({ start: { firstTextWithin: 2 }, locked });
    expect(epubStartOf(locked, 0.15, 10, 2)).toEqual({
      start: epubSpotOf(0.15, 10, 2),
      locked,
    });
    expect(pdfStartOf(locked, 0, 100, 10)).toEqual({ page: 1, locked });
  });

  it('resumes a saved place rather than the first text', () => {
    expect(epubStartOf(null, 0.55, 10, 10).start).toEqual(epubSpotOf(0.55, 10, 10));
    expect(pdfStartOf(null, 0.5, 20, 20)).toEqual({ page: 10, locked: null });
  });
});
