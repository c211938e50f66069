import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDemoPeople } from '../../seed/demo-people.ts';
import { apiCaller, refusal, type ApiCaller } from '../../testing/api-helpers.ts';
import { TEST_DATABASES, createTestApp, type TestApp } from '../../testing/test-app.ts';

interface Item {
  Id: number;
  MessageType: number;
  Title: string;
  Contents: string;
  CreateTime: string;
  IsRead: boolean;
}

describe.each(TEST_DATABASES)('messages API (%s)', (kind) => {
  let t: TestApp;
  let api: ApiCaller;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await writeDemoPeople(t.database.db);
    api = await apiCaller(t);
  });
  afterAll(() => t.close());

  const statistic = (token?: string) =>
    api.callJson('GET', '/v1/api/message/statistic', {}, { cookie: token });
  const list = (params: Record<string, string>, token?: string) =>
    api.callJson<{ ItemList: Item[]; RecordCount: number }>('GET', '/v1/api/message/list', params, {
      cookie: token,
    });
  const read = (params: Record<string, string>, token?: string) =>
    api.callJson('POST', '/v1/api/message/read', params, { cookie: token });
  async function fresh(): Promise<{ token: string; id: number }> {
    await t.database.query('DELETE FROM messages');
    return api.signIn('13800000003');
  }

  it("counts only the reader's own unread messages (spec §7 Data.Total)", async () => {
    await t.database.query('DELETE FROM messages');
    const reader = await api.signIn('13800000001');
    const other = await api.signIn('13800000002');
    expect(await statistic(reader.token)).toEqual({
      Success: true,
      Data: { Total: 0 },
      Code: 0,
      Description: '',
    });
    await t.database.query(
      `INSERT INTO messages (user_id, title, read_at)
       SELECT $1, '第' || n || '条', CASE WHEN n <= 3 THEN now() END FROM generate_series(1, 120) n`,
      [reader.id],
    );
    await t.database.query(`INSERT INTO messages (user_id, title) VALUES ($1, '别人的')`, [
      other.id,
    ]);
    // A notice to everyone has no read state: it never counts.
    await t.database.query(
      `INSERT INTO messages (user_id, message_type, title) VALUES (NULL, 5, '公告')`,
    );
    expect((await statistic(reader.token)).Data).toEqual({ Total: 117 });
    expect((await statistic(other.token)).Data).toEqual({ Total: 1 });
  });

  it('answers 0 without a session and after logout', async () => {
    expect(await statistic()).toEqual({
      Success: true,
      Data: { Total: 0 },
      Code: 0,
      Description: '',
    });
    const reader = await api.signIn('13800000001');
    await api.call('POST', '/v1/api/device/logout', {}, { cookie: reader.token });
    expect((await statistic(reader.token)).Data).toEqual({ Total: 0 });
  });

  it("lists the reader's messages and the notices, newest first, 10 a page (spec §7)", async () => {
    const reader = await fresh();
    const other = await api.signIn('13800000002');
    await t.database.query(
      `INSERT INTO messages (user_id, message_type, title, contents, created_at)
       SELECT $1, 1, '消息' || n, '内容' || n, timestamptz '2026-01-01 00:00:00+00' + n * interval '1 minute'
         FROM generate_series(1, 12) n`,
      [reader.id],
    );
    await t.database.query(
      `INSERT INTO messages (user_id, message_type, title) VALUES ($1, 1, '别人的'), (NULL, 5, '头部公告')`,
      [other.id],
    );
    const first = (await list({ cp: '1', ps: '10' }, reader.token)).Data;
    expect(first.RecordCount).toBe(13);
    expect(first.ItemList.map((item) => item.Title).slice(0, 3)).toEqual([
      '头部公告',
      '消息12',
      '消息11',
    ]);
    expect(first.ItemList[1]).toMatchObject({
      MessageType: 1,
      Contents: '内容12',
      CreateTime: '2026-01-01 08:12:00',
      IsRead: false,
    });
    expect((await list({ cp: '2', ps: '10' }, reader.token)).Data.ItemList).toHaveLength(3);
    expect(first.ItemList.some((item) => item.Title === '别人的')).toBe(false);
  });

  it('lists the head notice (type 5) without a session, and nothing else', async () => {
    const reader = await fresh();
    await t.database.query(
      `INSERT INTO messages (user_id, message_type, title) VALUES ($1, 5, '私信'), (NULL, 5, '公告')`,
      [reader.id],
    );
    const notices = await list({ cp: '1', ps: '10', messageType: '5', isClient: 'true' });
    expect(notices).toMatchObject({ Success: true, Data: { RecordCount: 1 } });
    expect(notices.Data.ItemList[0]).toMatchObject({ Title: '公告', IsRead: true });
    expect(await list({ cp: '1', ps: '10' })).toEqual(refusal(34, '登录已过期，请重新登录'));
  });

  it("marks the reader's own messages read; another reader's id refuses the call and changes nothing", async () => {
    const reader = await fresh();
    const other = await api.signIn('13800000002');
    const [mine, theirs] = await t.database.query<{ id: string }>(
      `INSERT INTO messages (user_id, title) VALUES ($1, '我的'), ($2, '别人的') RETURNING id`,
      [reader.id, other.id],
    );
    expect(await read({ ids: `${mine!.id},${theirs!.id}` }, reader.token)).toEqual(
      refusal(400, '消息不存在'),
    );
    expect((await statistic(reader.token)).Data).toEqual({ Total: 1 });
    expect((await statistic(other.token)).Data).toEqual({ Total: 1 });
    expect(await read({}, reader.token)).toEqual(refusal(400, '请选择消息'));
    expect(await read({ ids: 'x' }, reader.token)).toEqual(refusal(400, '消息不存在'));
    expect((await read({ ids: mine!.id }, reader.token)).Success).toBe(true);
    expect((await statistic(reader.token)).Data).toEqual({ Total: 0 });
    await t.database.query(`INSERT INTO messages (user_id, title) VALUES ($1, 'a'), ($1, 'b')`, [
      reader.id,
    ]);
    expect((await read({ isAll: 'true' }, reader.token)).Success).toBe(true);
    expect((await statistic(reader.token)).Data).toEqual({ Total: 0 });
    expect((await statistic(other.token)).Data).toEqual({ Total: 1 });
    expect(await read({ isAll: 'true' })).toEqual(refusal(34, '登录已过期，请重新登录'));
  });
});
