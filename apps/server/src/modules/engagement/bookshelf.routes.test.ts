import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookshelfEntry, BookshelfListData } from '@moyue/contracts/api/engagement';
import { BookshelfMessages, LoginMessages } from '@moyue/contracts/messages';
import { TEST_DATABASES } from '../../testing/test-app.ts';
import { refused, startEngagementApp, type EngagementTestApp } from './engagement.test-kit.ts';

// The centre's 我的书架: bookshelf/list (latest added first, with content
// cards, paged) and bookshelf/delete, beside bookshelf/create.
describe.each(TEST_DATABASES)('the bookshelf list (%s)', (kind) => {
  let e: EngagementTestApp;
  let reader: string;
  let member: string;
  let books: Awaited<ReturnType<EngagementTestApp['books']>>;
  beforeAll(async () => {
    e = await startEngagementApp(kind);
    reader = await e.signIn('13800000001');
    member = await e.signIn('13800000003');
    books = await e.books();
  }, 300_000);
  afterAll(() => e.close());

  const shelve = (objectId: number, token: string) =>
    e.call<BookshelfEntry>(
      'POST',
      '/v1/api/bookshelf/create',
      { ObjectId: String(objectId) },
      token,
    );
  const list = (token?: string, params: Record<string, string> = {}) =>
    e.call<BookshelfListData>('GET', '/v1/api/bookshelf/list', params, token);
  const remove = (objectId: string, token?: string) =>
    e.call<null>('POST', '/v1/api/bookshelf/delete', { ObjectId: objectId }, token);

  it('lists only the reader’s own shelf, latest added first, with each item’s card', async () => {
    expect((await list(reader)).Data).toEqual({ ItemList: [], RecordCount: 0 });
    const [first, second, third] = books;
    for (const book of [first!, second!, third!])
      expect((await shelve(book.id, reader)).Success).toBe(true);
    await shelve(books[3]!.id, member);

    const shelf = await list(reader);
    expect(shelf.Success).toBe(true);
    expect(shelf.Data.RecordCount).toBe(3);
    expect(shelf.Data.ItemList.map((item) => item.ObjectId)).toEqual([
      third!.id,
      second!.id,
      first!.id,
    ]);
    const [top] = shelf.Data.ItemList;
    expect(top).toMatchObject({
      ObjectId: third!.id,
      ObjectType: third!.objectType,
      Content: { Id: third!.id, ExternalId: third!.externalId, Title: third!.title },
    });
    expect(top!.CreateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(top!.Content.CoverUrl).toMatch(/^(\/files\/public\/.+)?$/);

    const page2 = await list(reader, { cp: '2', ps: '2' });
    expect(page2.Data.RecordCount).toBe(3);
    expect(page2.Data.ItemList.map((item) => item.ObjectId)).toEqual([first!.id]);
    expect((await list(member)).Data.ItemList.map((item) => item.ObjectId)).toEqual([books[3]!.id]);
  });

  it('takes an item off the shelf, and again safely; others’ shelves are untouched', async () => {
    const id = books[3]!.id;
    await shelve(id, reader);
    const removed = await remove(String(id), reader);
    expect(removed).toMatchObject({
      Success: true,
      Data: null,
      Description: BookshelfMessages.Removed,
    });
    expect((await remove(String(id), reader)).Success).toBe(true);
    expect((await list(reader)).Data.ItemList.map((item) => item.ObjectId)).not.toContain(id);
    expect((await list(member)).Data.ItemList.map((item) => item.ObjectId)).toEqual([id]);
  });

  it('refuses anonymous callers and bad parameters', async () => {
    const before = await e.count('bookshelf_items');
    expect(await list()).toEqual(refused(34, LoginMessages.Expired));
    expect(await remove(String(books[0]!.id))).toEqual(refused(34, LoginMessages.Expired));
    expect(await list(reader, { ps: '51' })).toEqual(refused(400, '参数错误：ps'));
    expect(await list(reader, { cp: '0' })).toEqual(refused(400, '参数错误：cp'));
    expect(await remove('', reader)).toEqual(refused(400, '参数错误：ObjectId'));
    expect(await remove('1;DROP TABLE users', reader)).toEqual(refused(400, '参数错误：ObjectId'));
    expect(await e.count('bookshelf_items')).toBe(before);
  });
});
