import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKMARKS_PER_BOOK,
  BookmarkMessages,
  type Bookmark,
  type BookmarkBooksData,
  type BookmarkDeleteData,
  type BookmarkListData,
} from '@moyue/contracts/api/bookmarks';
import { CONTENT_NOT_FOUND_MESSAGE } from '@moyue/contracts/api/catalog';
import { Code } from '@moyue/contracts/codes';
import { LoginMessages } from '@moyue/contracts/messages';
import { selectRows } from '../../platform/db.ts';
import { apiCaller, type ApiCaller } from '../../testing/api-helpers.ts';
import {
  TEST_DATABASES,
  createTestApp,
  signedCall,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';

interface Answer<T> {
  Success: boolean;
  Data: T;
  Code: number;
  Description: string;
}

describe.each(TEST_DATABASES)('bookmarks (%s)', (kind) => {
  let t: TestApp;
  let api: ApiCaller;
  let device: TestDevice;
  let reader: string;
  let other: string;
  let books: { id: number; title: string }[];
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'demo' });
    api = await apiCaller(t);
    device = api.device;
    reader = (await api.signIn('13800000001')).token;
    other = (await api.signIn('13800000002')).token;
    books = await selectRows<{ id: number; title: string }>(
      t.database.db,
      sql`SELECT id::int AS id, title FROM contents WHERE object_type = 104 ORDER BY id LIMIT 2`,
    );
  }, 120_000);
  afterAll(() => t.close());

  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, string>,
    token?: string,
  ) =>
    (
      await signedCall(t.app, device, method, path, {
        ...params,
        ...(token ? { AccessToken: token } : {}),
      })
    ).json<Answer<T>>();
  const create = (token: string | undefined, params: Record<string, string>) =>
    call<Bookmark>('POST', '/v1/api/bookmark/create', params, token);
  const list = (token: string, objectId: number) =>
    call<BookmarkListData>('GET', '/v1/api/bookmark/list', { objectId: String(objectId) }, token);

  it('keeps a place once, lists it in reading order and the book among the bookmarked ones', async () => {
    const book = books[0]!;
    const later = await create(reader, {
      objectId: String(book.id),
      mediaType: 'epub',
      location: 'epubcfi(/6/8!/4/2/1:0)',
      process: '0.6',
      chapterTitle: '第三章',
      excerpt: '明月几时有',
    });
    expect(later.Success).toBe(true);
    expect(later.Data).toMatchObject({
      ObjectId: book.id,
      Location: 'epubcfi(/6/8!/4/2/1:0)',
      Process: 0.6,
    });
    const earlier = await create(reader, {
      objectId: String(book.id),
      mediaType: 'epub',
      location: 'epubcfi(/6/4!/4/2/1:0)',
      process: '0.2',
    });
    // A retry of the same place is the same bookmark.
    const again = await create(reader, {
      objectId: String(book.id),
      mediaType: 'epub',
      location: 'epubcfi(/6/4!/4/2/1:0)',
      process: '0.2',
      excerpt: '再次',
    });
    expect(again.Data.Id).toBe(earlier.Data.Id);

    const answer = await list(reader, book.id);
    expect(answer.Success).toBe(true);
    expect(answer.Data.Content).toMatchObject({ Id: book.id, Title: book.title });
    expect(answer.Data.ItemList.map((item) => item.Process)).toEqual([0.2, 0.6]);
    expect(answer.Data.ItemList[0]!.Excerpt).toBe('再次');
    expect(answer.Data.ItemList[0]!.CreateTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const booksAnswer = await call<BookmarkBooksData>('GET', '/v1/api/bookmark/books', {}, reader);
    expect(booksAnswer.Data.RecordCount).toBe(1);
    expect(booksAnswer.Data.ItemList[0]).toMatchObject({
      ObjectId: book.id,
      Count: 2,
      Title: book.title,
    });

    // Another reader sees none of them.
    expect((await list(other, book.id)).Data.ItemList).toEqual([]);
  });

  it('requires login for every call (code 34)', async () => {
    for (const [method, path] of [
      ['POST', '/v1/api/bookmark/create'],
      ['GET', '/v1/api/bookmark/list'],
      ['GET', '/v1/api/bookmark/books'],
      ['POST', '/v1/api/bookmark/delete'],
    ] as const) {
      const answer = await call(method, path, {
        objectId: String(books[0]!.id),
        mediaType: 'pdf',
        location: '1',
        ids: '1',
      });
      expect(answer).toMatchObject({
        Success: false,
        Code: Code.TokenInvalid,
        Description: LoginMessages.Expired,
      });
    }
  });

  it('refuses bad input with its message', async () => {
    const noPlace = await create(reader, {
      objectId: String(books[0]!.id),
      mediaType: 'pdf',
      location: '  ',
    });
    expect(noPlace).toMatchObject({
      Success: false,
      Code: Code.BadRequest,
      Description: BookmarkMessages.NoLocation,
    });
    const missing = await create(reader, {
      objectId: '999999999',
      mediaType: 'pdf',
      location: '3',
    });
    expect(missing).toMatchObject({
      Success: false,
      Code: Code.NotFound,
      Description: CONTENT_NOT_FOUND_MESSAGE,
    });
    const badType = await create(reader, {
      objectId: String(books[0]!.id),
      mediaType: 'mobi',
      location: '3',
    });
    expect(badType).toMatchObject({ Success: false, Code: Code.BadRequest });
    const nothing = await call('POST', '/v1/api/bookmark/delete', { ids: '' }, reader);
    expect(nothing).toMatchObject({
      Success: false,
      Code: Code.BadRequest,
      Description: BookmarkMessages.NothingChosen,
    });
  });

  it('refuses a delete naming someone else’s bookmark and deletes nothing', async () => {
    const book = books[1]!;
    const mine = await create(reader, {
      objectId: String(book.id),
      mediaType: 'pdf',
      location: '5',
      process: '0.5',
    });
    const theirs = await create(other, {
      objectId: String(book.id),
      mediaType: 'pdf',
      location: '7',
      process: '0.7',
    });
    const refused = await call(
      'POST',
      '/v1/api/bookmark/delete',
      { ids: `${mine.Data.Id},${theirs.Data.Id}` },
      reader,
    );
    expect(refused).toMatchObject({
      Success: false,
      Code: Code.Forbidden,
      Description: BookmarkMessages.NotYours,
    });
    expect((await list(reader, book.id)).Data.RecordCount).toBe(1);
    expect((await list(other, book.id)).Data.RecordCount).toBe(1);

    const deleted = await call<BookmarkDeleteData>(
      'POST',
      '/v1/api/bookmark/delete',
      { ids: String(mine.Data.Id) },
      reader,
    );
    expect(deleted).toMatchObject({ Success: true, Data: { Deleted: 1 } });
    expect((await list(reader, book.id)).Data.RecordCount).toBe(0);
  });

  it(`keeps at most ${BOOKMARKS_PER_BOOK} bookmarks in one book`, async () => {
    const book = books[1]!;
    await t.database.db
      .execute(sql`INSERT INTO user_bookmarks (user_id, content_id, media_type, location)
      SELECT u.id, ${book.id}, 'pdf', 'p' || g FROM users u, generate_series(1, ${BOOKMARKS_PER_BOOK}) g
       WHERE u.mobile_number = '13800000003'`);
    const third = (await api.signIn('13800000003')).token;
    const refused = await create(third, {
      objectId: String(book.id),
      mediaType: 'pdf',
      location: '9',
    });
    expect(refused).toMatchObject({
      Success: false,
      Code: Code.BadRequest,
      Description: BookmarkMessages.TooMany,
    });
    // An existing place is still refreshed.
    const refreshed = await create(third, {
      objectId: String(book.id),
      mediaType: 'pdf',
      location: 'p1',
    });
    expect(refreshed.Success).toBe(true);
  });
});
