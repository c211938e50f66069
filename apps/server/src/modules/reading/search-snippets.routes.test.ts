import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FullTextSearchData } from '@moyue/contracts/api/search';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';
import { backfillSearchIndex } from '../search/search-index.ts';
import { insertBook, insertInstitution, readerCall, type FixtureBook } from './reading.fixtures.ts';

// Issue 6: full-text hits in passages beyond a reader's trial carry book, chapter and page, not text.
describe.each(TEST_DATABASES)('search snippets within the reader’s rights (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;
  let book: FixtureBook;

  beforeAll(async () => {
    t = await createTestApp(kind);
    device = await bindDevice(t.app);
    book = await insertBook(t, {
      title: '灯下试读',
      allowReadPercentage: 30,
      nodes: Array.from({ length: 10 }, (_, i) => ({
        title: `第${i + 1}章`,
        page: i + 1,
        passages: [
          {
            page: i + 1,
            body: [2, 8, 9].includes(i + 1) ? `第${i + 1}章秘文：琥珀灯下读书` : `第${i + 1}章闲话`,
          },
        ],
      })),
    });
    await insertInstitution(t, { ipRange: '198.18.11.0/24', holds: [book.id] });
    await backfillSearchIndex(t.database, () => undefined);
  });
  afterAll(() => t.close());

  const search = (ip?: string) =>
    readerCall<FullTextSearchData>(
      t,
      device,
      'POST',
      '/Content/Search',
      { keyword: '琥珀灯', searchType: '0' },
      ip ? { ip } : {},
    );

  it('names locked hits without their text for a trial reader', async () => {
    const { answer, response } = await search();
    expect(answer.Success).toBe(true);
    const hits = answer.Data.ItemList.find((item) => item.Content.Id === book.id)?.Hits ?? [];
    expect(hits.map((hit) => [hit.TocTitle, hit.Page, hit.IsLock])).toEqual([
      ['第2章', 2, false],
      ['第8章', 8, true],
      ['第9章', 9, true],
    ]);
    expect(hits[0]?.Fragments.map((f) => f.Text).join('')).toContain('琥珀灯');
    expect(hits[1]?.Fragments).toEqual([]);
    expect(response.body).not.toContain('第8章秘文');
    expect(response.body).not.toContain('第9章秘文');
  });

  it('locks EPUB hits by spine document', async () => {
    const epub = await insertBook(t, {
      title: '卷轴试读',
      allowReadPercentage: 40,
      nodes: [1, 2, 3, 4, 5].map((spine) => ({
        title: `卷${spine}`,
        page: spine,
        spineIndex: spine,
        passages: [{ page: spine, body: `卷${spine}密语：青瓷盏中` }],
      })),
    });
    await t.database.query(
      `INSERT INTO content_files (content_id, external_id, media_type, storage_name, byte_size, unit_count, sealed_key, source_sha256)
       VALUES ($1, $2, 'epub', $3, 1, 5, '\\x00', 'x')`,
      [epub.id, `bf-${epub.id}`, `${epub.id}`.padStart(32, 'c')],
    );
    await backfillSearchIndex(t.database, () => undefined);
    const { answer, response } = await readerCall<FullTextSearchData>(
      t,
      device,
      'POST',
      '/Content/Search',
      { keyword: '青瓷盏', searchType: '0' },
    );
    const hits = answer.Data.ItemList.find((item) => item.Content.Id === epub.id)?.Hits ?? [];
    expect(hits.map((hit) => [hit.TocTitle, hit.IsLock])).toEqual([
      ['卷1', false],
      ['卷2', false],
      ['卷3', true],
    ]);
    expect(response.body).not.toContain('卷3密语');
  });

  it('quotes every hit to a reader whose institution holds the book', async () => {
    const { answer } = await search('198.18.11.5');
    const hits = answer.Data.ItemList.find((item) => item.Content.Id === book.id)?.Hits ?? [];
    expect(hits.map((hit) => hit.IsLock)).toEqual([false, false, false]);
    expect(hits[2]?.Fragments.map((f) => f.Text).join('')).toContain('第9章秘文');
  });
});
