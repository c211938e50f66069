import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cutByCodePoints,
  decodeHtmlEntities,
  formatUnreadCount,
  splitKeywords,
  truncateCategoryTitle,
} from './format-text.ts';

describe('decodeHtmlEntities (spec §3)', () => {
  it('decodes the entities that content titles and abstracts carry', () => {
    expect(
      decodeHtmlEntities('&quot;a&quot; &apos;b&#39; c&nbsp;d &mdash; e&middot;f &ldquo;g&rdquo;'),
    ).toBe('"a" \'b\' c\u00a0d — e·f “g”');
  });
  it('decodes decimal and hex references, upper or lower case x', () =>
    expect(decodeHtmlEntities('&#20154;&#x4EBA;&#X4eba;')).toBe('人人人'));
  it('leaves text without references unchanged', () => {
    fc.assert(
      fc.property(
        fc.string(),
        (text) => decodeHtmlEntities(text.replace(/&/g, '')) === text.replace(/&/g, ''),
      ),
    );
  });
  it('never decodes more than once', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = text.replace(/&/g, '&amp;');
        return decodeHtmlEntities(escaped) === text;
      }),
    );
  });
  it('keeps a reference beyond U+10FFFF as text', () =>
    expect(decodeHtmlEntities('&#x110000;')).toBe('&#x110000;'));
});

describe('cutByCodePoints', () => {
  it('keeps 𫐐 whole at the cut', () => expect(cutByCodePoints('明𫐐月', 2)).toBe('明𫐐'));
  it('gives the text itself when it is short enough', () =>
    expect(cutByCodePoints('明月', 5)).toBe('明月'));
  it('gives empty text for 0 or a negative length', () => {
    expect(cutByCodePoints('明月', 0)).toBe('');
    expect(cutByCodePoints('明月', -1)).toBe('');
  });
  it('is always a prefix of the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(20), (text, n) =>
        text.startsWith(cutByCodePoints(text, n)),
      ),
    );
  });
});

describe('category titles (spec §2)', () => {
  it('counts a character outside the BMP once', () =>
    expect(truncateCategoryTitle('𫐐'.repeat(13))).toBe('𫐐'.repeat(13)));
  it('never gives more than 13 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (title) => {
        const shown = Array.from(truncateCategoryTitle(title));
        return (
          shown.length <= 13 &&
          (shown.length < 13 || title === shown.join('') || shown.at(-1) === '…')
        );
      }),
    );
  });
});

describe('keywords and counts', () => {
  it('drops empty keywords', () => expect(splitKeywords('，论语，，')).toEqual(['论语']));
  it('gives no keyword for empty text', () => expect(splitKeywords('')).toEqual([]));
  it('shows a negative or fractional count as a whole number from 0', () => {
    expect(formatUnreadCount(-3)).toBe('0');
    expect(formatUnreadCount(3.7)).toBe('3');
  });
});
