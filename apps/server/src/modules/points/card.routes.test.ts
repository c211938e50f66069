import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PointsPaths, type TicketListData } from '@moyue/contracts/api/points';
import { TEST_DATABASES } from '../../testing/test-app.ts';
import { pointsKit, type PointsKit } from './points.test-kit.ts';

describe.each(TEST_DATABASES)('rare book card API (%s)', (kind) => {
  let k: PointsKit;
  let books: number[];

  beforeAll(async () => {
    k = await pointsKit(kind, '2026-11-26T04:00:00Z');
    // The sample catalogue holds few of the demo lists' books: a themed list of four books of
    // its own, outside 四书入门, and an activity over it.
    const rows = await k.t.database.query<{ id: number }>(
      `SELECT id::int AS id FROM contents WHERE object_type = 104 AND id NOT IN (
         SELECT x.content_id FROM reading_list_contents x JOIN reading_lists rl ON rl.id = x.reading_list_id
          WHERE rl.external_id = 'list-confucian-classics') ORDER BY id LIMIT 4`,
    );
    books = rows.map((row) => Number(row.id));
    await k.t.database.query(
      `INSERT INTO reading_lists (external_id, title) VALUES ('list-test-theme', '测试书单')`,
    );
    await k.t.database.query(
      `INSERT INTO reading_list_contents (reading_list_id, content_id, sort_order)
       SELECT rl.id, c, o FROM reading_lists rl, unnest($1::bigint[]) WITH ORDINALITY AS u(c, o)
        WHERE rl.external_id = 'list-test-theme'`,
      [`{${books.join(',')}}`],
    );
    await k.t.database.query(
      `INSERT INTO reading_activities (external_id, title, card_title, reading_list_id, sort_order)
       SELECT 'activity-test', '测试活动', '测试 · 稀有数字书卡', id, 5 FROM reading_lists
        WHERE external_id = 'list-test-theme'`,
    );
  });
  afterAll(() => k.close());

  const read = (token: string, objectId: number, process: string) =>
    k.call(
      'POST',
      '/v1/api/history/create',
      { actionType: '1', objectId: String(objectId), process },
      token,
    );
  const notice = (token: string, activityId = 'activity-test') =>
    k.call<{ CardTitle: string; ListTitle: string; BookCount: number } | null>(
      'GET',
      PointsPaths.TicketNotice,
      { activityId },
      token,
    );
  const messages = async (userId: number) =>
    k.t.database.query<{ title: string; contents: string }>(
      'SELECT title, contents FROM messages WHERE user_id = $1',
      [userId],
    );

  it('seeds the demo activity over 四书入门', async () => {
    expect(books).toHaveLength(4);
    const [demo] = await k.t.database.query<{ title: string }>(
      `SELECT rl.title FROM reading_activities a JOIN reading_lists rl ON rl.id = a.reading_list_id
        WHERE a.external_id = 'activity-demo-sishu'`,
    );
    expect(demo?.title).toBe('四书入门');
  });

  it('earns the card once the whole list is read, announces it once and writes one message', async () => {
    const reader = await k.reader();
    for (const id of books.slice(0, 3))
      expect((await read(reader.token, id, '1')).Success).toBe(true);
    // the last book opened but not finished: no card
    await read(reader.token, books[3]!, '0.5');
    expect((await notice(reader.token)).Data).toBeNull();
    expect(await messages(reader.id)).toEqual([]);

    await read(reader.token, books[3]!, '0.96');
    const first = await notice(reader.token);
    expect(first).toMatchObject({
      Success: true,
      Data: { CardTitle: '测试 · 稀有数字书卡', ListTitle: '测试书单', BookCount: 4 },
    });
    // asked again (another login, a parallel tab): the modal is not shown twice
    const again = await Promise.all([notice(reader.token), notice(reader.token, '0')]);
    expect(again.map((answer) => answer.Data)).toEqual([null, null]);
    expect(await messages(reader.id)).toEqual([
      {
        title: '恭喜获得稀有数字书卡',
        contents:
          '恭喜您读完主题书单《测试书单》，获得稀有数字书卡「测试 · 稀有数字书卡」，可在个人中心的卡包中查看。',
      },
    ]);
    const wallet = await k.call<TicketListData>('GET', PointsPaths.TicketList, {}, reader.token);
    expect(wallet.Data.ItemList).toHaveLength(1);
    const activity = wallet.Data.Activities.find((a) => a.ExternalId === 'activity-test');
    expect(activity).toMatchObject({ Earned: true, ListTitle: '测试书单' });
    expect(activity!.Books.every((book) => book.Finished)).toBe(true);
  });

  it('gives one card and one message to parallel asks of a reader who just finished', async () => {
    const reader = await k.reader();
    for (const id of books) await read(reader.token, id, '1');
    const answers = await Promise.all(Array.from({ length: 8 }, () => notice(reader.token)));
    expect(answers.filter((answer) => answer.Data !== null)).toHaveLength(1);
    expect(await messages(reader.id)).toHaveLength(1);
    const [cards] = await k.t.database.query<{ n: string }>(
      'SELECT count(*) AS n FROM user_cards WHERE user_id = $1',
      [reader.id],
    );
    expect(Number(cards?.n)).toBe(1);
  });

  it("shows the reader's way through the list before the card", async () => {
    const reader = await k.reader();
    await read(reader.token, books[0]!, '1');
    const wallet = await k.call<TicketListData>('GET', PointsPaths.TicketList, {}, reader.token);
    expect(wallet.Data.ItemList).toEqual([]);
    const activity = wallet.Data.Activities.find((a) => a.ExternalId === 'activity-test');
    expect(activity!.Earned).toBe(false);
    expect(activity!.Books.map((book) => book.Finished)).toEqual([true, false, false, false]);
  });
});
