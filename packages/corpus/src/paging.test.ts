import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_CHARS, splitText } from '@moyue/book-format/paging';
import { codePointLength, wellFormed } from '@moyue/book-format/text';
import { BookBuilder, addGroupedWorks } from './paging.ts';
import { chineseNumber, cutCodePoints } from './text.ts';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('splitText', () => {
  it('keeps every part within the page size and loses no character', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 3000 }),
        fc.integer({ min: 5, max: 600 }),
        (text, max) => {
          const parts = splitText(text, max);
          for (const part of parts) {
            expect(codePointLength(part)).toBeLessThanOrEqual(max);
            expect(LONE_SURROGATE.test(part)).toBe(false);
          }
          expect(parts.join('').replace(/\n/g, '')).toBe(text.replace(/\n/g, ''));
        },
      ),
    );
  });

  it('splits long lines at sentence ends', () => {
    const sentence = '床前明月光，疑是地上霜。';
    const parts = splitText(sentence.repeat(100), 120);
    expect(parts.every((part) => part.endsWith('。'))).toBe(true);
  });
});

describe('cutCodePoints', () => {
  it('never splits a surrogate pair', () => {
    expect(cutCodePoints('为𫄨为绤服之无斁', 3)).toBe('为𫄨…');
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        fc.integer({ min: 1, max: 250 }),
        (text, max) => {
          const cut = cutCodePoints(text, max);
          expect(codePointLength(cut)).toBeLessThanOrEqual(
            Math.max(max, codePointLength(text) <= max ? codePointLength(text) : max),
          );
          expect(LONE_SURROGATE.test(cut)).toBe(LONE_SURROGATE.test(text) && cut === text);
        },
      ),
    );
  });

  it('replaces lone surrogates', () => {
    expect(wellFormed('月\uD800光')).toBe('月\uFFFD光');
    expect(wellFormed('𫄨')).toBe('𫄨');
  });
});

describe('BookBuilder', () => {
  it('numbers pages by about 500 characters and gives a node the page of its first passage', () => {
    const builder = new BookBuilder();
    const line = '天'.repeat(PAGE_CHARS / 2);
    addGroupedWorks(builder, [
      { groups: ['卷一'], title: '甲', lines: [line] },
      { groups: ['卷一'], title: '乙', lines: [line] },
      { groups: ['卷二'], title: '丙', lines: [line] },
      { groups: ['卷二'], title: '空', lines: ['  '] },
    ]);
    expect(builder.passages().map((passage) => passage.page)).toEqual([1, 1, 2]);
    const toc = builder.toc();
    expect(toc.map((node) => [node.title, node.page, node.parentKey])).toEqual([
      ['卷一', 1, null],
      ['甲', 1, 1],
      ['乙', 1, 1],
      ['卷二', 2, null],
      ['丙', 2, 4],
    ]);
    expect(toc.map((node) => node.order)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('chineseNumber', () => {
  it('writes chapter numbers in Chinese', () => {
    expect([1, 10, 12, 20, 33, 100, 105, 118, 900].map(chineseNumber)).toEqual([
      '一',
      '十',
      '十二',
      '二十',
      '三十三',
      '一百',
      '一百零五',
      '一百一十八',
      '九百',
    ]);
  });
});
