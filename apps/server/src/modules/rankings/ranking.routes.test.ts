import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  HomeIndexData,
  KeywordRankingData,
  OrganizationRankingData,
  RankingListData,
} from '@moyue/contracts/api/rankings';
import { RankingPaths } from '@moyue/contracts/api/rankings';
import { TEST_DATABASES } from '../../testing/test-app.ts';
import {
  refused,
  startEngagementApp,
  type EngagementTestApp,
} from '../engagement/engagement.test-kit.ts';
import { EBOOK_OBJECT_TYPES } from '@moyue/contracts/object-types';
import { HomeRepository } from './home.repository.ts';
import { RankingRefreshRepository } from './ranking-refresh.repository.ts';
import { JobQueue } from '../../platform/jobs/job-queue.ts';
import { runnerFor } from '../../platform/jobs/job-runner.ts';
import { createRankingsModule, RANKINGS_REFRESH_JOB } from './rankings.module.ts';

// 榜单 (issue 15): boards computed from real footprints, shelves, orders and
// searches, taken in by the incremental refresh, never by the request.
describe.each(TEST_DATABASES)('rankings (%s)', (kind) => {
  let e: EngagementTestApp;
  let tokens: string[];
  let books: Awaited<ReturnType<EngagementTestApp['books']>>;
  let refresher: RankingRefreshRepository;
  beforeAll(async () => {
    e = await startEngagementApp(kind);
    // 01 no institution, 02 the college, 03 and 04 the library (demo-people.ts)
    tokens = [];
    for (const phone of ['13800000001', '13800000002', '13800000003', '13800000004'])
      tokens.push(await e.signIn(phone));
    books = await e.books();
    refresher = new RankingRefreshRepository(e.t.database.db);
  }, 300_000);
  afterAll(() => e.close());

  const read = async (reader: number, book: number) => {
    const answer = await e.call(
      'POST',
      '/v1/api/history/create',
      { actionType: '1', objectId: String(books[book]!.id) },
      tokens[reader],
    );
    expect(answer.Success).toBe(true);
  };
  const board = (params: Record<string, string> = {}) =>
    e.call<RankingListData>('GET', RankingPaths.List, params);
  const titlesAndReads = (answer: { Data: RankingListData }) =>
    answer.Data.ItemList.map((item) => [item.Rank, item.Title, item.Reads]);
  const exec = (query: ReturnType<typeof sql>) => e.t.database.db.execute(query);

  it('ranks nothing before the refresh takes the events in, then ranks by readers', async () => {
    await read(0, 0);
    await read(0, 0); // the same reader, item and day counts once
    await read(0, 1);
    await read(1, 0);
    await read(2, 0);
    await read(2, 2);
    await read(3, 2);
    // reader 01 read book 1 twenty days ago: the month's board, not the week's
    await exec(sql`UPDATE user_histories SET updated_at = now() - interval '20 days'
                    WHERE action_type = 1 AND object_id = ${books[1]!.id}`);
    const before = await board();
    expect(before.Success).toBe(true);
    expect(before.Data.ItemList).toEqual([]);

    expect((await refresher.refresh()).added).toBe(6);
    const week = await board({ rankType: '1', period: '1' });
    expect(titlesAndReads(week)).toEqual([
      [1, books[0]!.title, 3],
      [2, books[2]!.title, 2],
    ]);
    expect(week.Data.RecordCount).toBe(2);
    expect(week.Data.IsDemo).toBe(false);
    expect(week.Data.RefreshTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(week.Data.ItemList[0]!.CoverUrl).toMatch(/^\/files\/public\//);
    const month = await board({ rankType: '1', period: '2' });
    expect(titlesAndReads(month)).toEqual([
      [1, books[0]!.title, 3],
      [2, books[2]!.title, 2],
      [3, books[1]!.title, 1],
    ]);
  });

  it('takes in only what is new, and counts it once', async () => {
    expect((await refresher.refresh()).added).toBe(0);
    await read(3, 1);
    expect(titlesAndReads(await board()).map((row) => row[1])).not.toContain(books[1]!.title);
    expect((await refresher.refresh()).added).toBe(1);
    expect(titlesAndReads(await board())).toEqual([
      [1, books[0]!.title, 3],
      [2, books[2]!.title, 2],
      [3, books[1]!.title, 1],
    ]);
    // all time: book 1 was read twenty days ago and now (2), before book 2 (2) by id
    expect(titlesAndReads(await board({ period: '3', ps: '1', cp: '2' }))).toEqual([
      [2, books[1]!.title, 2],
    ]);
  });

  it('narrows a board to an institution’s members', async () => {
    const library = await board({ organizationId: 'org-demo-library' });
    expect(library.Data.OrganizationTitle).toBe('墨阅示范图书馆');
    expect(titlesAndReads(library)).toEqual([
      [1, books[2]!.title, 2],
      [2, books[0]!.title, 1],
      [3, books[1]!.title, 1],
    ]);
    const unknown = await board({ organizationId: 'no-such-org' });
    expect(unknown.Data.ItemList).toEqual([]);
    expect(unknown.Data.OrganizationTitle).toBe('');
  });

  it('ranks institutions by their members’ reading (readRankingOrg)', async () => {
    const answer = await e.call<OrganizationRankingData>('GET', RankingPaths.Organizations, {
      period: '1',
    });
    expect(
      answer.Data.ItemList.map((item) => [
        item.Rank,
        item.Title,
        item.Reads,
        item.Readers,
        item.Books,
      ]),
    ).toEqual([
      [1, '墨阅示范图书馆', 4, 2, 3],
      [2, '墨阅示范职业学院', 1, 1, 1],
    ]);
  });

  it('ranks shelving, ordering and searching', async () => {
    const shelved = await e.call(
      'POST',
      '/v1/api/bookshelf/create',
      { ObjectId: String(books[3]!.id) },
      tokens[1],
    );
    expect(shelved.Success).toBe(true);
    // an order granted 100 days ago: all time only
    await exec(sql`INSERT INTO orders (user_id, content_id, created_at)
                   SELECT id, ${books[4]!.id}, now() - interval '100 days' FROM users
                    WHERE mobile_number = '13800000001'`);
    for (const [reader, keyword] of [
      [0, '明月'],
      [1, '明月'],
      [1, '明月'],
      [0, '李白'],
    ] as const)
      await e.call('POST', '/Content/Search', { keyword, searchType: '1' }, tokens[reader]);
    await refresher.refresh();

    const shelves = await board({ rankType: '4' });
    expect(shelves.Data.ItemList.map((item) => [item.Title, item.Shelves])).toEqual([
      [books[3]!.title, 1],
    ]);
    const hotWeek = await board({ rankType: '5', period: '1' });
    expect(hotWeek.Data.ItemList.map((item) => item.Title)).not.toContain(books[4]!.title);
    const hotAll = await board({ rankType: '5', period: '3' });
    expect(hotAll.Data.ItemList.slice(0, 3).map((item) => [item.Title, item.Score])).toEqual([
      [books[4]!.title, 5],
      [books[0]!.title, 3],
      [books[3]!.title, 3],
    ]);
    const keywords = await e.call<KeywordRankingData>('GET', RankingPaths.Keywords, {
      period: '1',
    });
    expect(keywords.Data.ItemList.map((item) => [item.Keyword, item.Searches])).toEqual([
      ['明月', 2],
      ['李白', 1],
    ]);
  });

  it('refreshes once per interval however many job runners share the database', async () => {
    await read(1, 5);
    const module = createRankingsModule({
      db: e.t.database.db,
      organizations: {
        holdingsOrganizationFor: () => Promise.resolve(null),
        titleOf: () => Promise.resolve(''),
        rulesOf: () => Promise.resolve({ hideChildCategories: false, excludedCategoryIds: [] }),
      },
      refreshSeconds: 3600,
    });
    const queue = new JobQueue(e.t.database);
    const runs = () =>
      e.t.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM jobs WHERE kind = $1 AND state = 'done'`,
        [RANKINGS_REFRESH_JOB],
      );
    const before = (await runs())[0]!.n;
    const runners = [runnerFor(queue, [module.jobs]), runnerFor(queue, [module.jobs])];
    // both runners look at the schedule over and over within one interval
    for (let round = 0; round < 3; round += 1) await Promise.all(runners.map((r) => r.tick()));
    expect((await runs())[0]!.n - before).toBe(1);
    expect((await board({ period: '3' })).Data.ItemList.map((item) => item.Title)).toContain(
      books[5]!.title,
    );
    // the interval passes: the next run is due, and again only one runner starts it
    await e.t.database.query(`UPDATE job_schedules SET next_run_at = now() WHERE name = $1`, [
      RANKINGS_REFRESH_JOB,
    ]);
    for (let round = 0; round < 3; round += 1) await Promise.all(runners.map((r) => r.tick()));
    expect((await runs())[0]!.n - before).toBe(2);
  });

  it('refuses a board that does not exist', async () => {
    expect(await board({ rankType: '9' })).toEqual(refused(400, '参数错误：rankType'));
    expect(await board({ period: '0' })).toEqual(refused(400, '参数错误：period'));
    expect(await board({ ps: '51' })).toEqual(refused(400, '参数错误：ps'));
    expect(await board({ rankType: '99999999999' })).toEqual(refused(400, '参数错误：rankType'));
  });

  it('answers the home page’s shelves in one call, the most read from the board', async () => {
    const home = await e.call<HomeIndexData>('GET', RankingPaths.Home, {}, tokens[2]);
    expect(home.Success).toBe(true);
    // the week ranks three items, fewer than a shelf row: the shelf shows all time
    expect(home.Data.MostRead.map((card) => card.Title).slice(0, 3)).toEqual([
      books[0]!.title,
      books[1]!.title,
      books[2]!.title,
    ]);
    // one book per author: a shelf is not one work's volumes (the sample's six books have two)
    const authors = home.Data.NewBooks.map((card) => card.Author);
    expect(authors.length).toBe(2);
    expect(new Set(authors).size).toBe(authors.length);
    expect(home.Data.NewBooks.every((card) => card.CoverUrl.startsWith('/files/public/'))).toBe(
      true,
    );
    expect(home.Data.ClcCategories.length).toBeGreaterThan(10);
    expect(home.Data.ClcCategories[0]).toMatchObject({ ClcCode: 'A' });
  });

  it('reads the newest shelf from a window of the newest rows, and the whole order when it falls short', async () => {
    const all = await new HomeRepository(e.t.database.db).newest(EBOOK_OBJECT_TYPES, 1000);
    // what one-per-author means: each author once, with their first item in the shelf's order
    const firstOfEachAuthor = all.filter(
      (row, i) => all.findIndex((other) => other.author === row.author) === i,
    );
    expect(firstOfEachAuthor.length).toBeGreaterThan(1);
    for (const window of [1, 2, 3, all.length, 1000]) {
      const shelf = await new HomeRepository(e.t.database.db, window).newest(
        EBOOK_OBJECT_TYPES,
        2,
        true,
      );
      expect(shelf.map((row) => row.id)).toEqual(
        firstOfEachAuthor.slice(0, 2).map((row) => row.id),
      );
    }
  });

  it('reads an institution’s holdings shelf from a window of its newest holdings too', async () => {
    const [library] = await e.t.database.query<{ id: number }>(
      'SELECT id::int AS id FROM organizations ORDER BY id LIMIT 1',
    );
    if (!library) throw new Error('no institution');
    // every sample book held, each a day apart, two on the same day (the id breaks the tie)
    await exec(sql`INSERT INTO organization_holdings (organization_id, content_id, created_at)
      SELECT ${library.id}, c.id, now() - (row_number() OVER (ORDER BY c.id) / 2) * interval '1 day'
        FROM contents c ON CONFLICT (organization_id, content_id)
        DO UPDATE SET created_at = excluded.created_at`);
    const held = await e.t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM organization_holdings WHERE organization_id = $1',
      [library.id],
    );
    expect(held[0]!.n).toBeGreaterThan(3);
    const all = await new HomeRepository(e.t.database.db, 1_000_000).holdings(library.id, 1000);
    for (const window of [1, 2, held[0]!.n, 1000])
      for (const limit of [1, 2, 3])
        expect(
          (await new HomeRepository(e.t.database.db, window).holdings(library.id, limit)).map(
            (row) => row.id,
          ),
        ).toEqual(all.slice(0, limit).map((row) => row.id));
  });

  it('carries the head notice (the newest of messageType 5) and the activity open now', async () => {
    const empty = await e.call<HomeIndexData>('GET', RankingPaths.Home, {});
    expect(empty.Data.HeadNotice).toBeNull();
    await exec(sql`INSERT INTO messages (user_id, message_type, title, created_at)
      VALUES (NULL, 5, '旧公告', now() - interval '2 days'), (NULL, 5, '新公告', now()),
             (NULL, 1, '不是公告', now() + interval '1 minute')`);
    await exec(sql`INSERT INTO reading_activities (external_id, title, card_title, reading_list_id,
        starts_at, ends_at)
      SELECT 'home-past', '已结束的活动', '卡', id, now() - interval '30 days', now() - interval '1 day'
        FROM reading_lists ORDER BY id LIMIT 1`);
    const home = await e.call<HomeIndexData>('GET', RankingPaths.Home, {});
    expect(home.Data.HeadNotice).toMatchObject({ Title: '新公告' });
    expect(home.Data.Activity?.Title).not.toBe('已结束的活动');
    await exec(sql`INSERT INTO reading_activities (external_id, title, card_title, reading_list_id,
        starts_at, ends_at, sort_order)
      SELECT 'home-open', '正在进行的活动', '卡', id, now() - interval '1 day', now() + interval '9 days', -1
        FROM reading_lists ORDER BY id LIMIT 1`);
    const open = await e.call<HomeIndexData>('GET', RankingPaths.Home, {});
    expect(open.Data.Activity).toMatchObject({ Title: '正在进行的活动', IsDemo: false });
    expect(open.Data.Activity?.Url).toBe(`/wrap/readingActivity?id=${open.Data.Activity?.Id}`);
  });

  it('answers a board from memory until the next refresh, then anew', async () => {
    await read(0, 0);
    await refresher.refresh();
    const first = await board({ period: '3' });
    const top = first.Data.ItemList[0];
    if (!top) throw new Error('the board is empty');
    // the totals change behind the refresh's back: the kept answer stands ...
    await exec(sql`UPDATE ranking_totals SET reads = reads + 1000 WHERE content_id = ${top.Id}`);
    expect((await board({ period: '3' })).Data.ItemList[0]?.Reads).toBe(top.Reads);
    // ... until a refresh (its time is the version) — here only the mark of one
    await exec(sql`UPDATE ranking_state SET refreshed_at = clock_timestamp() WHERE id = 1`);
    expect((await board({ period: '3' })).Data.ItemList[0]?.Reads).toBe(top.Reads + 1000);
  });
});
