import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import type {
  ContentSearchParams,
  ResourceSearchData,
  ResourceSearchItem,
} from '@moyue/contracts/api/search';
import { EmptyMessages } from '@moyue/contracts/messages';
import { FIRST_PAINT_ROWS, searchFirstPaint, searchFirstPaintHook } from './search-first-paint.ts';
import type { SearchService } from './search.service.ts';

const INDEX = '<html><body><div id="root"></div></body></html>';
const warnings: unknown[] = [];
const request = (url: string) =>
  ({
    url,
    ip: '10.1.2.3',
    log: { warn: (detail: unknown) => warnings.push(detail) },
  }) as unknown as FastifyRequest;

const item = (id: number, overrides: Partial<ResourceSearchItem> = {}): ResourceSearchItem => ({
  Id: id,
  ExternalId: `b${id}`,
  ObjectType: 104,
  Title: `书${id}`,
  Author: '孔子弟子',
  Publisher: '青简书苑',
  IssueDate: '2019-04-29',
  Isbn: '9787333292561',
  Abstracts: '子曰：学而时习之',
  CoverUrl: `/files/public/${String(id).padStart(64, 'a')}.png`,
  MediaType: 'epub',
  Keywords: '',
  ReadCount: 0,
  UpdateTime: '',
  ContentSource: 0,
  ...overrides,
});
const answer = (items: ResourceSearchItem[], total = items.length): ResourceSearchData => ({
  ItemList: items,
  RecordCount: total,
  Publishers: [],
  Categories: [],
});

/** A search that answers `data` and keeps what it was asked. */
function searchAnswering(data: ResourceSearchData | Error) {
  const asked: { params: ContentSearchParams; requester: unknown }[] = [];
  const search: Pick<SearchService, 'search'> = {
    search: (params, requester) => {
      asked.push({ params, requester });
      return data instanceof Error ? Promise.reject(data) : Promise.resolve(data);
    },
  };
  return { asked, hook: searchFirstPaintHook(search) };
}

const address = (keyword: string, rest = '&searchType=1') =>
  `/wrap/resuResSearch?inSearch=${encodeURIComponent(JSON.stringify({ keyword }))}${rest}`;

// issue 16: the search results page's largest paint on a phone is its first result's
// abstract; its HTML carries the first rows of the call the page makes.
describe('search results first paint', () => {
  it('draws the first rows as the app does, every value escaped', () => {
    const html = searchFirstPaint(
      '<论语>',
      answer(
        [
          item(1, {
            Title: '论语 &amp; <script>x</script>',
            Author: '',
            Abstracts: '“学”'.repeat(150),
          }),
          item(2, { CoverUrl: '', Abstracts: '', Isbn: '', IssueDate: '' }),
        ],
        120,
      ),
    );
    expect(html).toContain(
      '<p class="fps-count">“&#60;论语&#62;” 共 <strong>120</strong> 条结果</p>',
    );
    expect(html).toContain('<h3>论语 &#38; &#60;script&#62;x&#60;/script&#62;</h3>');
    expect(html).not.toContain('<script');
    expect(html).toContain(`<span>作者：${EmptyMessages.Missing}</span>`);
    expect(html).toContain('<span>ISBN：978-7333292561</span>');
    // the abstract is cut to its first 200 characters (the row shows three lines of it)
    const abstract = /<div class="fps-abstract">([^<]*)<\/div>/.exec(html)![1]!;
    expect(Array.from(abstract).length).toBe(201);
    expect(abstract.endsWith('…')).toBe(true);
    // a cover the server sizes carries the app's srcset and sizes, so one file is fetched
    expect(html).toContain('sizes="(max-width: 768px) 80px, 110px"');
    expect(html).toContain(`/files/public/${'a'.repeat(63)}1.png?w=150 150w`);
    expect(html).toContain('href="/wrap/details/book?id=1"');
    // no cover: the title on a blank, as the app draws it; no abstract: the app's words
    expect(html).toContain('<span class="fps-blank">书2</span>');
    expect(html).toContain(`<div class="fps-abstract">${EmptyMessages.AbstractEllipsis}</div>`);
    expect(html).not.toContain('出版时间：</span>');
  });

  it("is put in the search page's root for an address that names only a keyword", async () => {
    const items = Array.from({ length: 20 }, (_, i) => item(i + 1));
    const { asked, hook } = searchAnswering(answer(items, 174));
    const html = await hook(INDEX, request(address('  论语\n')));
    expect(html).toContain('<div id="root"><style>.first-paint-search');
    expect(html.match(/<article>/g)).toHaveLength(FIRST_PAINT_ROWS);
    expect(html.indexOf('书1<')).toBeLessThan(html.indexOf('书2<'));
    // the page's own call: the first page of e-books, asked as nobody in particular
    expect(asked).toHaveLength(1);
    expect(asked[0]!.params).toMatchObject({
      keyword: '论语',
      searchType: 1,
      objectTypes: [104, 109, 110],
      cp: 1,
      ps: 20,
      scope: 0,
    });
    expect(asked[0]!.requester).toEqual({ userId: null, ip: '10.1.2.3' });
  });

  it('leaves every other page and address as built', async () => {
    const { asked, hook } = searchAnswering(answer([item(1)]));
    for (const url of [
      '/wrap/index',
      '/wrap/schoolResources?inSearch=a',
      address('论语', '&kind=audio'),
      address('论语', '&cp=2'),
      address('论语', '&sort=2'),
      address('论语', '&select=Title'),
      address('论'.repeat(300)),
    ])
      expect(await hook(INDEX, request(url)), url).toBe(INDEX);
    expect(asked).toHaveLength(0);
  });

  it('leaves the page as built when nothing matched or the search failed', async () => {
    expect(await searchAnswering(answer([])).hook(INDEX, request(address('无')))).toBe(INDEX);
    warnings.length = 0;
    const failing = searchAnswering(new Error('database away'));
    expect(await failing.hook(INDEX, request(address('论语')))).toBe(INDEX);
    expect(warnings).toHaveLength(1);
  });
});
