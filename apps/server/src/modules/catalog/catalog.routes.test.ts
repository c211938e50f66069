import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CONTENT_NOT_FOUND_MESSAGE,
  type ContentDetail,
  type RecommendListData,
} from '@moyue/contracts/api/catalog';
import { Code } from '@moyue/contracts/codes';
import { contentCategories, contents, publishers, tocNodes } from '../../db/schema/catalog.ts';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  signedCall,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';
import { contentVectorSql } from '../search/search-index.ts';

const DETAIL = '/Content/Detail';
const RECOMMEND = '/v1/api/content/recommendlist';

interface Answer<T> {
  Success: boolean;
  Data: T;
  Code: number;
  Description: string;
}

interface ContentFixture {
  externalId: string;
  objectType?: number;
  title?: string;
  author?: string;
  publisher?: string;
  categoryIds?: number[];
  readCount?: number;
  isbn?: string;
  mediaType?: string;
}

describe.each(TEST_DATABASES)('catalogue calls (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;
  let coverUrl: string;
  /** external id → id of the fixture contents */
  const ids = new Map<string, number>();
  const idOf = (externalId: string) => {
    const id = ids.get(externalId);
    if (id === undefined) throw new Error(`no fixture ${externalId}`);
    return id;
  };

  /** Categories no sample book is in, so that only fixtures share them. */
  let categoryA: number;
  let categoryB: number;
  let categoryC: number;

  async function publisherId(name: string): Promise<number> {
    await t.database.db.insert(publishers).values({ name }).onConflictDoNothing();
    const [row] = await t.database.db
      .select({ id: publishers.id })
      .from(publishers)
      .where(sql`${publishers.name} = ${name}`);
    if (!row) throw new Error(`publisher ${name}`);
    return row.id;
  }

  /** Writes a content item the way the importer does (search vector included). */
  async function buildContent(fixture: ContentFixture): Promise<number> {
    const title = fixture.title ?? `测试书 ${fixture.externalId}`;
    const author = fixture.author ?? `作者${fixture.externalId}`;
    const publisher = fixture.publisher ?? `出版社${fixture.externalId}`;
    const [row] = await t.database.db
      .insert(contents)
      .values({
        externalId: fixture.externalId,
        slug: fixture.externalId,
        objectType: fixture.objectType ?? 104,
        title,
        author,
        publisherId: await publisherId(publisher),
        isbn: fixture.isbn ?? '',
        readCount: fixture.readCount ?? 0,
        mediaType: fixture.mediaType ?? 'epub',
        searchTsv: contentVectorSql({
          title,
          author,
          publisher,
          keywords: '',
          abstracts: '',
          isbn: fixture.isbn ?? '',
        }),
      })
      .returning({ id: contents.id });
    if (!row) throw new Error(`content ${fixture.externalId}`);
    for (const categoryId of fixture.categoryIds ?? [])
      await t.database.db.insert(contentCategories).values({ contentId: row.id, categoryId });
    ids.set(fixture.externalId, row.id);
    return row.id;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample' });
    device = await bindDevice(t.app);
    const free = await t.database.query<{ id: number | string }>(
      `SELECT id FROM categories
        WHERE hierarchy = 'ClcCode' AND id NOT IN (SELECT category_id FROM content_categories)
        ORDER BY id LIMIT 3`,
    );
    [categoryA, categoryB, categoryC] = free.map((row) => Number(row.id)) as [
      number,
      number,
      number,
    ];

    // The object of every test: a fully described book.
    const cover = await t.app.moyue.files.storePublic(
      '<svg xmlns="http://www.w3.org/2000/svg" width="3" height="4"/>',
      'image/svg+xml',
    );
    coverUrl = cover.url;
    const targetId = await buildContent({
      externalId: 'fx-target',
      title: '测试目标 &amp; 诗选',
      author: '测试诗人',
      publisher: '测试出版社甲',
      categoryIds: [categoryA, categoryB],
      isbn: '9787000000017',
    });
    await t.database.db
      .update(contents)
      .set({
        dynasty: '唐',
        issueDate: '2001-02-03',
        abstracts: '一部用于测试的诗选。',
        keywords: '诗歌，唐诗',
        coverSha256: cover.sha256,
        wordCount: 12345,
        isFree: true,
        allowReadPercentage: 20,
        marketPrice: '25.50',
        groupId: 77,
        updatedAt: new Date('2024-05-06T07:08:09Z'),
      })
      .where(sql`${contents.id} = ${targetId}`);

    // Similar resources, in the order they must come.
    await buildContent({
      externalId: 'fx-two-shared',
      categoryIds: [categoryA, categoryB],
      readCount: 1,
    });
    await buildContent({ externalId: 'fx-shared-a', categoryIds: [categoryA], readCount: 50 });
    await buildContent({ externalId: 'fx-shared-b', categoryIds: [categoryB], readCount: 10 });
    await buildContent({
      externalId: 'fx-same-author',
      objectType: 109,
      author: '测试诗人',
      readCount: 100,
    });
    await buildContent({
      externalId: 'fx-same-publisher',
      publisher: '测试出版社甲',
      readCount: 1000,
    });
    // Not similar: another group, or nothing in common.
    const courseId = await buildContent({
      externalId: 'fx-course',
      objectType: 107,
      categoryIds: [categoryA],
      mediaType: 'pdf',
    });
    await buildContent({ externalId: 'fx-unrelated', categoryIds: [categoryC], readCount: 5000 });
    await buildContent({
      externalId: 'fx-placeholder-isbn',
      isbn: '6666666666666',
      categoryIds: [categoryC],
    });

    // A course of two chapters holding three lessons.
    const [chapter1, chapter2] = await t.database.db
      .insert(tocNodes)
      .values([
        { contentId: courseId, externalId: 'fx-course-t1', title: '第一章', page: 1, sortOrder: 1 },
        { contentId: courseId, externalId: 'fx-course-t2', title: '第二章', page: 2, sortOrder: 2 },
      ])
      .returning({ id: tocNodes.id });
    await t.database.db.insert(tocNodes).values(
      [1, 2, 3].map((n) => ({
        contentId: courseId,
        parentId: (n < 3 ? chapter1?.id : chapter2?.id) ?? null,
        externalId: `fx-course-l${n}`,
        title: `第${n}课`,
        page: n,
        sortOrder: n,
      })),
    );
  }, 300_000);
  afterAll(() => t.close());

  const call = async (path: string, params: Record<string, string>) =>
    signedCall(t.app, device, 'GET', path, params);
  const detail = async (params: Record<string, string>) =>
    (await call(DETAIL, params)).json<Answer<ContentDetail>>();
  const similar = async (params: Record<string, string>) =>
    (await call(RECOMMEND, params)).json<Answer<RecommendListData>>();

  describe('GET /Content/Detail', () => {
    it('answers every field of spec §3 Content detail for a stored book', async () => {
      const id = idOf('fx-target');
      const response = await call(DETAIL, { id: String(id) });
      expect(response.statusCode).toBe(200);
      const body = response.json<Answer<ContentDetail>>();
      expect(body).toEqual({ Success: true, Code: 0, Description: '', Data: expect.any(Object) });
      expect(body.Data).toEqual({
        Id: id,
        ExternalId: 'fx-target',
        FileExternalId: '',
        GroupId: 77,
        ObjectType: 104,
        Title: '测试目标 &amp; 诗选',
        Author: '测试诗人',
        Publisher: '测试出版社甲',
        IssueDate: '2001-02-03',
        Abstracts: '一部用于测试的诗选。',
        Remark: '',
        CoverUrl: coverUrl,
        MediaType: 'epub',
        AuthorizeUrl: '',
        RelationContents: [],
        MarketPrice: 25.5,
        UpdateTime: '2024-05-06 15:08:09',
        IsInxiaoyou: false,
        IsRecommend: false,
        ExtendData: {
          Keywords: '诗歌，唐诗',
          Isbn: '9787000000017',
          Duration: 12345,
          ProductTitle: '',
          ShareUrl: `http://localhost:80/wrap/details/book?id=${id}`,
          TotalSeconds: 0,
          IsOrdered: false,
          IsFree: true,
          IsPartner: false,
          LessonPeriod: 0,
        },
      });
      const cover = await t.app.inject({ method: 'GET', url: body.Data.CoverUrl });
      expect(cover.statusCode).toBe(200);
    });

    it('finds the same item by ExternalId or externalId', async () => {
      const byId = await detail({ id: String(idOf('fx-target')) });
      expect(await detail({ ExternalId: 'fx-target' })).toEqual(byId);
      expect(await detail({ externalId: 'fx-target' })).toEqual(byId);
    });

    it('reads a -Pdf or -Epub suffix of ExternalId as the edition and keeps it', async () => {
      const pdf = await detail({ ExternalId: 'fx-target-Pdf' });
      expect(pdf.Success).toBe(true);
      expect(pdf.Data).toMatchObject({
        Id: idOf('fx-target'),
        ExternalId: 'fx-target-Pdf',
        MediaType: 'pdf',
      });
      const epub = await detail({ ExternalId: 'fx-course-Epub' });
      expect(epub.Data).toMatchObject({ Id: idOf('fx-course'), MediaType: 'epub' });
    });

    it('links a course to the lessons page and counts its lessons', async () => {
      const body = await detail({ id: String(idOf('fx-course')) });
      expect(body.Data.ObjectType).toBe(107);
      expect(body.Data.MediaType).toBe('pdf');
      expect(body.Data.ExtendData.ShareUrl).toBe(
        `http://localhost:80/wrap/details/lessons?id=${idOf('fx-course')}`,
      );
      expect(body.Data.ExtendData.LessonPeriod).toBe(3);
    });

    it('hides the placeholder ISBN 666-6-6666-6666-6 (spec §3)', async () => {
      const body = await detail({ id: String(idOf('fx-placeholder-isbn')) });
      expect(body.Data.ExtendData.Isbn).toBe('');
    });

    it('answers a seeded demo book with its cover and publisher', async () => {
      const [book] = await t.database.query<{ id: number | string; title: string }>(
        `SELECT id, title FROM contents WHERE external_id LIKE 'bk-%' ORDER BY id LIMIT 1`,
      );
      if (!book) throw new Error('no demo book');
      const body = await detail({ id: String(book.id) });
      expect(body.Data.Title).toBe(book.title);
      expect(body.Data.Publisher).not.toBe('');
      expect(body.Data.CoverUrl).toMatch(/^\/files\/public\/[0-9a-f]{64}\.svg$/);
      expect(body.Data.ExtendData.Duration).toBeGreaterThan(0);
    });

    it.each([
      ['an unknown id', { id: '999999999' }],
      ['an unknown ExternalId', { ExternalId: 'no-such-book' }],
      ['an unknown ExternalId with a suffix', { ExternalId: 'no-such-book-Pdf' }],
    ])('refuses %s with 资源不存在或已下架', async (_name, params) => {
      const response = await call(DETAIL, params);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        Success: false,
        Data: null,
        Code: Code.NotFound,
        Description: CONTENT_NOT_FOUND_MESSAGE,
      });
    });

    it.each([['abc'], ['0'], ['-1'], ['1.5'], ['']])('refuses the id %j', async (id) => {
      const response = await call(DETAIL, { id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        Success: false,
        Data: null,
        Code: Code.BadRequest,
        Description: '参数错误：id',
      });
    });

    it('refuses a call with neither id nor ExternalId', async () => {
      const body = await detail({});
      expect(body).toMatchObject({ Success: false, Code: 400, Description: '参数错误：id' });
    });

    it('is a signed call', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: DETAIL,
        query: { id: String(idOf('fx-target')) },
      });
      expect(response.json()).toMatchObject({ Success: false, Code: Code.BadSignature });
    });
  });

  describe('GET v1/api/content/recommendlist', () => {
    const externalIds = (body: Answer<RecommendListData>) =>
      body.Data.ItemList.map((item) => item.ExternalId);

    it('ranks shared categories first, then same author, then same publisher; never itself', async () => {
      const body = await similar({ objectId: String(idOf('fx-target')), ps: '20' });
      expect(body.Success).toBe(true);
      expect(externalIds(body)).toEqual([
        'fx-two-shared',
        'fx-shared-a',
        'fx-shared-b',
        'fx-same-author',
        'fx-same-publisher',
      ]);
      expect(body.Data.RecordCount).toBe(5);
    });

    it('answers rows shaped like the search result row', async () => {
      const body = await similar({ objectId: String(idOf('fx-shared-a')), ps: '20' });
      const target = body.Data.ItemList.find((item) => item.ExternalId === 'fx-target');
      expect(target).toEqual({
        Id: idOf('fx-target'),
        ExternalId: 'fx-target',
        ObjectType: 104,
        Title: '测试目标 &amp; 诗选',
        Author: '测试诗人',
        Publisher: '测试出版社甲',
        IssueDate: '2001-02-03',
        Isbn: '9787000000017',
        Abstracts: '一部用于测试的诗选。',
        CoverUrl: coverUrl,
        MediaType: 'epub',
        Keywords: '诗歌，唐诗',
        ReadCount: 0,
        UpdateTime: '2024-05-06 15:08:09',
        ContentSource: 0,
      });
    });

    it('pages with ps (default 5) and cp', async () => {
      const objectId = String(idOf('fx-target'));
      const first = await similar({ objectId });
      expect(first.Data.ItemList).toHaveLength(5);
      const page2 = await similar({ objectId, ps: '2', cp: '2' });
      expect(externalIds(page2)).toEqual(['fx-shared-b', 'fx-same-author']);
      expect(page2.Data.RecordCount).toBe(5);
      const beyond = await similar({ objectId, ps: '2', cp: '9' });
      expect(beyond.Data).toEqual({ ItemList: [], RecordCount: 5 });
    });

    it('keeps to the object types asked, else to the group of the object', async () => {
      const objectId = String(idOf('fx-target'));
      const courses = await similar({ objectId, objectTypes: '107', needFields: 'Id,Title' });
      expect(externalIds(courses)).toEqual(['fx-course']);
      const books = await similar({ objectId, objectTypes: '104', isQuestion: '1' });
      expect(externalIds(books)).not.toContain('fx-same-author');
      const fromCourse = await similar({ objectId: String(idOf('fx-course')) });
      expect(fromCourse.Data).toEqual({ ItemList: [], RecordCount: 0 });
    });

    it('refuses an unknown object with 资源不存在或已下架', async () => {
      const body = await similar({ objectId: '999999999' });
      expect(body).toMatchObject({
        Success: false,
        Code: Code.NotFound,
        Description: CONTENT_NOT_FOUND_MESSAGE,
      });
    });

    it.each([
      [{ objectId: 'abc' }, 'objectId'],
      [{ objectId: '0' }, 'objectId'],
      [{ objectId: '-1' }, 'objectId'],
      [{}, 'objectId'],
      [{ objectId: '1', ps: '21' }, 'ps'],
      [{ objectId: '1', cp: '0' }, 'cp'],
      [{ objectId: '1', objectTypes: '104;drop' }, 'objectTypes'],
    ])('refuses %j', async (params, field) => {
      const response = await call(RECOMMEND, params);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        Success: false,
        Data: null,
        Code: Code.BadRequest,
        Description: `参数错误：${field}`,
      });
    });
  });
});
