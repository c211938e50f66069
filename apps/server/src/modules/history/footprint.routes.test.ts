import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookshelfEntry } from '@moyue/contracts/api/engagement';
import type {
  HistoryBookshelfData,
  HistoryCreateData,
  HistoryListData,
  HistoryProcessData,
} from '@moyue/contracts/api/history';
import { BookshelfMessages, LoginMessages } from '@moyue/contracts/messages';
import { TEST_DATABASES } from '../../testing/test-app.ts';
import {
  refused,
  startEngagementApp,
  type EngagementTestApp,
} from '../engagement/engagement.test-kit.ts';

// Footprints and progress (history/create actionType 1, history/process,
// history/list actionType 1), shares (actionType 4), and the bookshelf
// (bookshelf/create, history/bookshelf).
describe.each(TEST_DATABASES)('footprints, progress and the bookshelf (%s)', (kind) => {
  let e: EngagementTestApp;
  let reader: string;
  let student: string;
  let books: Awaited<ReturnType<EngagementTestApp['books']>>;
  beforeAll(async () => {
    e = await startEngagementApp(kind);
    reader = await e.signIn('13800000001');
    student = await e.signIn('13800000002');
    books = await e.books();
  }, 300_000);
  afterAll(() => e.close());

  const record = (params: Record<string, string>, token?: string) =>
    e.call<HistoryCreateData>('POST', '/v1/api/history/create', params, token);
  const progress = (objectId: number, token?: string) =>
    e.call<HistoryProcessData>(
      'GET',
      '/v1/api/history/process',
      { objectId: String(objectId) },
      token,
    );
  const footprints = (token: string, params: Record<string, string> = {}) =>
    e.call<HistoryListData>(
      'GET',
      '/v1/api/history/list',
      { actionType: '1', cp: '1', ps: '12', uniqueByDate: 'false', ...params },
      token,
    );
  const shelve = (objectId: string, token?: string) =>
    e.call<BookshelfEntry>('POST', '/v1/api/bookshelf/create', { ObjectId: objectId }, token);
  const onShelf = (objectId: string, token?: string) =>
    e.call<HistoryBookshelfData>('GET', '/v1/api/history/bookshelf', { objectId }, token);

  it('keeps one footprint per reader and item, with the latest progress and file', async () => {
    const [first, second] = books;
    const opened = await record(
      { actionType: '1', objectId: String(first!.id), objectType: '104', title: '随便写的标题' },
      reader,
    );
    expect(opened.Success).toBe(true);
    expect(opened.Data).toMatchObject({ Process: 0, FileId: 0 });
    await record({ ActionType: '1', ObjectId: String(second!.id), Process: '0.25' }, reader);
    const read = await record(
      { ActionType: '1', ObjectId: String(first!.id), Process: '0.3', FileId: '12' },
      reader,
    );
    expect(read.Data).toEqual({ Id: opened.Data.Id, Process: 0.3, FileId: 12 });
    // A visit that carries no progress keeps the stored one.
    await record({ actionType: '1', objectId: String(first!.id) }, reader);
    expect((await progress(first!.id, reader)).Data).toMatchObject({ Process: 0.3, FileId: 12 });
    expect((await progress(second!.id, reader)).Data.Process).toBe(0.25);
    expect(await e.count('user_histories', 'action_type = 1')).toBe(2);
  });

  it('lists footprints newest first with Content, IsOnShelf and Process', async () => {
    const [first, second] = books;
    await shelve(String(first!.id), reader);
    const answer = await footprints(reader);
    expect(answer.Data.RecordCount).toBe(2);
    expect(answer.Data.ItemList.map((item) => item.Content?.Id)).toEqual([first!.id, second!.id]);
    expect(answer.Data.ItemList[0]).toMatchObject({
      Title: first!.title,
      Process: 0.3,
      FileId: 12,
      Content: { Id: first!.id, ObjectType: 104, Title: first!.title, IsOnShelf: true },
    });
    expect(answer.Data.ItemList[0]?.Content?.CoverUrl).toMatch(/^\/files\/public\//);
    expect(answer.Data.ItemList[1]?.Content?.IsOnShelf).toBe(false);
    expect((await footprints(reader, { objectType: '104' })).Data.RecordCount).toBe(2);
    expect((await footprints(reader, { objectType: '107' })).Data.RecordCount).toBe(0);
    expect((await footprints(reader, { ps: '1', cp: '2' })).Data.ItemList[0]?.Content?.Id).toBe(
      second!.id,
    );
    expect((await footprints(student)).Data.RecordCount).toBe(0);
  });

  it('answers progress 0 for an item never opened', async () => {
    expect((await progress(books[2]!.id, reader)).Data).toEqual({
      Process: 0,
      FileId: 0,
      UpdateTime: '',
    });
  });

  it('records shares (actionType 4) apart from footprints', async () => {
    const shared = await record({ actionType: '4', objectId: String(books[2]!.id) }, reader);
    expect(shared.Success).toBe(true);
    await record({ actionType: '4', objectId: String(books[2]!.id) }, reader);
    expect(await e.count('user_histories', 'action_type = 4')).toBe(1);
    expect((await footprints(reader)).Data.RecordCount).toBe(2);
  });

  it('refuses bad records with their messages and stores nothing', async () => {
    const before = await e.count('user_histories');
    const id = String(books[3]!.id);
    expect(await record({ actionType: '9', objectId: id }, reader)).toEqual(
      refused(400, '暂不支持该类型的记录'),
    );
    expect(await record({ actionType: '2', objectId: id }, reader)).toEqual(
      refused(400, '暂不支持该类型的记录'),
    );
    expect(await record({ actionType: '1', objectId: id, process: '1.5' }, reader)).toEqual(
      refused(400, '阅读进度须在0到1之间'),
    );
    expect(await record({ actionType: '1', objectId: id, process: '-0.1' }, reader)).toEqual(
      refused(400, '阅读进度须在0到1之间'),
    );
    expect(await record({ actionType: '1', objectId: '999999999' }, reader)).toEqual(
      refused(404, '资源不存在或已下架'),
    );
    expect(await record({ actionType: '1' }, reader)).toEqual(refused(400, '参数错误：objectId'));
    expect(await record({ objectId: id }, reader)).toEqual(refused(400, '参数错误：actionType'));
    expect(await record({ actionType: '1', objectId: id, fileId: '-3' }, reader)).toEqual(
      refused(400, '参数错误：fileId'),
    );
    expect(await record({ actionType: '1', objectId: id })).toEqual(
      refused(34, LoginMessages.Expired),
    );
    expect(await e.count('user_histories')).toBe(before);
    expect(await progress(books[0]!.id)).toEqual(refused(34, LoginMessages.Expired));
    expect(await footprints('')).toEqual(refused(34, LoginMessages.Expired));
  });

  it('deletes the caller’s footprints only', async () => {
    await record({ actionType: '1', objectId: String(books[0]!.id) }, student);
    const mine = (await footprints(reader)).Data.ItemList[1]!;
    const theirs = (await footprints(student)).Data.ItemList[0]!;
    const answer = await e.call<{ Deleted: number }>(
      'POST',
      '/v1/api/history/delete',
      { actionType: '1', ids: `${mine.Id},${theirs.Id}` },
      reader,
    );
    expect(answer.Data.Deleted).toBe(1);
    expect((await footprints(reader)).Data.RecordCount).toBe(1);
    expect((await footprints(student)).Data.RecordCount).toBe(1);
  });

  describe('bookshelf', () => {
    it('adds an item once and says so; a second add is safe and says it is there', async () => {
      const id = String(books[4]!.id);
      expect((await onShelf(id, student)).Data).toBeNull();
      const added = await shelve(id, student);
      expect(added.Success).toBe(true);
      expect(added.Description).toBe(BookshelfMessages.Added);
      expect(added.Data).toMatchObject({ ObjectId: books[4]!.id, ObjectType: 104 });
      const again = await shelve(id, student);
      expect(again.Description).toBe(BookshelfMessages.AlreadyAdded);
      expect(again.Data.Id).toBe(added.Data.Id);
      expect((await onShelf(id, student)).Data).toEqual(added.Data);
      expect((await onShelf(id, reader)).Data).toBeNull();
      expect(await e.count('bookshelf_items', `content_id = ${id}`)).toBe(1);
    });

    it('refuses unknown items, bad ids and anonymous callers, storing nothing', async () => {
      const before = await e.count('bookshelf_items');
      expect(await shelve('999999999', student)).toEqual(refused(404, '资源不存在或已下架'));
      expect(await shelve('', student)).toEqual(refused(400, '参数错误：ObjectId'));
      expect(await shelve('1;DROP TABLE users', student)).toEqual(
        refused(400, '参数错误：ObjectId'),
      );
      expect(await shelve(String(books[5]!.id))).toEqual(refused(34, LoginMessages.Expired));
      expect(await onShelf(String(books[5]!.id))).toEqual(refused(34, LoginMessages.Expired));
      expect(await onShelf('abc', student)).toEqual(refused(400, '参数错误：objectId'));
      expect(await e.count('bookshelf_items')).toBe(before);
    });
  });
});
