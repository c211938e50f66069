import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActivityMessages,
  ActivityPaths,
  type ActivityDetail,
  type ActivityListData,
  type AreaActivityData,
  type JoinData,
  type LeaderboardData,
} from '@moyue/contracts/api/activities';
import { PointsPaths } from '@moyue/contracts/api/points';
import { TEST_DATABASES } from '../../testing/test-app.ts';
import { pointsKit, type PointsKit } from '../points/points.test-kit.ts';

// Reading activities on the real database: joining, refusals, the
// leaderboard from real progress (history/create) and the rare card.

describe.each(TEST_DATABASES)('reading activities API (%s)', (kind) => {
  let k: PointsKit;
  let books: number[];
  let organizationId: number;

  const addActivity = async (
    externalId: string,
    startsInDays: number,
    endsInDays: number,
    organization: number | null = null,
  ) => {
    await k.t.database.query(
      `INSERT INTO reading_activities (external_id, title, card_title, reading_list_id, theme,
         rules, starts_at, ends_at, organization_id, sort_order)
       SELECT $1, $1 || ' 活动', $1 || ' 书卡', id, '测试主题', '规则一' || chr(10) || '规则二',
              now() + ($2 || ' days')::interval, now() + ($3 || ' days')::interval, $4, 50
         FROM reading_lists WHERE external_id = 'list-activity-test'`,
      [externalId, String(startsInDays), String(endsInDays), organization],
    );
  };

  beforeAll(async () => {
    k = await pointsKit(kind, new Date().toISOString());
    const rows = await k.t.database.query<{ id: number }>(
      `SELECT id::int AS id FROM contents WHERE object_type = 104 ORDER BY id DESC LIMIT 3`,
    );
    books = rows.map((row) => Number(row.id));
    await k.t.database.query(
      `INSERT INTO reading_lists (external_id, title, description) VALUES ('list-activity-test', '活动书单', '编辑的话')`,
    );
    await k.t.database.query(
      `INSERT INTO reading_list_contents (reading_list_id, content_id, sort_order)
       SELECT rl.id, c, o FROM reading_lists rl, unnest($1::bigint[]) WITH ORDINALITY AS u(c, o)
        WHERE rl.external_id = 'list-activity-test'`,
      [`{${books.join(',')}}`],
    );
    const [org] = await k.t.database.query<{ id: number }>(
      `INSERT INTO organizations (external_id, title, type) VALUES ('org-activity-test', '活动测试馆', 1)
       RETURNING id::int AS id`,
    );
    organizationId = Number(org!.id);
    await addActivity('act-current', -1, 30);
    await addActivity('act-ended', -60, -2);
    await addActivity('act-upcoming', 5, 40);
    await addActivity('act-org', -1, 30, organizationId);
  });
  afterAll(() => k.close());

  const read = (token: string, objectId: number, process: string) =>
    k.call(
      'POST',
      '/v1/api/history/create',
      { actionType: '1', objectId: String(objectId), process },
      token,
    );
  const join = (token: string | undefined, id: string) =>
    k.call<JoinData>('POST', ActivityPaths.Join, { id }, token);
  const participants = async (externalId: string) =>
    (
      await k.t.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM activity_participants p
           JOIN reading_activities a ON a.id = p.activity_id WHERE a.external_id = $1`,
        [externalId],
      )
    )[0]!.n;

  it('lists the activities under way first, then those to come, then the ended', async () => {
    const list = await k.call<ActivityListData>('GET', ActivityPaths.List);
    expect(list.Success).toBe(true);
    const ours = list.Data.ItemList.filter((a) => a.ExternalId.startsWith('act-'));
    expect(ours.map((a) => a.State)).toEqual([1, 1, 2, 3]);
    expect(ours.slice(2).map((a) => a.ExternalId)).toEqual(['act-upcoming', 'act-ended']);
    const current = ours.find((a) => a.ExternalId === 'act-current');
    expect(current).toMatchObject({ BookCount: 3, ListTitle: '活动书单', Joined: false });
    expect(ours.find((a) => a.ExternalId === 'act-org')!.OrganizationTitle).toBe('活动测试馆');
  });

  it('asks an anonymous reader to sign in before joining (code 34)', async () => {
    const response = await join(undefined, 'act-current');
    expect(response).toMatchObject({ status: 401, Success: false, Code: 34 });
    expect(await participants('act-current')).toBe(0);
  });

  it('refuses an unknown, malformed, huge or NUL-carrying activity id', async () => {
    const reader = await k.reader();
    expect(await join(reader.token, 'no-such-activity')).toMatchObject({
      status: 404,
      Success: false,
      Description: ActivityMessages.Unknown,
    });
    for (const id of ['a b', 'x'.repeat(65), '<script>', "1' OR '1'='1", ''])
      expect((await join(reader.token, id)).Code, id).toBe(400);
    const nul = await k.call('GET', ActivityPaths.Detail, { id: 'act\u0000current' });
    expect(nul).toMatchObject({ status: 400, Success: false, Code: 400 });
    // a 40-digit id is no row id: looked up as an ExternalId, not as a number the SQL would refuse
    expect(await k.call('GET', ActivityPaths.Leaderboard, { id: '9'.repeat(40) })).toMatchObject({
      status: 404,
      Description: ActivityMessages.Unknown,
    });
  });

  it('joins once however often and however parallel the reader asks', async () => {
    const reader = await k.reader();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => join(reader.token, 'act-current')),
    );
    for (const answer of answers)
      expect(answer).toMatchObject({ Success: true, Data: { Joined: true } });
    expect(answers[0]!.Description).toBe(ActivityMessages.Joined);
    expect(await participants('act-current')).toBe(1);
    const detail = await k.call<ActivityDetail>(
      'GET',
      ActivityPaths.Detail,
      { id: 'act-current' },
      reader.token,
    );
    expect(detail.Data).toMatchObject({ Joined: true, ParticipantCount: 1 });
    expect(detail.Data.Rules).toEqual(['规则一', '规则二']);
  });

  it('refuses joining an ended activity with a clear message; one to come can be joined', async () => {
    const reader = await k.reader();
    expect(await join(reader.token, 'act-ended')).toMatchObject({
      Success: false,
      Code: 21,
      Description: '活动已结束，不能再参加',
    });
    expect(await participants('act-ended')).toBe(0);
    expect((await join(reader.token, 'act-upcoming')).Success).toBe(true);
  });

  it('ranks participants by their real progress on the list; readers who did not join are absent', async () => {
    const [first, second, third, outsider] = [
      await k.reader(),
      await k.reader(),
      await k.reader(),
      await k.reader(),
    ];
    for (const reader of [third, second, first])
      expect((await join(reader.token, 'act-org')).Success).toBe(true);
    await read(first.token, books[0]!, '1');
    await read(first.token, books[1]!, '0.96');
    await read(second.token, books[0]!, '1');
    await read(second.token, books[2]!, '0.5');
    await read(third.token, books[1]!, '0.3');
    await read(outsider.token, books[0]!, '1');
    await read(outsider.token, books[1]!, '1');
    await read(outsider.token, books[2]!, '1');

    const board = await k.call<LeaderboardData>(
      'GET',
      ActivityPaths.Leaderboard,
      { id: 'act-org' },
      third.token,
    );
    expect(board.Success).toBe(true);
    expect(board.Data.RecordCount).toBe(3);
    expect(board.Data.ItemList.map((e) => [e.Rank, e.FinishedCount, e.Process, e.IsMe])).toEqual([
      [1, 2, 0.65, false],
      [2, 1, 0.5, false],
      [3, 0, 0.1, true],
    ]);
    expect(board.Data.Mine).toMatchObject({ Rank: 3, IsMe: true });
    expect(board.Data.ItemList[0]!.LastReadTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // the third reads on and overtakes both
    for (const id of books) await read(third.token, id, '1');
    const after = await k.call<LeaderboardData>('GET', ActivityPaths.Leaderboard, {
      id: 'act-org',
    });
    expect(after.Data.ItemList.map((e) => e.FinishedCount)).toEqual([3, 2, 1]);
    expect(after.Data.Mine).toBeNull();
  });

  it('a participant who reads the whole list finishes it and earns the rare card, once', async () => {
    const reader = await k.reader();
    await join(reader.token, 'act-current');
    await read(reader.token, books[0]!, '1');
    const partway = await k.call<ActivityDetail>(
      'GET',
      ActivityPaths.Detail,
      { id: 'act-current' },
      reader.token,
    );
    expect(partway.Data.Finished).toBe(false);
    expect(partway.Data.Books.map((b) => b.Process)).toEqual([1, 0, 0]);
    for (const id of books.slice(1)) await read(reader.token, id, '0.97');

    const done = await k.call<ActivityDetail>(
      'GET',
      ActivityPaths.Detail,
      { id: 'act-current' },
      reader.token,
    );
    expect(done.Data).toMatchObject({ Finished: true, Joined: true });
    const rows = await k.t.database.query<{ finished: boolean; cards: number }>(
      `SELECT (p.finished_at IS NOT NULL) AS finished,
              (SELECT count(*)::int FROM user_cards c WHERE c.user_id = p.user_id AND c.activity_id = a.id) AS cards
         FROM activity_participants p JOIN reading_activities a ON a.id = p.activity_id
        WHERE a.external_id = 'act-current' AND p.user_id = $1`,
      [reader.id],
    );
    expect(rows).toEqual([{ finished: true, cards: 1 }]);
    const notice = await k.call<{ CardTitle: string } | null>(
      'GET',
      PointsPaths.TicketNotice,
      { activityId: 'act-current' },
      reader.token,
    );
    expect(notice.Data).toMatchObject({ CardTitle: 'act-current 书卡' });
    await k.call('GET', ActivityPaths.Detail, { id: 'act-current' }, reader.token);
    const [again] = await k.t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM user_cards WHERE user_id = $1',
      [reader.id],
    );
    expect(again!.n).toBe(1);
  });

  it("shows the activities of the reader's institution and region on /areaActivity", async () => {
    const anonymous = await k.call<AreaActivityData>('GET', ActivityPaths.Area);
    expect(anonymous.Data).toEqual({ OrganizationTitle: '', Region: '', ItemList: [] });

    const member = await k.reader();
    await k.t.database.query(
      `INSERT INTO user_organizations (user_id, organization_id, state, expire_time)
       VALUES ($1, $2, 4, now() + interval '300 days')`,
      [member.id, organizationId],
    );
    const area = await k.call<AreaActivityData>('GET', ActivityPaths.Area, {}, member.token);
    expect(area.Data.OrganizationTitle).toBe('活动测试馆');
    expect(area.Data.ItemList.map((a) => a.ExternalId)).toEqual(['act-org']);

    await k.t.database.query(
      `UPDATE reading_activities SET region = '110000' WHERE external_id = 'act-upcoming'`,
    );
    await k.t.database.query(`UPDATE users SET region = '110000,110100,110101' WHERE id = $1`, [
      member.id,
    ]);
    const withRegion = await k.call<AreaActivityData>('GET', ActivityPaths.Area, {}, member.token);
    expect(withRegion.Data.ItemList.map((a) => a.ExternalId)).toEqual(['act-org', 'act-upcoming']);
  });
});
