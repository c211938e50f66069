import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMENT_BURST_LIMIT,
  EngagementMessages,
  type CommentItem,
  type CommentListData,
} from '@moyue/contracts/api/engagement';
import { CommentMessages, LoginMessages } from '@moyue/contracts/messages';
import { TEST_DATABASES } from '../../testing/test-app.ts';
import { refused, startEngagementApp, type EngagementTestApp } from './engagement.test-kit.ts';

describe.each(TEST_DATABASES)('comments (%s)', (kind) => {
  let e: EngagementTestApp;
  let reader: string;
  let student: string;
  let book: { id: number; objectType: number };
  let other: { id: number; objectType: number };
  beforeAll(async () => {
    e = await startEngagementApp(kind);
    reader = await e.signIn('13800000001');
    student = await e.signIn('13800000002');
    const books = await e.books();
    book = books[0]!;
    other = books[1]!;
  }, 300_000);
  afterAll(() => e.close());

  const create = (params: Record<string, string>, token?: string) =>
    e.call<CommentItem>(
      'POST',
      '/v1/api/comment/create',
      { objectId: String(book.id), objectType: String(book.objectType), score: '5', ...params },
      token,
    );
  const list = (params: Record<string, string> = {}) =>
    e.call<CommentListData>('GET', '/v1/api/comment/detail-list', {
      objectId: String(book.id),
      cp: '1',
      ps: '20',
      ...params,
    });

  it('lists no comments of a new item (AvgScore 0)', async () => {
    expect((await list()).Data).toEqual({ AvgScore: 0, ItemList: [], RecordCount: 0 });
  });

  it('stores a signed-in reader’s comment and answers 评论成功', async () => {
    const answer = await create({ contents: '  气象万千，值得细读。\n', score: '4' }, reader);
    expect(answer.Success).toBe(true);
    expect(answer.Description).toBe(CommentMessages.Success);
    expect(answer.Data).toMatchObject({
      Score: 4,
      Contents: '气象万千，值得细读。',
      UserInfo: { UserFace: '', RealName: '李书言' },
    });
    expect(answer.Data.CreateTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('keeps markup as plain text, never as HTML, and drops control characters', async () => {
    const markup = '<script>alert(1)</script><b>粗体</b> &amp; <img src=x onerror=alert(2)>';
    const answer = await create({ contents: `${markup}\u0000`, score: '2' }, student);
    expect(answer.Success).toBe(true);
    expect(answer.Data.Contents).toBe(markup);
    const listed = await list();
    expect(listed.Data.ItemList[0]?.Contents).toBe(markup);
  });

  it('lists newest first with the mean score and the count', async () => {
    const answer = await list();
    expect(answer.Data.RecordCount).toBe(2);
    expect(answer.Data.AvgScore).toBe(3);
    expect(answer.Data.ItemList.map((item) => item.Score)).toEqual([2, 4]);
    expect(answer.Data.ItemList[1]?.UserInfo.RealName).toBe('李书言');
    const paged = await list({ ps: '1', cp: '2' });
    expect(paged.Data.ItemList.map((item) => item.Score)).toEqual([4]);
    expect(paged.Data.RecordCount).toBe(2);
  });

  it('makes one comment of a retried submission', async () => {
    const first = await create({ contents: '再读一遍', score: '5' }, reader);
    const again = await create({ contents: '再读一遍', score: '5' }, reader);
    expect(again.Data.Id).toBe(first.Data.Id);
    expect(await e.count('comments', `contents = '再读一遍'`)).toBe(1);
  });

  it('refuses bad comments with their messages and stores nothing', async () => {
    const before = await e.count('comments');
    expect(await create({ contents: '' }, reader)).toEqual(refused(400, CommentMessages.Empty));
    expect(await create({ contents: ' \n\t ' }, reader)).toEqual(
      refused(400, CommentMessages.Empty),
    );
    expect(await create({ contents: '好'.repeat(201) }, reader)).toEqual(
      refused(400, CommentMessages.TooLong),
    );
    // 200 characters outside the BMP count as 200, not 400.
    expect((await create({ contents: '𠀀'.repeat(200), score: '3' }, reader)).Success).toBe(true);
    expect(await create({ contents: '好书', score: '0' }, reader)).toEqual(
      refused(400, CommentMessages.ScoreRange),
    );
    expect(await create({ contents: '好书', score: '6' }, reader)).toEqual(
      refused(400, CommentMessages.ScoreRange),
    );
    expect(await create({ contents: '好书', score: '4.5' }, reader)).toEqual(
      refused(400, CommentMessages.ScoreRange),
    );
    expect(await create({ contents: '好书', objectId: '999999999' }, reader)).toEqual(
      refused(404, '资源不存在或已下架'),
    );
    expect(await create({ contents: '好书', objectId: 'abc' }, reader)).toEqual(
      refused(400, '参数错误：objectId'),
    );
    expect(await e.count('comments')).toBe(before + 1);
  });

  it('asks for login (code 34) before anything else, and stores nothing', async () => {
    const before = await e.count('comments');
    expect(await create({ contents: '匿名的话' })).toEqual(refused(34, LoginMessages.Expired));
    expect(await create({ contents: '', objectId: 'abc' })).toEqual(
      refused(34, LoginMessages.Expired),
    );
    expect(await create({ contents: '过期的钥匙' }, 'not-a-token')).toEqual(
      refused(34, LoginMessages.Expired),
    );
    expect(await e.count('comments')).toBe(before);
  });

  it('refuses more than 10 comments in 10 minutes, but still answers a retry', async () => {
    const member = await e.signIn('13800000004');
    for (let i = 1; i <= COMMENT_BURST_LIMIT; i++)
      expect(
        (await create({ contents: `第${i}条`, objectId: String(other.id) }, member)).Success,
      ).toBe(true);
    const before = await e.count('comments');
    expect(await create({ contents: '再多一条', objectId: String(other.id) }, member)).toEqual(
      refused(429, EngagementMessages.CommentTooFrequent),
    );
    const retried = await create(
      { contents: `第${COMMENT_BURST_LIMIT}条`, objectId: String(other.id) },
      member,
    );
    expect(retried.Success).toBe(true);
    expect(await e.count('comments')).toBe(before);
    await e.t.database.query(`DELETE FROM comments WHERE content_id = $1`, [other.id]);
  });

  it('keeps each item’s comments to itself and refuses an unknown item', async () => {
    const answer = await list({ objectId: String(other.id) });
    expect(answer.Data.RecordCount).toBe(0);
    expect(await list({ objectId: '999999999' })).toEqual(refused(404, '资源不存在或已下架'));
    expect(await list({ objectId: '-1' })).toEqual(refused(400, '参数错误：objectId'));
  });

  it('refuses a page size or page number of 0 or out of range, and stores nothing', async () => {
    const before = await e.count('comments');
    expect(await list({ ps: '0' })).toEqual(refused(400, '参数错误：ps'));
    expect(await list({ ps: '51' })).toEqual(refused(400, '参数错误：ps'));
    expect(await list({ ps: '-1' })).toEqual(refused(400, '参数错误：ps'));
    expect(await list({ ps: 'abc' })).toEqual(refused(400, '参数错误：ps'));
    expect(await list({ cp: '0' })).toEqual(refused(400, '参数错误：cp'));
    expect(await list({ cp: '10001' })).toEqual(refused(400, '参数错误：cp'));
    expect(await list({ cp: '1.5' })).toEqual(refused(400, '参数错误：cp'));
    expect(await list({ cp: '0', ps: '0' })).toEqual(refused(400, '参数错误：cp、ps'));
    // The largest page size and page number are taken; a page past the last one is empty.
    const last = await list({ ps: '50', cp: '10000' });
    expect(last.Success).toBe(true);
    expect(last.Data.ItemList).toEqual([]);
    expect(last.Data.RecordCount).toBe((await list()).Data.RecordCount);
    expect(await e.count('comments')).toBe(before);
  });
});
