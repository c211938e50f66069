import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FullTextSearchData, QuestionSearchData } from '@moyue/contracts/api/search';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  signedCall,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';
import { insertBook, readerCall } from '../reading/reading.fixtures.ts';
import { backfillSearchIndex } from './search-index.ts';
import { SNIPPET_MAX_CODE_POINTS } from './snippet.ts';

const SEARCH = '/Content/Search';

interface Answer<T> {
  Success: boolean;
  Data: T;
  Code: number;
  Description: string;
}

const hitTexts = (data: FullTextSearchData) =>
  data.ItemList.flatMap((item) => item.Hits).flatMap((hit) =>
    hit.Fragments.filter((f) => f.Hit).map((f) => f.Text),
  );

describe.each(TEST_DATABASES)('Q&A search on the demo catalogue (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'demo' });
    device = await bindDevice(t.app);
  });
  afterAll(() => t.close());

  const call = async <T>(params: Record<string, string>) =>
    (await signedCall(t.app, device, 'POST', SEARCH, params)).json<Answer<T>>();
  const ask = (keyword: string, params: Record<string, string> = {}) =>
    call<QuestionSearchData>({ searchType: '3', keyword, ...params });

  it('answers 床前明月光是谁写的 with the passage of the line, its words highlighted', async () => {
    const body = await ask('床前明月光是谁写的');
    expect(body.Success).toBe(true);
    // jieba's words without 是, 谁, 写, 的
    expect(body.Data.Terms).toEqual(['床前', '明月光']);
    expect(body.Data.RecordCount).toBeGreaterThan(0);
    // the poem is in several anthologies; the first one open to this reader quotes it
    const best = body.Data.ItemList.map((item) => item.Hits[0]!).find((hit) => !hit.IsLock)!;
    expect(best.TocTitle).toMatch(/[靜静]夜思（李白）/);
    const text = best.Fragments.map((f) => f.Text).join('');
    expect(Array.from(text).length).toBeLessThanOrEqual(SNIPPET_MAX_CODE_POINTS);
    expect(text).toMatch(/[床牀]前明月光/);
    // the first open edition may be a traditional-script one (牀): the line is marked either way
    const marked = best.Fragments.filter((f) => f.Hit).map((f) => f.Text);
    expect(marked.some((t) => /^[床牀]前明月光$/.test(t))).toBe(true);
  });

  it('ranks the passages holding every term first, with their books', async () => {
    const body = await ask('床前明月光是谁写的');
    // 静夜思 holds 床前 and 明月光; the other books hold one of them
    const bestTitles = body.Data.ItemList.map((item) => item.Hits[0]!.TocTitle);
    const whole = bestTitles.filter((title) => /[靜静]夜思/.test(title)).length;
    expect(whole).toBeGreaterThan(0);
    expect(bestTitles.slice(0, whole).every((title) => /[靜静]夜思/.test(title))).toBe(true);
    expect(body.Data.ItemList.length).toBeGreaterThan(whole);
  });

  it('reads traditional-script questions like simplified ones', async () => {
    const simplified = await ask('床前明月光是谁写的');
    const traditional = await ask('牀前明月光是誰寫的？');
    expect(traditional.Data.Terms).toEqual(simplified.Data.Terms);
    expect(traditional.Data.ItemList.map((item) => item.Content.Id)).toEqual(
      simplified.Data.ItemList.map((item) => item.Content.Id),
    );
  });

  it('drops question words: 什么是仁 looks for 仁', async () => {
    const body = await ask('什么是仁？');
    expect(body.Data.Terms).toEqual(['仁']);
    expect(body.Data.RecordCount).toBeGreaterThan(0);
    expect(hitTexts(body.Data)).toContain('仁');
  });

  it('answers nothing, without failing, for a question of question words only', async () => {
    const body = await ask('是什么呢？');
    expect(body).toMatchObject({
      Success: true,
      Data: { Terms: [], ItemList: [], RecordCount: 0 },
    });
  });

  it('takes any search type but 0, 1 and 2 as Q&A', async () => {
    for (const searchType of ['3', '9', '-1']) {
      const body = await ask('什么是仁', { searchType });
      expect(body.Success).toBe(true);
      expect(body.Data.Terms).toEqual(['仁']);
    }
  });

  it('keeps the filters of a search: object types and publisher', async () => {
    const courses = await ask('什么是仁', { objectTypes: '107' });
    for (const item of courses.Data.ItemList) expect(item.Content.ObjectType).toBe(107);
    const all = await ask('床前明月光是谁写的');
    const publisher = all.Data.ItemList[0]!.Content.Publisher;
    const one = await ask('床前明月光是谁写的', { publisher });
    expect(one.Data.RecordCount).toBeGreaterThan(0);
    for (const item of one.Data.ItemList) expect(item.Content.Publisher).toBe(publisher);
  });

  it.each([
    [{ searchType: '3', keyword: ' \n ' }, '请输入关键词'],
    [{ searchType: '7', keyword: '' }, '请输入关键词'],
    // spec §5: the empty keyword is refused before the search type is looked at
    [{ searchType: '2', keyword: '' }, '请输入关键词'],
    [{ searchType: '2', keyword: '明月' }, '暂不支持该检索类型'],
    [{ searchType: '3', keyword: '明月', ps: '51' }, '参数错误：ps'],
    [{ searchType: '3', keyword: '明'.repeat(101) }, '参数错误：keyword'],
  ])('refuses %j', async (params, description) => {
    const body = await call<null>(params);
    expect(body).toMatchObject({ Success: false, Code: 400, Description: description });
  });

  it('narrows full text to an author or an ISBN (allSearch select + search)', async () => {
    const byAuthor = await call<FullTextSearchData>({
      searchType: '0',
      keyword: '明月',
      author: '李白',
    });
    expect(byAuthor.Data.RecordCount).toBeGreaterThan(0);
    for (const item of byAuthor.Data.ItemList) expect(item.Content.Author).toContain('李白');
    const book = byAuthor.Data.ItemList[0]!.Content;
    const byIsbn = await call<FullTextSearchData>({
      searchType: '0',
      keyword: '明月',
      isbn: book.Isbn,
    });
    expect(byIsbn.Data.ItemList.map((item) => item.Content.Id)).toEqual([book.Id]);
  });
});

// The trial rule of issue 6 holds for answers as for full-text hits.
describe.each(TEST_DATABASES)('Q&A answers within the reader’s rights (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;
  beforeAll(async () => {
    t = await createTestApp(kind);
    device = await bindDevice(t.app);
  });
  afterAll(() => t.close());

  it('names an answer beyond the trial without its text', async () => {
    const book = await insertBook(t, {
      title: '青灯问答',
      allowReadPercentage: 30,
      nodes: Array.from({ length: 10 }, (_, i) => ({
        title: `第${i + 1}章`,
        page: i + 1,
        passages: [
          {
            page: i + 1,
            body:
              i + 1 === 2
                ? '第2章：琥珀灯照着窗'
                : i + 1 === 9
                  ? '第9章秘文：琥珀灯下青瓷盏'
                  : `第${i + 1}章闲话`,
          },
        ],
      })),
    });
    await backfillSearchIndex(t.database, () => undefined);
    const { answer, response } = await readerCall<QuestionSearchData>(t, device, 'POST', SEARCH, {
      keyword: '琥珀灯下的青瓷盏是什么',
      searchType: '3',
    });
    expect(answer.Data.Terms).toEqual(['琥珀灯', '青瓷盏']);
    const hits = answer.Data.ItemList.find((item) => item.Content.Id === book.id)?.Hits ?? [];
    // the locked chapter holds both terms, so it is the best answer — named, never quoted
    expect(hits.map((hit) => [hit.TocTitle, hit.IsLock])).toEqual([
      ['第9章', true],
      ['第2章', false],
    ]);
    expect(hits[0]?.Fragments).toEqual([]);
    expect(hits[1]?.Fragments.filter((f) => f.Hit).map((f) => f.Text)).toEqual(['琥珀灯']);
    expect(response.body).not.toContain('第9章秘文');
  });
});
