import fc from 'fast-check';
import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { alignChapters, characterAt, processAt } from './companion-align.ts';

const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });

describe('alignChapters: where spoken chapters lie in the book', () => {
  const book = ['人之初，性本善。\n性相近，習相遠。', '苟不教，性乃遷。', '教之道，貴以專。'];

  it('places each chapter by its Han characters, across scripts, punctuation and passages', () => {
    const ranges = alignChapters(
      book,
      ['人之初性本善，性相近习相远', '苟不教，性乃迁', '教之道贵以专。'],
      (char) => toSimplified(char),
    );
    // the book's non-whitespace stream: 16 + 8 + 8 characters
    expect(ranges).toEqual([
      { start: 0, end: 15 },
      { start: 16, end: 23 },
      { start: 24, end: 31 },
    ]);
  });

  it('skips a spoken title before the text, and leaves a chapter it cannot find unplaced', () => {
    const ranges = alignChapters(book, [
      '第二节，苟不教，性乃遷',
      '床前明月光，疑是地上霜',
      '教之道，貴以專',
    ]);
    expect(ranges).toEqual([{ start: 16, end: 23 }, null, { start: 24, end: 31 }]);
  });

  it('looks for each chapter after the one before (repeated lines keep their order)', () => {
    const repeated = ['關關雎鳩，在河之洲。', '關關雎鳩，在河之洲。'];
    expect(alignChapters(repeated, ['关关雎鸠在河之洲', '关关雎鸠在河之洲'], toSimplified)).toEqual(
      [
        { start: 0, end: 9 },
        { start: 10, end: 19 },
      ],
    );
  });

  it('counts characters outside the BMP as one (as PostgreSQL char_length does)', () => {
    expect(alignChapters(['𠀀甲乙丙丁戊己'], ['甲乙丙丁戊己'])).toEqual([{ start: 1, end: 7 }]);
  });

  it('answers null for a chapter with no Han characters', () => {
    expect(alignChapters(book, ['', '...'])).toEqual([null, null]);
  });
});

describe('characterAt / processAt: a reading Process on the characters scale', () => {
  it('maps a Process through the units and back', () => {
    const units = [16, 16, 16, 16];
    expect(characterAt(0, units)).toBe(0);
    expect(characterAt(0.375, units)).toBe(24);
    expect(processAt(24, units)).toBe(0.375);
    expect(characterAt(1, units)).toBe(64);
    expect(processAt(64, units)).toBe(1);
  });

  it('passes over units without text (a heading-only document)', () => {
    const units = [0, 10, 0, 10];
    expect(processAt(0, units)).toBe(0.25);
    expect(processAt(10, units)).toBe(0.75);
    expect(characterAt(0.5, units)).toBe(10);
  });

  it('round-trips within one character for any Process and units', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 60 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (units, process) => {
          const character = characterAt(process, units);
          expect(characterAt(processAt(character, units), units)).toBe(character);
        },
      ),
    );
  });

  it('stays within 0..1 for characters outside the book', () => {
    expect(processAt(-5, [10])).toBe(0);
    expect(processAt(10_000, [10])).toBe(1);
    expect(processAt(3, [])).toBe(0);
    expect(characterAt(2, [10, 10])).toBe(20);
  });
});
