import { describe, expect, it } from 'vitest';
import { PAGE_CHARS } from '@moyue/book-format/paging';
import { PassageCollector, findIsbn, htmlToText, normaliseDate } from './parsed-book.ts';

describe('htmlToText', () => {
  it('keeps the visible text, one line per block, without head, scripts, styles or ruby', () => {
    const html = `<?xml version="1.0"?><html><head><title>标题</title><style>p{color:red}</style></head>
<body><h2>第一章</h2><p>床前&nbsp;明月光，<b>疑是</b>地上霜。</p><script>alert('x')</script>
<p>举头望<ruby>明<rt>míng</rt></ruby>月<br/>低头思故乡&#12290;</p><!-- 注释 --><iframe srcdoc="&lt;p&gt;内嵌&lt;/p&gt;"></iframe></body></html>`;
    expect(htmlToText(html)).toBe('第一章\n床前 明月光，疑是地上霜。\n举头望明月\n低头思故乡。');
  });

  it('gives nothing for a page without text', () => {
    expect(htmlToText('<html><body><img src="a.png"/></body></html>')).toBe('');
  });
});

describe('metadata values', () => {
  it.each([
    ['2021', '2021-01-01'],
    ['2021-05', '2021-05-01'],
    ['2021-5-4', '2021-05-04'],
    ['2019-12-31T08:00:00Z', '2019-12-31'],
    ['2021-02-30', '2021-02-28'],
    ['约1900年', null],
    ['', null],
  ])('normaliseDate(%s) = %s', (value, expected) => expect(normaliseDate(value)).toBe(expected));

  it.each([
    ['urn:isbn:978-7-101-00304-8', '9787101003048'],
    ['ISBN 7-101-00304-4', '7101003044'],
    ['urn:uuid:1234', ''],
  ])('findIsbn(%s) = %s', (value, expected) => expect(findIsbn(value)).toBe(expected));
});

describe('PassageCollector', () => {
  it('numbers EPUB pages by ~500 characters, as the demo corpus does', () => {
    const collector = new PassageCollector();
    collector.addFlowing(1, '甲'.repeat(PAGE_CHARS));
    expect(collector.currentPage).toBe(2);
    collector.addFlowing(2, '乙'.repeat(10));
    expect(collector.passages.map((passage) => [passage.tocKey, passage.page])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(collector.pageCount).toBe(2);
  });

  it('keeps PDF pages as given', () => {
    const collector = new PassageCollector();
    collector.addPage(1, 7, '第七页');
    expect(collector.passages).toEqual([{ tocKey: 1, page: 7, order: 1, text: '第七页' }]);
  });
});
