import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CenterMessages,
  CenterPaths,
  type PredilectionData,
  type PreferredBooksData,
} from '@moyue/contracts/api/center';
import { LoginMessages } from '@moyue/contracts/messages';
import { selectRows } from '../../platform/db.ts';
import { TEST_DATABASES } from '../../testing/test-app.ts';
import {
  refused,
  startEngagementApp,
  type EngagementTestApp,
} from '../engagement/engagement.test-kit.ts';

// myPredilection: the reader picks 中图法 classes; 猜你喜欢 shows the books under them.
describe.each(TEST_DATABASES)('reading preferences (%s)', (kind) => {
  let e: EngagementTestApp;
  let reader: string;
  let student: string;
  /** a top-level class holding a sample book, and that book */
  let liked: { classId: number; title: string; bookIds: number[] };
  let other: { classId: number };
  beforeAll(async () => {
    e = await startEngagementApp(kind);
    reader = await e.signIn('13800000001');
    student = await e.signIn('13800000002');
    const roots = await selectRows<{ root: number; title: string; books: number[] }>(
      e.t.database.db,
      sql`WITH RECURSIVE roots AS (
            SELECT id, id AS root FROM categories WHERE hierarchy = 'ClcCode' AND parent_id IS NULL
            UNION ALL SELECT c.id, roots.root FROM categories c JOIN roots ON c.parent_id = roots.id)
          SELECT r.root::int AS root, top.title, array_agg(DISTINCT cc.content_id::int) AS books
            FROM content_categories cc JOIN roots r ON r.id = cc.category_id
            JOIN categories top ON top.id = r.root
            JOIN contents c ON c.id = cc.content_id AND c.object_type IN (104, 109, 110)
           GROUP BY r.root, top.title ORDER BY r.root`,
    );
    const first = roots[0]!;
    liked = { classId: first.root, title: first.title, bookIds: first.books.map(Number) };
    const [empty] = await selectRows<{ id: number }>(
      e.t.database.db,
      sql`SELECT id::int AS id FROM categories WHERE hierarchy = 'ClcCode' AND parent_id IS NULL
             AND NOT (id = ANY(${`{${roots.map((r) => r.root).join(',')}}`}::bigint[]))
           ORDER BY id LIMIT 1`,
    );
    other = { classId: empty!.id };
  }, 300_000);
  afterAll(() => e.close());

  const detail = (token?: string) =>
    e.call<PredilectionData>('GET', CenterPaths.Predilection, {}, token);
  const save = (categoryIds: string, token?: string) =>
    e.call<PredilectionData>('POST', CenterPaths.PredilectionSave, { categoryIds }, token);
  const books = (token?: string, params: Record<string, string> = {}) =>
    e.call<PreferredBooksData>('GET', CenterPaths.PreferredBooks, params, token);

  it('offers the 中图法 classes in two levels and no picks at first', async () => {
    const answer = await detail(reader);
    expect(answer.Data.CategoryIds).toEqual([]);
    expect(answer.Data.Categories.length).toBeGreaterThan(10);
    expect(answer.Data.Categories.some((top) => top.Child.length > 0)).toBe(true);
    expect(
      answer.Data.Categories.flatMap((top) => top.Child).every((c) => c.Child.length === 0),
    ).toBe(true);
    expect((await books(reader)).Data).toEqual({ ItemList: [], CategoryTitles: [] });
  });

  it('saves picks, keeps them per reader, and 猜你喜欢 shows the books under them', async () => {
    const saved = await save(`${liked.classId},${other.classId}`, reader);
    expect(saved.Success).toBe(true);
    expect(saved.Description).toBe(CenterMessages.PreferencesSaved);
    expect(saved.Data.CategoryIds.sort()).toEqual([liked.classId, other.classId].sort());
    expect((await detail(reader)).Data.CategoryIds.sort()).toEqual(
      [liked.classId, other.classId].sort(),
    );
    expect((await detail(student)).Data.CategoryIds).toEqual([]);
    // the same picks again change nothing
    const before = await e.count('user_preferences');
    await save(`${other.classId},${liked.classId}`, reader);
    expect(await e.count('user_preferences')).toBe(before);

    const shelf = await books(reader);
    expect(shelf.Data.CategoryTitles).toContain(liked.title);
    expect(shelf.Data.ItemList.map((item) => item.Id).sort()).toEqual([...liked.bookIds].sort());
    // the student, without picks, gets none
    expect((await books(student)).Data.ItemList).toEqual([]);
  });

  it('leaves out a book the reader has finished', async () => {
    const finished = liked.bookIds[0]!;
    await e.call(
      'POST',
      '/v1/api/history/create',
      { actionType: '1', objectId: String(finished), process: '1' },
      reader,
    );
    const ids = (await books(reader)).Data.ItemList.map((item) => item.Id);
    expect(ids).not.toContain(finished);
    expect(ids).toHaveLength(liked.bookIds.length - 1);
  });

  it('clears the picks with an empty list', async () => {
    expect((await save('', student)).Data.CategoryIds).toEqual([]);
    await save(String(liked.classId), student);
    expect((await save('', student)).Data.CategoryIds).toEqual([]);
    expect((await books(student)).Data.ItemList).toEqual([]);
  });

  it('refuses more than 10 picks, unknown classes, bad lists and anonymous readers', async () => {
    const before = await e.count('user_preferences');
    const tree = (await detail(reader)).Data.Categories;
    const eleven = tree
      .flatMap((top) => [top, ...top.Child])
      .slice(0, 11)
      .map((node) => node.Id);
    expect(await save(eleven.join(','), reader)).toEqual(
      refused(400, CenterMessages.TooManyPreferences),
    );
    expect(await save('999999999', reader)).toEqual(refused(400, CenterMessages.UnknownCategory));
    expect(await save(`${liked.classId},99999999999999999999`, reader)).toEqual(
      refused(400, '参数错误：categoryIds'),
    );
    expect(await save('a,b', reader)).toEqual(refused(400, '参数错误：categoryIds'));
    expect((await save(`${liked.classId}\u0000`, reader)).Success).toBe(false);
    expect(await save(String(liked.classId))).toEqual(refused(34, LoginMessages.Expired));
    expect(await detail()).toEqual(refused(34, LoginMessages.Expired));
    expect(await books()).toEqual(refused(34, LoginMessages.Expired));
    expect(await books(reader, { ps: '25' })).toEqual(refused(400, '参数错误：ps'));
    expect(await e.count('user_preferences')).toBe(before);
  });
});
