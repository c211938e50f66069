import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CenterMessages,
  CenterPaths,
  RecommendState,
  type MyCommentListData,
  type MyRecommendListData,
} from '@moyue/contracts/api/center';
import { LoginMessages } from '@moyue/contracts/messages';
import { TEST_DATABASES } from '../../testing/test-app.ts';
import { refused, startEngagementApp, type EngagementTestApp } from './engagement.test-kit.ts';

// The centre's 我的评论 (list, delete) and 我的荐购 (states and the library's answer).
describe.each(TEST_DATABASES)('my comments and recommendations (%s)', (kind) => {
  let e: EngagementTestApp;
  let reader: string;
  let student: string;
  let books: { id: number; title: string; objectType: number }[];
  beforeAll(async () => {
    e = await startEngagementApp(kind);
    reader = await e.signIn('13800000001');
    student = await e.signIn('13800000002');
    books = await e.books();
  }, 300_000);
  afterAll(() => e.close());

  const comment = (token: string, book: { id: number }, contents: string, score = '5') =>
    e.call<{ Id: number }>(
      'POST',
      '/v1/api/comment/create',
      { objectId: String(book.id), contents, score },
      token,
    );
  const mine = (token?: string, params: Record<string, string> = {}) =>
    e.call<MyCommentListData>('GET', CenterPaths.MyComments, params, token);
  const remove = (id: string, token?: string) =>
    e.call('POST', CenterPaths.CommentDelete, { id }, token);

  it('lists only the reader’s own comments, newest first, each with its book', async () => {
    expect((await mine(reader)).Data).toEqual({ ItemList: [], RecordCount: 0 });
    await comment(reader, books[0]!, '第一条', '4');
    await comment(reader, books[1]!, '第二条', '3');
    await comment(student, books[0]!, '同学的评论');
    const answer = await mine(reader);
    expect(answer.Data.RecordCount).toBe(2);
    expect(answer.Data.ItemList.map((item) => [item.Contents, item.Score])).toEqual([
      ['第二条', 3],
      ['第一条', 4],
    ]);
    expect(answer.Data.ItemList[0]?.Content).toMatchObject({
      Id: books[1]!.id,
      Title: books[1]!.title,
    });
    expect(answer.Data.ItemList[0]?.CreateTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const second = await mine(reader, { ps: '1', cp: '2' });
    expect(second.Data.ItemList.map((item) => item.Contents)).toEqual(['第一条']);
    expect(second.Data.RecordCount).toBe(2);
  });

  it('deletes an own comment; a retried delete succeeds again and removes nothing more', async () => {
    const [first] = (await mine(reader)).Data.ItemList;
    const before = await e.count('comments');
    const answer = await remove(String(first!.Id), reader);
    expect(answer).toMatchObject({
      Success: true,
      Data: null,
      Description: CenterMessages.CommentDeleted,
    });
    expect(await e.count('comments')).toBe(before - 1);
    expect((await remove(String(first!.Id), reader)).Success).toBe(true);
    expect(await e.count('comments')).toBe(before - 1);
    expect((await mine(reader)).Data.RecordCount).toBe(1);
  });

  it('refuses to delete someone else’s comment (403) and keeps it', async () => {
    const [theirs] = (await mine(student)).Data.ItemList;
    const before = await e.count('comments');
    expect(await remove(String(theirs!.Id), reader)).toEqual(
      refused(403, CenterMessages.CommentNotYours),
    );
    expect(await e.count('comments')).toBe(before);
  });

  it('asks for login (code 34) and refuses bad ids and page sizes', async () => {
    const before = await e.count('comments');
    expect(await mine()).toEqual(refused(34, LoginMessages.Expired));
    expect(await remove('1')).toEqual(refused(34, LoginMessages.Expired));
    expect(await remove('1', 'not-a-token')).toEqual(refused(34, LoginMessages.Expired));
    for (const bad of ['0', '-1', 'abc', '1.5', '99999999999999999999', '2147483648', ''])
      expect(await remove(bad, reader)).toEqual(refused(400, '参数错误：id'));
    expect((await remove('1\u0000', reader)).Success).toBe(false);
    expect(await mine(reader, { ps: '51' })).toEqual(refused(400, '参数错误：ps'));
    expect(await mine(reader, { cp: '0' })).toEqual(refused(400, '参数错误：cp'));
    expect(await e.count('comments')).toBe(before);
  });

  it('lists the reader’s 荐购 with their states and the library’s answer', async () => {
    const recommends = (token?: string, params: Record<string, string> = {}) =>
      e.call<MyRecommendListData>('GET', CenterPaths.MyRecommends, params, token);
    expect(await recommends()).toEqual(refused(34, LoginMessages.Expired));
    expect((await recommends(reader)).Data).toEqual({ ItemList: [], RecordCount: 0 });
    // the student belongs to the demo college; the library answers one of two requests
    await e.t.database.query(
      `INSERT INTO recommendations (user_id, organization_id, content_id, reason, remark, updated_at)
       SELECT uo.user_id, uo.organization_id, c.id, 5, '想读', now() - (c.id || ' minutes')::interval
         FROM users u JOIN user_organizations uo ON uo.user_id = u.id
         CROSS JOIN (SELECT id FROM contents ORDER BY id LIMIT 2) c
        WHERE u.mobile_number = '13800000002'`,
    );
    await e.t.database.query(
      `UPDATE recommendations SET state = 3, reply = '馆藏已有纸本', replied_at = now()
        WHERE content_id = $1 AND user_id = (SELECT id FROM users WHERE mobile_number = '13800000002')`,
      [books[1]!.id],
    );
    const answer = await recommends(student);
    expect(answer.Data.RecordCount).toBe(2);
    const [latest, older] = answer.Data.ItemList;
    expect(latest).toMatchObject({
      State: RecommendState.Pending,
      Reply: '',
      ReplyTime: '',
      Reason: 5,
      Remark: '想读',
      Content: { Id: books[0]!.id },
    });
    expect(latest?.OrganizationTitle).not.toBe('');
    expect(older).toMatchObject({
      State: RecommendState.Refused,
      Reply: '馆藏已有纸本',
      Content: { Id: books[1]!.id },
    });
    expect(older?.ReplyTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // the reader sees none of the student's
    expect((await recommends(reader)).Data.RecordCount).toBe(0);
    expect(await recommends(student, { ps: '0' })).toEqual(refused(400, '参数错误：ps'));
    expect(await recommends(student, { cp: '99999999999' })).toEqual(refused(400, '参数错误：cp'));
  });
});
