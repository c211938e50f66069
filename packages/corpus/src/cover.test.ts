import { describe, expect, it } from 'vitest';
import { COVER_FONT_STACK, coverSvg } from '@moyue/book-format/cover';
import { demoBanners, demoHotWords } from './home.ts';
import { xmlProblem } from './testing/well-formed-xml.ts';

const book = {
  title: '论语',
  author: '孔子弟子及再传弟子',
  dynasty: '春秋',
  publisher: '墨阅古籍出版社（演示）',
  slug: 'lunyu',
};

describe('coverSvg', () => {
  it('is a well-formed 300×420 SVG with the serif CJK font stack', () => {
    const svg = coverSvg(book);
    expect(xmlProblem(svg)).toBeNull();
    expect(svg).toContain('viewBox="0 0 300 420"');
    expect(svg).toContain(COVER_FONT_STACK);
    expect(svg).toContain('>论</tspan>');
    expect(svg).toContain('墨阅古籍出版社（演示）');
  });

  it('escapes markup in every text', () => {
    const svg = coverSvg({
      title: 'A&B<script>"\'长标题也要能排成两列的书名',
      author: '<作者>&',
      dynasty: '唐',
      publisher: '"出版社"&<',
      slug: 'x',
    });
    expect(xmlProblem(svg)).toBeNull();
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&amp;');
    expect(svg).toContain('&lt;');
  });

  it('is deterministic per slug and varies its palette across slugs', () => {
    expect(coverSvg(book)).toBe(coverSvg({ ...book }));
    const backgrounds = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map(
        (slug) =>
          /<rect width="300" height="420" fill="([^"]+)"/.exec(coverSvg({ ...book, slug }))?.[1],
      ),
    );
    expect(backgrounds.size).toBeGreaterThan(2);
  });
});

describe('home content', () => {
  it('offers at least 18 unique hot words under 8 characters', () => {
    const words = demoHotWords();
    expect(words.length).toBeGreaterThanOrEqual(18);
    expect(new Set(words).size).toBe(words.length);
    for (const word of words) expect(Array.from(word).length).toBeLessThan(8);
  });

  it('offers 3 to 4 banners that open a search and carry well-formed art', () => {
    const banners = demoBanners();
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.length).toBeLessThanOrEqual(4);
    for (const banner of banners) {
      expect(banner.url.startsWith('/wrap/resuResSearch?inSearch=')).toBe(true);
      const inSearch = new URL(banner.url, 'http://localhost').searchParams.get('inSearch') ?? '';
      expect(JSON.parse(inSearch)).toHaveProperty('keyword');
      expect(xmlProblem(banner.coverSvg)).toBeNull();
      expect(banner.contents.length).toBeGreaterThan(0);
    }
  });
});

describe('xmlProblem', () => {
  it('rejects broken markup', () => {
    expect(xmlProblem('<svg><text>a & b</text></svg>')).not.toBeNull();
    expect(xmlProblem('<svg><text>a</svg>')).not.toBeNull();
    expect(xmlProblem('<svg a="1" a="2"/>')).not.toBeNull();
    expect(xmlProblem('<svg><text>&amp;</text></svg>')).toBeNull();
  });
});
