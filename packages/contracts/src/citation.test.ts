import { describe, expect, it } from 'vitest';
import { formatBibtex, formatRis } from './citation.ts';

const libai = {
  author: '李白',
  title: '李太白集',
  publisher: '中华书局',
  issueDate: '1977-09-01',
  isbn: '978-7101003048',
  keywords: '唐诗，李白',
  abstract: '唐代诗人\n李白的诗文集。',
  url: 'https://moyue.example/wrap/details/book?id=12',
  key: 12,
};

describe('BibTeX download', () => {
  it('writes a @book entry with every known field', () => {
    expect(formatBibtex(libai)).toBe(
      [
        '@book{moyue-12,',
        '  author = {李白},',
        '  title = {李太白集},',
        '  publisher = {中华书局},',
        '  year = {1977},',
        '  isbn = {978-7101003048},',
        '  keywords = {唐诗, 李白},',
        '  url = {https://moyue.example/wrap/details/book?id=12}',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('joins several authors with and, and leaves empty fields out', () => {
    expect(formatBibtex({ author: '张三，李四、王五', title: '诗经', key: 'a b' })).toBe(
      '@book{moyue-ab,\n  author = {张三 and 李四 and 王五},\n  title = {诗经}\n}\n',
    );
  });

  it('names a missing author 佚名', () => {
    expect(formatBibtex({ title: '诗经' })).toContain('author = {佚名}');
  });

  it('escapes braces and commands so a title cannot break out of its field', () => {
    const entry = formatBibtex({ title: 'a}b{c\\input{x} 100% & $5 #1 _x' });
    expect(entry).toContain(
      'title = {a\\}b\\{c\\textbackslash{}input\\{x\\} 100\\% \\& \\$5 \\#1 \\_x}',
    );
  });
});

describe('RIS download', () => {
  it('writes TY first, ER last, CRLF lines and one KW per keyword', () => {
    expect(formatRis(libai)).toBe(
      [
        'TY  - BOOK',
        'AU  - 李白',
        'TI  - 李太白集',
        'PB  - 中华书局',
        'PY  - 1977',
        'SN  - 978-7101003048',
        'KW  - 唐诗',
        'KW  - 李白',
        'AB  - 唐代诗人 李白的诗文集。',
        'UR  - https://moyue.example/wrap/details/book?id=12',
        'ID  - 12',
        'ER  - ',
        '',
      ].join('\r\n'),
    );
  });

  it('keeps every value on one line so a title cannot add a tag', () => {
    const ris = formatRis({ title: '诗经\r\nER  - \r\nTY  - JOUR', author: '张三，李四' });
    expect(ris.split('\r\n').filter((line) => line.startsWith('ER'))).toHaveLength(1);
    expect(ris).toContain('AU  - 张三\r\nAU  - 李四\r\n');
    expect(ris).toContain('TI  - 诗经 ER - TY - JOUR');
  });
});
