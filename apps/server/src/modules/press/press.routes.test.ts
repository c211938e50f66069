import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FollowPaths,
  PressPaths,
  type FollowListData,
  type FollowState,
  type PressDepartmentData,
  type PressDetail,
  type PressListData,
} from '@moyue/contracts/api/press';
import type { RankingListData } from '@moyue/contracts/api/rankings';
import {
  apiCaller,
  insertUser,
  refusal,
  sessionFor,
  type ApiCaller,
} from '../../testing/api-helpers.ts';
import { TEST_DATABASES, createTestApp, type TestApp } from '../../testing/test-app.ts';

const HUGE = '99999999999999999999999';

describe.each(TEST_DATABASES)('publisher shop and follows API (%s)', (kind) => {
  let t: TestApp;
  let api: ApiCaller;
  let press: PressListData['ItemList'][number];

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample' });
    api = await apiCaller(t);
    const list = await api.callJson<PressListData>('GET', PressPaths.List, { ps: '50' });
    const first = list.Data.ItemList[0];
    if (!first) throw new Error('the sample seed has no press');
    press = first;
  });
  afterAll(() => t.close());

  const reader = async () => sessionFor(t, (await insertUser(t)).id);

  it('lists the demo presses as records marked 演示, with books, paged and searchable', async () => {
    const all = await api.callJson<PressListData>('GET', PressPaths.List, { ps: '50' });
    expect(all.Success).toBe(true);
    expect(all.Data.RecordCount).toBeGreaterThanOrEqual(2);
    for (const card of all.Data.ItemList) {
      expect(card.Title).toContain('（演示）');
      expect(card.IsDemo).toBe(true);
      expect(card.Introduction).not.toBe('');
      expect(card.BookCount).toBeGreaterThan(0);
      expect(card.Books.length).toBeGreaterThan(0);
      expect(card.Books.length).toBeLessThanOrEqual(3);
    }
    const second = await api.callJson<PressListData>('GET', PressPaths.List, { ps: '1', cp: '2' });
    expect(second.Data.ItemList.map((card) => card.Id)).toEqual([all.Data.ItemList[1]?.Id]);
    const found = await api.callJson<PressListData>('GET', PressPaths.List, {
      keyword: press.Title.slice(0, 4),
    });
    expect(found.Data.ItemList.map((card) => card.Id)).toContain(press.Id);
    const exact = await api.callJson<PressListData>('GET', PressPaths.List, { name: press.Title });
    expect(exact.Data.ItemList.map((card) => card.Id)).toEqual([press.Id]);
    const part = await api.callJson<PressListData>('GET', PressPaths.List, {
      name: press.Title.slice(0, 3),
    });
    expect(part.Data.RecordCount).toBe(0);
    const none = await api.callJson<PressListData>('GET', PressPaths.List, { keyword: '%_' });
    expect(none.Data).toEqual({ ItemList: [], RecordCount: 0 });
  });

  it('refuses bad paging, huge numbers and NUL bytes in the list', async () => {
    const cases: Record<string, string>[] = [{ cp: '0' }, { ps: '51' }, { cp: HUGE }, { cp: 'x' }];
    for (const params of cases) {
      const answer = await api.call('GET', PressPaths.List, params);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ Success: false, Code: 400 });
    }
    const nul = await api.call('GET', PressPaths.List, { keyword: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
  });

  it('answers a storefront: introduction, DcdAdress, new books and departments', async () => {
    const answer = await api.callJson<PressDetail>('GET', PressPaths.Detail, {
      id: String(press.Id),
    });
    expect(answer.Success).toBe(true);
    expect(answer.Data).toMatchObject({
      Id: press.Id,
      Title: press.Title,
      IsDemo: true,
      IsFollow: false,
      BookCount: press.BookCount,
    });
    expect(answer.Data.DcdAdress).toContain('演示地址');
    expect(answer.Data.NewBooks.length).toBeGreaterThan(0);
    expect(answer.Data.Departments.length).toBeGreaterThan(0);
    const inDepartments = answer.Data.Departments.reduce((sum, d) => sum + d.BookCount, 0);
    expect(inDepartments).toBe(press.BookCount);
  });

  it('refuses a bad, huge or unknown press id', async () => {
    for (const id of ['abc', '0', '-1', HUGE, '1.5', '']) {
      const answer = await api.call('GET', PressPaths.Detail, { id });
      expect({ id, status: answer.statusCode }).toEqual({ id, status: 400 });
    }
    const missing = await api.call('GET', PressPaths.Detail, { id: '2147483647' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(refusal(404, '出版社不存在'));
  });

  it('answers a department and its books page by page; refuses an unknown one', async () => {
    const detail = await api.callJson<PressDetail>('GET', PressPaths.Detail, {
      id: String(press.Id),
    });
    const department = detail.Data.Departments[0];
    if (!department) throw new Error('no department');
    const page = await api.callJson<PressDepartmentData>('GET', PressPaths.Department, {
      id: String(department.Id),
      ps: '1',
    });
    expect(page.Data).toMatchObject({
      Id: department.Id,
      Title: department.Title,
      PressId: press.Id,
      PressTitle: press.Title,
      RecordCount: department.BookCount,
    });
    expect(page.Data.ItemList).toHaveLength(1);
    const missing = await api.call('GET', PressPaths.Department, { id: '2147483647' });
    expect(missing.json()).toEqual(refusal(404, '部门不存在'));
    expect((await api.call('GET', PressPaths.Department, { id: HUGE })).statusCode).toBe(400);
  });

  it('ranks a press: only its own books, from the refreshed totals', async () => {
    const answer = await api.callJson<RankingListData>('GET', '/v1/api/ranking/list', {
      rankType: '5',
      period: '3',
      publisherId: String(press.Id),
    });
    expect(answer.Success).toBe(true);
    const ids = new Set(
      (
        await t.database.query<{ id: number }>(
          'SELECT id::int AS id FROM contents WHERE publisher_id = $1',
          [press.Id],
        )
      ).map((row) => row.id),
    );
    for (const item of answer.Data.ItemList) expect(ids.has(item.Id)).toBe(true);
    const bad = await api.call('GET', '/v1/api/ranking/list', { publisherId: HUGE });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses following, unfollowing and myFollows without a session with code 34', async () => {
    const calls: ['GET' | 'POST', string, Record<string, string>][] = [
      ['POST', FollowPaths.Create, { targetType: '1', targetId: String(press.Id) }],
      ['POST', FollowPaths.Delete, { targetType: '1', targetId: String(press.Id) }],
      ['GET', FollowPaths.List, {}],
      ['POST', FollowPaths.Create, { targetType: 'bad' }],
    ];
    for (const [method, path, params] of calls) {
      const answer = await api.call(method, path, params);
      expect({ path, status: answer.statusCode, body: answer.json<unknown>() }).toEqual({
        path,
        status: 401,
        body: refusal(34, '登录已过期，请重新登录'),
      });
    }
    const state = await api.callJson<FollowState>('GET', FollowPaths.State, {
      targetType: '1',
      targetId: String(press.Id),
    });
    expect(state.Data.IsFollow).toBe(false);
  });

  it('follows once however often it is asked, in parallel too, and unfollows idempotently', async () => {
    const cookie = await reader();
    const target = { targetType: '1', targetId: String(press.Id) };
    const before = await api.callJson<FollowState>('GET', FollowPaths.State, target, { cookie });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        api.callJson<FollowState>('POST', FollowPaths.Create, target, { cookie }),
      ),
    );
    for (const answer of answers) {
      expect(answer).toMatchObject({ Success: true, Description: '关注成功' });
      expect(answer.Data).toEqual({
        IsFollow: true,
        FollowNumber: before.Data.FollowNumber + 1,
      });
    }
    const detail = await api.callJson<PressDetail>(
      'GET',
      PressPaths.Detail,
      { id: target.targetId },
      {
        cookie,
      },
    );
    expect(detail.Data).toMatchObject({
      IsFollow: true,
      FollowNumber: before.Data.FollowNumber + 1,
    });
    for (let i = 0; i < 2; i++) {
      const gone = await api.callJson<FollowState>('POST', FollowPaths.Delete, target, { cookie });
      expect(gone.Data).toEqual({ IsFollow: false, FollowNumber: before.Data.FollowNumber });
    }
  });

  it('refuses unknown targets, bad types, NUL bytes and huge ids', async () => {
    const user = await insertUser(t);
    const cookie = await sessionFor(t, user.id);
    const cases: [Record<string, string>, number, string | null][] = [
      [{ targetType: '1', targetId: '2147483647' }, 404, '出版社不存在'],
      [{ targetType: '1', targetId: HUGE }, 404, '出版社不存在'],
      [{ targetType: '1', targetId: 'abc' }, 404, '出版社不存在'],
      [{ targetType: '2', targetId: '没有这位作者' }, 404, '作者不存在'],
      [{ targetType: '3', targetId: '1' }, 400, null],
      [{ targetType: HUGE, targetId: '1' }, 400, null],
      [{ targetType: '1', targetId: '' }, 400, null],
      [{ targetType: '2', targetId: 'a\u0000b' }, 400, null],
      [{ targetType: '2', targetId: '作'.repeat(101) }, 400, null],
    ];
    for (const [params, status, description] of cases) {
      const answer = await api.call('POST', FollowPaths.Create, params, { cookie });
      expect({ params, status: answer.statusCode }).toEqual({ params, status });
      if (description) expect(answer.json()).toEqual(refusal(status, description));
    }
    const [rows] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM follows WHERE user_id = $1',
      [user.id],
    );
    expect(rows?.n).toBe(0);
  });

  it('lists what I follow, presses and authors, with their newest books, paged', async () => {
    const cookie = await reader();
    const [book] = await t.database.query<{ author: string }>(
      `SELECT author FROM contents WHERE author <> '' ORDER BY id LIMIT 1`,
    );
    const author = book?.author ?? '';
    await api.callJson(
      'POST',
      FollowPaths.Create,
      { targetType: '1', targetId: String(press.Id) },
      { cookie },
    );
    await api.callJson(
      'POST',
      FollowPaths.Create,
      { targetType: '2', targetId: author },
      { cookie },
    );
    const all = await api.callJson<FollowListData>('GET', FollowPaths.List, {}, { cookie });
    expect(all.Data.RecordCount).toBe(2);
    const titles = all.Data.ItemList.map((item) => [item.TargetType, item.Title]);
    expect(titles).toEqual(
      expect.arrayContaining([
        [1, press.Title],
        [2, author],
      ]),
    );
    for (const item of all.Data.ItemList) {
      expect(item.NewestBooks.length).toBeGreaterThan(0);
      expect(item.FollowTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    }
    const authors = await api.callJson<FollowListData>(
      'GET',
      FollowPaths.List,
      { targetType: '2' },
      { cookie },
    );
    expect(authors.Data.ItemList.map((item) => item.TargetId)).toEqual([author]);
    const paged = await api.callJson<FollowListData>(
      'GET',
      FollowPaths.List,
      { ps: '1', cp: '2' },
      {
        cookie,
      },
    );
    expect(paged.Data).toMatchObject({ RecordCount: 2 });
    expect(paged.Data.ItemList).toHaveLength(1);
    const bad = await api.call('GET', FollowPaths.List, { cp: HUGE }, { cookie });
    expect(bad.statusCode).toBe(400);
    const other = await reader();
    const theirs = await api.callJson<FollowListData>(
      'GET',
      FollowPaths.List,
      {},
      { cookie: other },
    );
    expect(theirs.Data).toEqual({ ItemList: [], RecordCount: 0 });
  });
});
