import { afterAll, beforeAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { contentCategories, contents, publishers, tocNodes } from '../../db/schema/catalog.ts';
import {
  bindDevice,
  createTestApp,
  signedCall,
  type DatabaseKind,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';
import { contentVectorSql } from '../search/search-index.ts';

// What the catalogue API tests share: the sample catalogue with fixture
// contents of their own around one fully described book, and signed calls.

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

/**
 * The catalogue API tests' app; use inside a describe: it registers
 * beforeAll / afterAll.
 */
export function useCatalogTestApp(kind: DatabaseKind) {
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

  const call = async (
    path: string,
    params: Record<string, string>,
    method: 'GET' | 'POST' = 'GET',
  ) => signedCall(t.app, device, method, path, params);

  return {
    app: () => t,
    /** The public address of the fixture book's cover. */
    coverUrl: () => coverUrl,
    idOf,
    call,
  };
}
