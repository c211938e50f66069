import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueBook } from './types.ts';
import { demoCatalogue } from './catalogue.ts';
import { clcCategories } from './clc.ts';
import { isValidIsbn13 } from './isbn.ts';
import { ABSTRACT_MAX } from './book.ts';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const REAL_PRESSES = [
  '中华书局',
  '人民文学',
  '上海古籍',
  '商务印书馆',
  '岳麓书社',
  '三联书店',
  '凤凰出版',
  '中州古籍',
  '巴蜀书社',
  '齐鲁书社',
  '浙江古籍',
  '北京大学出版社',
  '人民教育出版社',
];

let books: CatalogueBook[] = [];

beforeAll(() => {
  books = [...demoCatalogue()];
});

function digest(list: Iterable<CatalogueBook>): string {
  const hash = createHash('sha256');
  for (const book of list) hash.update(JSON.stringify(book));
  return hash.digest('hex');
}

function allStrings(book: CatalogueBook): string[] {
  return [
    book.slug,
    book.title,
    book.author,
    book.dynasty,
    book.publisher,
    book.issueDate,
    book.isbn,
    book.abstract,
    book.clcCode,
    ...book.keywords,
    ...book.toc.map((node) => node.title),
    ...book.passages.map((passage) => passage.text),
  ];
}

describe('demoCatalogue', () => {
  it('holds at least 150 books within the seeding budget', () => {
    expect(books.length).toBeGreaterThanOrEqual(150);
    const passages = books.reduce((sum, book) => sum + book.passages.length, 0);
    const characters = books.reduce(
      (sum, book) => sum + book.passages.reduce((inner, passage) => inner + passage.text.length, 0),
      0,
    );
    expect(passages).toBeLessThanOrEqual(60_000);
    expect(characters).toBeLessThanOrEqual(4_000_000);
  });

  it('contains the named classics, primers and anthologies', () => {
    const titles = new Set(books.map((book) => book.title));
    for (const title of [
      '论语',
      '诗经',
      '诗经·国风',
      '楚辞',
      '大学',
      '中庸',
      '孟子',
      '三字经',
      '百家姓',
      '千字文',
      '弟子规',
      '幼学琼林',
      '声律启蒙',
      '千家诗',
      '古文观止',
      '唐诗三百首',
      '宋词三百首',
      '花间集',
      '南唐二主词',
      '纳兰性德诗集',
      '曹操诗集',
      '幽梦影',
    ]) {
      expect(titles, title).toContain(title);
    }
    for (const author of ['李白', '杜甫', '白居易', '陆游', '苏轼', '辛弃疾', '关汉卿']) {
      expect(
        books.some((book) => book.author === author),
        author,
      ).toBe(true);
    }
    expect(books.filter((book) => book.slug.startsWith('qu-')).length).toBeGreaterThanOrEqual(5);
  });

  it('gives every book a unique ASCII slug and a unique valid demo ISBN', () => {
    expect(new Set(books.map((book) => book.slug)).size).toBe(books.length);
    expect(new Set(books.map((book) => book.isbn)).size).toBe(books.length);
    for (const book of books) {
      expect(book.slug).toMatch(/^[a-z0-9-]+$/);
      expect(isValidIsbn13(book.isbn), book.isbn).toBe(true);
      expect(book.isbn.startsWith('9797')).toBe(true);
      expect(book.isbn).not.toBe('6666666666666');
      expect(book.issueDate).toMatch(/^20\d\d-\d\d-\d\d$/);
    }
  });

  it('places every book in a level-3 category of the CLC tree', () => {
    const levels = new Map(clcCategories().map((category) => [category.code, category.level]));
    for (const book of books)
      expect(levels.get(book.clcCode), `${book.slug} ${book.clcCode}`).toBe(3);
  });

  it('names only fictional demo presses', () => {
    for (const book of books) {
      expect(book.publisher).toContain('（演示）');
      for (const press of REAL_PRESSES) expect(book.publisher).not.toContain(press);
    }
  });

  it('builds a consistent table of contents and ordered, paged passages', () => {
    for (const book of books) {
      const keys = new Set<number>();
      for (const node of book.toc) {
        if (node.parentKey !== null)
          expect(keys.has(node.parentKey), `${book.slug} parent of ${node.key}`).toBe(true);
        expect(keys.has(node.key)).toBe(false);
        keys.add(node.key);
      }
      expect(book.passages.length).toBeGreaterThan(0);
      book.passages.forEach((passage, index) => {
        expect(keys.has(passage.tocKey), `${book.slug} passage ${index}`).toBe(true);
        expect(passage.order).toBe(index + 1);
        expect(passage.text.trim()).not.toBe('');
        if (index > 0) expect(passage.page).toBeGreaterThanOrEqual(book.passages[index - 1]!.page);
      });
      expect(book.wordCount).toBeGreaterThan(0);
    }
  });

  it('uses simplified metadata, short abstracts and well-formed strings only', () => {
    const lunyu = books.find((book) => book.slug === 'mengzi')!;
    expect(lunyu.abstract).toContain('孟子见梁惠王');
    for (const book of books) {
      expect(book.abstract.length, book.slug).toBeGreaterThan(0);
      expect(Array.from(book.abstract).length).toBeLessThanOrEqual(ABSTRACT_MAX);
      for (const text of allStrings(book))
        expect(LONE_SURROGATE.test(text), `${book.slug}: ${text.slice(0, 20)}`).toBe(false);
    }
    expect(books.find((book) => book.slug === 'tang-li-bai-1')?.title).toBe('李白诗集（第一册）');
  });

  it('is deterministic', () => {
    expect(digest(demoCatalogue())).toBe(digest(books));
  });
});
