import { splitText, PAGE_CHARS } from '@moyue/book-format/paging';
import { cleanLine, codePointLength, hanCount } from '@moyue/book-format/text';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import type { BookMediaType } from '../book-file.store.ts';

export interface ParsedTocNode {
  key: number;
  parentKey: number | null;
  title: string;
  /** EPUB: page by ~500 characters; PDF: the PDF page */
  page: number;
  /** reading order, 1-based */
  order: number;
  /** EPUB: the 1-based spine document the node opens; PDF: null */
  spineIndex: number | null;
}

export interface ParsedPassage {
  tocKey: number;
  page: number;
  order: number;
  text: string;
}

export interface ParsedMetadata {
  title: string;
  author: string;
  publisher: string;
  /** YYYY-MM-DD or null */
  issueDate: string | null;
  isbn: string;
  language: string;
  abstracts: string;
  keywords: string[];
}

/** What the importer extracted from an EPUB or PDF, ready to be written. */
export interface ParsedBook {
  mediaType: BookMediaType;
  /** EPUB spine documents, PDF pages */
  unitCount: number;
  /** pages of text (EPUB by ~500 characters, PDF pages) */
  pageCount: number;
  metadata: ParsedMetadata;
  cover: { bytes: Buffer; mimeType: string } | null;
  toc: ParsedTocNode[];
  passages: ParsedPassage[];
}

/** YYYY, YYYY-MM, YYYY-MM-DD (or a longer ISO time) → YYYY-MM-DD; anything else → null. */
export function normaliseDate(value: string): string | null {
  const match = /^\s*(\d{4})(?:-(\d{1,2}))?(?:-(\d{1,2}))?/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Math.min(12, Math.max(1, Number(match[2] ?? 1)));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(daysInMonth, Math.max(1, Number(match[3] ?? 1)));
  if (year < 1000 || year > 9999) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function isValidIsbn(digits: string): boolean {
  if (/^97[89]\d{10}$/.test(digits)) {
    const sum = [...digits].reduce((total, d, i) => total + Number(d) * (i % 2 ? 3 : 1), 0);
    return sum % 10 === 0;
  }
  if (/^\d{9}[\dX]$/.test(digits)) {
    const sum = [...digits].reduce(
      (total, d, i) => total + (d === 'X' ? 10 : Number(d)) * (10 - i),
      0,
    );
    return sum % 11 === 0;
  }
  return false;
}

const ISBN_LABEL = /^\s*(?:urn:isbn:|isbn(?:-1[03])?[\s:：]*)/i;

/**
 * The ISBN an identifier value is ('urn:isbn:978…', 'ISBN 7-101-…', '978-7-…'), or '':
 * the whole value must be one ISBN-13 or ISBN-10 with a valid check digit, so that
 * a ten-digit id of some tool (epubsplit's '1594735148') is not taken for one.
 */
export function isbnOf(value: string): string {
  const digits = value
    .replace(ISBN_LABEL, '')
    .replace(/[\s\-‐–—]/g, '')
    .toUpperCase();
  return isValidIsbn(digits) ? digits : '';
}

/** Whether an identifier value says it is an ISBN ('urn:isbn:', 'ISBN …'). */
export function isLabelledIsbn(value: string): boolean {
  return ISBN_LABEL.test(value);
}

/** The first valid ISBN-13 or ISBN-10 in a text (after 'ISBN' in a PDF), or ''. */
export function findIsbn(value: string): string {
  const digits = value
    .replace(ISBN_LABEL, '')
    .replace(/[\s\-‐–—]/g, '')
    .toUpperCase();
  for (const match of digits.matchAll(/(?<!\d)(?:97[89]\d{10}|\d{9}[\dX])(?![\dX])/g))
    if (isValidIsbn(match[0])) return match[0];
  return '';
}

/** Entity references nothing resolved ('&xxe;' of a DOCTYPE the parser does not expand) are dropped. */
export function dropUnresolvedEntities(text: string): string {
  return text.replace(/&[A-Za-z_:][\w.:-]*;/g, '');
}

const BLOCK =
  /<\/?(?:p|div|h[1-6]|li|ul|ol|tr|table|section|article|aside|header|footer|blockquote|pre|dt|dd|figure|figcaption|title)\b[^>]*>|<br\b[^>]*>/gi;

/** The visible text of an (X)HTML document or fragment, one line per block; scripts, styles and head dropped. */
export function htmlToText(html: string): string {
  const body = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<head\b[\s\S]*?<\/head>/i, '')
    .replace(/<(script|style|template|iframe|object|svg|math)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<rt\b[\s\S]*?<\/rt\s*>/gi, '')
    .replace(BLOCK, '\n')
    .replace(/<[^>]*>/g, '');
  return dropUnresolvedEntities(decodeHtmlEntities(body))
    .split('\n')
    .map((line) => cleanLine(line.replace(/\s+/g, ' ')))
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * Accumulates passages, numbering pages by ~PAGE_CHARS characters the way
 * the demo corpus does (packages/corpus paging), or by given PDF pages.
 */
export class PassageCollector {
  readonly passages: ParsedPassage[] = [];
  private page = 1;
  private fill = 0;
  /** the last page that holds text or a picture */
  private used = 0;

  /** The page the next passage starts on (a TOC node's page). */
  get currentPage(): number {
    return this.page;
  }

  /** Text paged by ~PAGE_CHARS characters (EPUB). */
  addFlowing(tocKey: number, text: string): void {
    for (const part of splitText(text)) {
      this.passages.push({ tocKey, page: this.page, order: this.passages.length + 1, text: part });
      this.used = this.page;
      this.fill += codePointLength(part);
      if (this.fill >= PAGE_CHARS) {
        this.page += 1;
        this.fill = 0;
      }
    }
  }

  /** A picture in the spine (an image, an SVG, a page of only images): a page of its own, no text; returns its page. */
  addPicturePage(): number {
    if (this.fill > 0) {
      this.page += 1;
      this.fill = 0;
    }
    const page = this.page;
    this.used = page;
    this.page += 1;
    return page;
  }

  /** The text of one fixed page (PDF). */
  addPage(tocKey: number, page: number, text: string): void {
    for (const part of splitText(text))
      this.passages.push({ tocKey, page, order: this.passages.length + 1, text: part });
  }

  /** Pages used so far (EPUB). */
  get pageCount(): number {
    return Math.max(1, this.used);
  }
}

/** Han characters of the book's text (contents.word_count). */
export function wordCountOf(book: ParsedBook): number {
  return book.passages.reduce((sum, passage) => sum + hanCount(passage.text), 0);
}
