import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCitation } from './citation.ts';
import { formatIsbn, shownIsbn } from './format-isbn.ts';
import {
  cutByCodePoints,
  decodeHtmlEntities,
  formatUnreadCount,
  shareSummary,
  shareTitle,
  splitKeywords,
  truncateCategoryTitle,
} from './format-text.ts';
import { formatTimeDisplay, parseDateTime } from './format-time.ts';

describe('ISBN display (spec §9: 3-10-up to 5)', () => {
  it('shows 13 digits as 3-10', () => {
    expect(formatIsbn('9787101003048')).toBe('978-7101003048');
    expect(formatIsbn('978-7-101-00304-8')).toBe('978-7101003048');
  });
  it('shows an add-on of up to 5 digits as a third group', () => {
    expect(formatIsbn('978710100304812345')).toBe('978-7101003048-12345');
    expect(formatIsbn('97871010030481')).toBe('978-7101003048-1');
  });
  it('hides the placeholder 666-6-6666-6666-6 and empty values', () => {
    expect(formatIsbn('666-6-6666-6666-6')).toBe('');
    expect(formatIsbn('6666666666666')).toBe('');
    expect(formatIsbn('')).toBe('');
    expect(formatIsbn(null)).toBe('');
  });
  it('accepts the digits with or without dashes, spaces or an ISBN prefix', () => {
    expect(formatIsbn('ISBN 978-7-101-00304-8')).toBe('978-7101003048');
    expect(formatIsbn(' 978 7101 003048 ')).toBe('978-7101003048');
  });
  it('shows an ISBN-10 as it is', () => {
    expect(formatIsbn('7-101-00304-X')).toBe('710100304X');
  });
  it('hides anything that is not an ISBN', () => {
    expect(formatIsbn('97871010030A8')).toBe('');
    expect(formatIsbn('978710100304')).toBe('');
    expect(formatIsbn('9787101003048123456')).toBe('');
    expect(formatIsbn('暂无')).toBe('');
  });
  it('shows 13 to 18 digits as 3-10-rest, keeping every digit in order', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{13,18}$/), (digits) => {
        const shown = formatIsbn(digits);
        if (digits === '6666666666666') return shown === '';
        const groups = shown.split('-');
        return (
          shown.replace(/-/g, '') === digits &&
          groups[0]?.length === 3 &&
          groups[1]?.length === 10 &&
          groups.length === (digits.length > 13 ? 3 : 2) &&
          (groups[2]?.length ?? 0) <= 5
        );
      }),
    );
  });
  it('is the same for an ISBN typed with dashes anywhere', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{13}$/),
        fc.array(fc.nat(12), { maxLength: 4 }),
        (digits, cuts) => {
          const dashed = [...digits]
            .map((digit, index) => (cuts.includes(index) && index > 0 ? `-${digit}` : digit))
            .join('');
          return formatIsbn(dashed) === formatIsbn(digits);
        },
      ),
    );
  });
  it('never produces more than three groups', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{13,18}$/),
        (digits) => formatIsbn(digits).split('-').length <= 3,
      ),
    );
  });
});

describe('citation (spec §9)', () => {
  it('formats [1] author. title[M]. publisher, year.', () => {
    expect(
      formatCitation({
        author: '孔子弟子',
        title: '论语',
        publisher: '青简书苑（演示）',
        issueDate: '2019-04-29',
      }),
    ).toBe('[1] 孔子弟子. 论语[M]. 青简书苑（演示）, 2019.');
  });
  it('omits a missing year', () => {
    expect(
      formatCitation({ author: '李白', title: '李白诗集', publisher: '某社', issueDate: null }),
    ).toBe('[1] 李白. 李白诗集[M]. 某社.');
  });
  it('takes a year given as a number or a Chinese issue date', () => {
    expect(
      formatCitation({ author: '李白', title: '李白诗集', publisher: '某社', year: 2020 }),
    ).toBe('[1] 李白. 李白诗集[M]. 某社, 2020.');
    expect(
      formatCitation({
        author: '李白',
        title: '李白诗集',
        publisher: '某社',
        issueDate: '2018年5月',
      }),
    ).toBe('[1] 李白. 李白诗集[M]. 某社, 2018.');
  });
  it('writes 佚名 for a missing author and leaves out a missing publisher', () => {
    expect(formatCitation({ author: '', title: '诗经', publisher: '', year: '2019' })).toBe(
      '[1] 佚名. 诗经[M]. 2019.',
    );
    expect(formatCitation({ title: '诗经' })).toBe('[1] 佚名. 诗经[M].');
  });
});

describe('time display (spec §4)', () => {
  const now = new Date('2026-11-22T10:00:00+08:00'); // a Sunday
  it('shows HH:mm within the same day', () =>
    expect(formatTimeDisplay(new Date('2026-11-22T08:05:00+08:00'), now)).toBe('08:05'));
  it('shows 昨天 for yesterday', () =>
    expect(formatTimeDisplay(new Date('2026-11-21T23:59:00+08:00'), now)).toBe('昨天'));
  it('shows the weekday within a week', () =>
    expect(formatTimeDisplay(new Date('2026-11-18T12:00:00+08:00'), now)).toBe('星期三'));
  it('shows the full date beyond a week', () =>
    expect(formatTimeDisplay(new Date('2026-11-10T12:30:00+08:00'), now)).toBe('2026-11-10 12:30'));
  it('shows every weekday name 2 to 6 days back', () => {
    const names = [2, 3, 4, 5, 6].map((days) =>
      formatTimeDisplay(new Date(now.getTime() - days * 86_400_000), now),
    );
    expect(names).toEqual(['星期五', '星期四', '星期三', '星期二', '星期一']);
    expect(formatTimeDisplay(new Date('2026-11-15T23:00:00+08:00'), now)).toBe('2026-11-15 23:00');
  });
  it('shows a time in the future in full', () =>
    expect(formatTimeDisplay(new Date('2026-11-23T09:00:00+08:00'), now)).toBe('2026-11-23 09:00'));
  it('reads a wire time without a zone as China time', () => {
    expect(formatTimeDisplay('2026-11-22 09:30:00', now)).toBe('09:30');
    expect(parseDateTime('2026-11-22 09:30:00')?.toISOString()).toBe('2026-11-22T01:30:00.000Z');
    expect(parseDateTime('2026-02-30 00:00:00')).toBeNull();
    expect(formatTimeDisplay('not a date', now)).toBe('');
  });
  it('agrees with any other zone offset given', () =>
    expect(formatTimeDisplay(new Date('2026-11-22T01:00:00Z'), now, 0)).toBe('01:00'));
  it('uses China time whatever the machine zone', () =>
    expect(
      formatTimeDisplay(new Date('2026-11-21T16:30:00Z'), new Date('2026-11-22T01:00:00Z')),
    ).toBe('00:30'));
});

describe('HTML entities (spec §3)', () => {
  it('decodes named and numeric entities to plain text', () => {
    expect(
      decodeHtmlEntities(
        '&lt;论语&gt; &amp; &ldquo;孟子&rdquo;&hellip; &#26126;&#x6708; &#x2B410;',
      ),
    ).toBe('<论语> & “孟子”… 明月 𫐐');
  });
  it('leaves unknown or invalid references alone', () => {
    expect(decodeHtmlEntities('&unknown; &#xD800; &#0; a&b')).toBe('&unknown; &#xD800; &#0; a&b');
  });
  it('decodes only once', () => expect(decodeHtmlEntities('&amp;lt;')).toBe('&lt;'));
});

describe('text cutting', () => {
  it('cuts category titles above 13 characters to 12 plus an ellipsis (spec §2)', () => {
    expect(truncateCategoryTitle('中国古代诗歌与韵文总集')).toBe('中国古代诗歌与韵文总集');
    expect(truncateCategoryTitle('一二三四五六七八九十一二三')).toBe('一二三四五六七八九十一二三');
    expect(truncateCategoryTitle('一二三四五六七八九十一二三四')).toBe('一二三四五六七八九十一二…');
  });
  it('never splits a character outside the BMP', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', '明', '𫐐', '😀'), { maxLength: 40 }),
        fc.nat(45),
        (chars, n) => {
          const cut = cutByCodePoints(chars.join(''), n);
          return (
            !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(cut) &&
            Array.from(cut).length === Math.min(n, chars.length)
          );
        },
      ),
    );
  });
  it('cuts share titles to 30 and summaries to 80 (spec §9)', () => {
    expect(Array.from(shareTitle('书'.repeat(40)))).toHaveLength(30);
    expect(Array.from(shareSummary('文'.repeat(100)))).toHaveLength(80);
  });
  it('splits keywords on the full-width comma (spec §3)', () => {
    expect(splitKeywords('论语，孔子， 儒家,四书')).toEqual(['论语', '孔子', '儒家,四书']);
  });
  it('shows unread counts above 99 as 99+', () => {
    expect(formatUnreadCount(99)).toBe('99');
    expect(formatUnreadCount(100)).toBe('99+');
    expect(formatUnreadCount(0)).toBe('0');
  });
});

describe('shownIsbn (spec §3)', () => {
  it('hides the placeholder with or without dashes and keeps any other ISBN as stored', () => {
    expect(shownIsbn('666-6-6666-6666-6')).toBe('');
    expect(shownIsbn('6666666666666')).toBe('');
    expect(shownIsbn('978-7-101-00304-8')).toBe('978-7-101-00304-8');
    expect(shownIsbn('')).toBe('');
  });
});
