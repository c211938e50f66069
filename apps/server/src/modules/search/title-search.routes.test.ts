import { coverSvg } from '@moyue/book-format/cover';
import { clcCategories, demoCatalogue } from '@moyue/corpus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FullTextHit,
  FullTextSearchData,
  QuestionSearchData,
  ResourceSearchData,
} from '@moyue/contracts/api/search';
import { createCatalogueWriter, writeCategories } from '../../seed/catalogue-writer.ts';
import { apiCaller, type ApiCaller } from '../../testing/api-helpers.ts';
import { TEST_DATABASES, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertBook } from '../reading/reading.fixtures.ts';
import { backfillSearchIndex, refreshSearchTermStats } from './search-index.ts';

// Issue 12 item 8: a chapter or poem title is searchable (静夜思 is 靜夜思（李白）
// in the demo 唐诗三百首), and a hit names the book and the chapter.

const SEARCH = '/Content/Search';
const TITLE = '靜夜思（李白）';
const marked = (fragments: { Text: string; Hit: boolean }[] | undefined) =>
  (fragments ?? []).filter((f) => f.Hit).map((f) => f.Text);

describe.each(TEST_DATABASES)('searching chapter titles (%s)', (kind) => {
  let t: TestApp;
  let api: ApiCaller;
  let bookId: number;
  let tocId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample' });
    api = await apiCaller(t);
    // 唐诗三百首 through the seed's own writer (not in the sample's six books).
    const categories = await writeCategories(t.database.db, clcCategories());
    const writer = await createCatalogueWriter(t.database, t.app.moyue.files, categories, coverSvg);
    const book = [...demoCatalogue()].find((b) => b.slug === 'tangshi-300');
    if (!book) throw new Error('唐诗三百首 missing from the demo catalogue');
    await writer.write(book);
    await refreshSearchTermStats(t.database);
    const [row] = await t.database.query<{ content_id: string; id: string }>(
      `SELECT tn.content_id, tn.id FROM toc_nodes tn JOIN contents c ON c.id = tn.content_id
        WHERE c.slug = 'tangshi-300' AND tn.title = $1`,
      [TITLE],
    );
    bookId = Number(row?.content_id);
    tocId = Number(row?.id);
  }, 180_000);
  afterAll(() => t.close());

  const search = <T>(searchType: string, keyword: string) =>
    api.callJson<T>('POST', SEARCH, { searchType, keyword });

  it.each(['静夜思', '靜夜思'])(
    'finds the book by its chapter %s in resource search, naming the chapter',
    async (keyword) => {
      const answer = await search<ResourceSearchData>('1', keyword);
      expect(answer.Success).toBe(true);
      const item = answer.Data.ItemList.find((content) => content.Id === bookId);
      expect(item?.Title).toBe('唐诗三百首');
      expect(item?.Chapter).toMatchObject({ TocId: tocId, TocTitle: TITLE });
      expect(marked(item?.Chapter?.Fragments)).toEqual(['靜夜思']);
    },
  );

  it('names no chapter for a book found by its own title', async () => {
    const answer = await search<ResourceSearchData>('1', '唐诗三百首');
    const item = answer.Data.ItemList.find((content) => content.Id === bookId);
    expect(item).toBeDefined();
    expect(item?.Chapter).toBeUndefined();
  });

  const titleHit = (data: FullTextSearchData): FullTextHit | undefined =>
    data.ItemList.find((book) => book.Content.Id === bookId)?.Hits.find(
      (hit) => hit.TocId === tocId,
    );

  it.each(['静夜思', '靜夜思'])(
    'finds the poem %s in full-text search, the hit marking its chapter title',
    async (keyword) => {
      const answer = await search<FullTextSearchData>('0', keyword);
      expect(answer.Success).toBe(true);
      const hit = titleHit(answer.Data);
      expect(hit).toMatchObject({ TocId: tocId, TocTitle: TITLE });
      expect(marked(hit?.TocFragments)).toEqual(['靜夜思']);
      // The poem's text follows, with no stray character of the title marked in it.
      if (!hit?.IsLock) {
        expect(hit?.Fragments.map((f) => f.Text).join('')).toMatch(/^床前明月光/);
        expect(marked(hit?.Fragments)).toEqual([]);
      }
    },
  );

  it.each(['静夜思', '靜夜思是谁写的'])('finds the poem in Q&A search (%s)', async (question) => {
    const answer = await search<QuestionSearchData>('3', question);
    expect(answer.Success).toBe(true);
    expect(answer.Data.Terms).toContain('静夜思');
    const hit = titleHit(answer.Data);
    expect(hit?.TocTitle).toBe(TITLE);
    expect(marked(hit?.TocFragments)).toEqual(['靜夜思']);
  });

  it('marks body hits without a title: a chapter whose title does not match has no TocFragments', async () => {
    const answer = await search<FullTextSearchData>('0', '床前明月光');
    const hits = answer.Data.ItemList.flatMap((book) => book.Hits);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => hit.TocFragments === undefined)).toBe(true);
  });

  it('indexes the titles of chapters stored before migration 0019 on the next start', async () => {
    // Written with no vectors at all, as rows of an older database are.
    const old = await insertBook(t, {
      title: '旧藏诗钞',
      nodes: [
        { title: '卷上', page: 1 },
        {
          title: '雪夜訪戴圖',
          page: 1,
          parent: 0,
          passages: [
            { page: 1, body: '山陰夜雪，乘小船就之。' },
            { page: 2, body: '造門不前而返。' },
          ],
        },
      ],
    });
    expect((await search<FullTextSearchData>('0', '雪夜访戴')).Data.RecordCount).toBe(0);
    await backfillSearchIndex(t.database, () => undefined);

    const fullText = await search<FullTextSearchData>('0', '雪夜访戴');
    const book = fullText.Data.ItemList.find((item) => item.Content.Id === old.id);
    // One hit: the chapter's first passage carries the title, the second does not.
    expect(book?.Hits.map((hit) => [hit.TocId, hit.Page])).toEqual([[old.nodeIds[1], 1]]);
    const resource = await search<ResourceSearchData>('1', '雪夜访戴');
    const item = resource.Data.ItemList.find((content) => content.Id === old.id);
    expect(item?.Chapter).toMatchObject({ TocId: old.nodeIds[1], TocTitle: '雪夜訪戴圖' });
    // A heading without passages is found by resource search too.
    const heading = await search<ResourceSearchData>('1', '旧藏诗钞 卷上');
    expect(heading.Data.ItemList.map((content) => content.Id)).toContain(old.id);
    // A second run appends nothing again: still one hit, still one book.
    await backfillSearchIndex(t.database, () => undefined);
    const again = await search<FullTextSearchData>('0', '雪夜访戴');
    expect(again.Data.ItemList.find((i) => i.Content.Id === old.id)?.HitCount).toBe(1);
  });
});
