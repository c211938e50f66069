import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { escapeLike, foldText, indexTokens, queryLexemes, queryText } from './chinese-text.ts';
import { SNIPPET_MAX_CODE_POINTS, buildSnippet } from './snippet.ts';

describe('chinese text', () => {
  it('folds traditional to simplified and full-width latin to lower case', () => {
    expect(foldText('舉頭望明月，低頭思故鄉 ＡＢＣ')).toBe('举头望明月,低头思故乡 abc');
  });

  it('indexes every Han character, every adjacent pair, jieba words and whole ISBNs', () => {
    const tokens = indexTokens('低頭思故鄉 ISBN 978-7-101-00304-8').split(' ');
    expect(tokens).toEqual(
      expect.arrayContaining(['低', '头', '思', '故', '乡', '低头', '头思', '思故', '故乡']),
    );
    expect(tokens).toContain('9787101003048');
    // pairs never span punctuation
    expect(indexTokens('明，月').split(' ')).not.toContain('明月');
  });

  it('finds every substring of two or more characters by its pairs (no position recheck)', () => {
    // a word jieba would split still matches as its pair
    expect(queryLexemes('大江 东去')).toEqual(['大江', '东去']);
    expect(queryLexemes('举头望明月')).toEqual(expect.arrayContaining(['举头', '望明', '明月']));
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'明月光床前疑是地上霜舉頭望低思故鄉'), minLength: 2 }),
        fc.nat(),
        fc.nat(),
        (text, a, b) => {
          const chars = Array.from(text);
          const from = a % (chars.length - 1);
          const to = from + 2 + (b % (chars.length - from - 1));
          const needle = chars.slice(from, to).join('');
          const indexed = new Set(indexTokens(text).split(' '));
          for (const token of queryLexemes(needle)) expect(indexed.has(token)).toBe(true);
        },
      ),
    );
  });

  it('builds a query only of quoted letters and digits, whatever is typed', () => {
    expect(queryText('明月')).toBe("'明月'");
    expect(queryText('月')).toBe("'月'");
    expect(queryText('明月 故鄉')).toBe("'明月' & '故乡'");
    expect(queryText('李白', 'B')).toBe("'李白':B");
    expect(queryText('!&|()<>:*')).toBe('');
    fc.assert(
      fc.property(fc.string(), (text) => {
        const query = queryText(text);
        const outside = query.replace(/'[\p{L}\p{N}]+'(:[AB]+)?/gu, '');
        expect(outside).toMatch(/^[\s()|&<>-]*$/);
      }),
    );
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('%_\\a')).toBe('\\%\\_\\\\a');
  });
});

describe('snippets', () => {
  it('marks the keyword in traditional text and keeps to the length', () => {
    const body = `${'序'.repeat(100)}舉頭望明月，低頭思故鄉。${'跋'.repeat(100)}`;
    const snippet = buildSnippet(body, '故乡');
    expect(snippet.filter((f) => f.hit).map((f) => f.text)).toEqual(['故鄉']);
    expect(Array.from(snippet.map((f) => f.text).join('')).length).toBe(SNIPPET_MAX_CODE_POINTS);
  });

  it('never splits a character outside the BMP', () => {
    fc.assert(
      fc.property(fc.nat(200), (lead) => {
        const body = `${'𫐐'.repeat(lead)}明月${'𫐐'.repeat(200)}`;
        const text = buildSnippet(body, '明月')
          .map((f) => f.text)
          .join('');
        expect(text).not.toMatch(
          /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
        );
        expect(text).toContain('明月');
        expect(Array.from(text).length).toBeLessThanOrEqual(SNIPPET_MAX_CODE_POINTS);
      }),
    );
  });

  it('highlights separate characters when the word is not there as a whole', () => {
    const snippet = buildSnippet('明朝有月', '明月');
    expect(snippet).toEqual([
      { text: '明', hit: true },
      { text: '朝有', hit: false },
      { text: '月', hit: true },
    ]);
  });
});
