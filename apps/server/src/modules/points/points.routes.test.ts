import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PointsPaths, type TaskListData } from '@moyue/contracts/api/points';
import { TEST_DATABASES } from '../../testing/test-app.ts';
import { pointsKit, type PointsKit } from './points.test-kit.ts';

const refused = (Code: number, Description: string) => ({
  Success: false,
  Data: null,
  Code,
  Description,
});

describe.each(TEST_DATABASES)('points and tasks API (%s)', (kind) => {
  let k: PointsKit;

  beforeAll(async () => {
    k = await pointsKit(kind, '2026-11-26T04:00:00Z');
  });
  afterAll(() => k.close());

  const states = async (token: string) =>
    Object.fromEntries(
      (await k.call<TaskListData>('POST', PointsPaths.TaskList, {}, token)).Data.ItemList.map(
        (task) => [task.TaskType, task.State],
      ),
    );
  const entries = async (userId: number) =>
    Number(
      (
        await k.t.database.query<{ n: string }>(
          'SELECT count(*) AS n FROM point_entries WHERE user_id = $1',
          [userId],
        )
      )[0]?.n,
    );

  it('refuses every call without a session with code 34 before anything else', async () => {
    const calls: [method: 'GET' | 'POST', path: string, params: Record<string, string>][] = [
      ['POST', PointsPaths.TaskCreate, { taskType: 'x' }],
      ['GET', PointsPaths.TaskScore, { taskType: '6' }],
      ['POST', PointsPaths.TaskList, {}],
      ['POST', PointsPaths.TaskStatistic, {}],
      ['POST', PointsPaths.CheckInRecord, {}],
      ['GET', PointsPaths.ScoreList, {}],
      ['GET', PointsPaths.TicketNotice, { activityId: '0' }],
      ['GET', PointsPaths.TicketList, {}],
      ['POST', '/v1/api/history/create', { actionType: '17' }],
    ];
    for (const [method, path, params] of calls) {
      const answer = await k.call(method, path, params);
      expect({ path, ...answer }).toEqual({
        path,
        ...refused(34, '登录已过期，请重新登录'),
        status: 401,
      });
    }
  });

  it('refuses unknown, bad and unfinished tasks with their messages and writes nothing', async () => {
    const reader = await k.reader();
    expect(await k.call('POST', PointsPaths.TaskCreate, { taskType: '3' }, reader.token)).toEqual({
      ...refused(400, '暂不支持该任务'),
      status: 400,
    });
    expect(await k.call('GET', PointsPaths.TaskScore, { taskType: '9' }, reader.token)).toEqual({
      ...refused(400, '暂不支持该任务'),
      status: 400,
    });
    expect(
      await k.call('POST', PointsPaths.TaskCreate, { taskType: '99999999999' }, reader.token),
    ).toMatchObject({ Success: false, Code: 400, Description: '参数错误：taskType' });
    for (const taskType of ['1', '2', '6'])
      expect(await k.call('POST', PointsPaths.TaskCreate, { taskType }, reader.token)).toEqual({
        ...refused(400, '请先完成任务再领取奖励'),
        status: 400,
      });
    expect(
      await k.call('GET', PointsPaths.TicketNotice, { activityId: 'no-such' }, reader.token),
    ).toEqual({ ...refused(404, '活动不存在'), status: 404 });
    expect(await entries(reader.id)).toBe(0);
  });

  it('moves each task from 做任务 to 待领取 when its event happens, and to 已领取 once claimed', async () => {
    const reader = await k.reader();
    expect(await states(reader.token)).toEqual({ 1: 0, 2: 0, 6: 0 });

    // task 6: signing in today
    expect(
      (await k.call('POST', '/v1/api/history/create', { actionType: '17' }, reader.token)).Success,
    ).toBe(true);
    // task 2: the profile filled in (accounts' user/update)
    expect(
      (await k.call('POST', '/v1/api/user/update', { RealName: '签到读者' }, reader.token)).Success,
    ).toBe(true);
    // task 1: a bound organisation (the organisations module's binding row)
    await k.t.database.query(
      `INSERT INTO user_organizations (user_id, organization_id, expire_time)
       SELECT $1, id, now() + interval '300 days' FROM organizations ORDER BY id LIMIT 1`,
      [reader.id],
    );
    expect(await states(reader.token)).toEqual({ 1: 1, 2: 1, 6: 1 });

    const claim = await k.call('POST', PointsPaths.TaskCreate, { taskType: '1' }, reader.token);
    expect(claim).toEqual({
      Success: true,
      Data: { TaskType: 1, Score: 50, Exp: 20 },
      Code: 0,
      Description: '领取成功',
      status: 200,
    });
    expect(await states(reader.token)).toEqual({ 1: 2, 2: 1, 6: 1 });
    expect(await k.call('POST', PointsPaths.TaskCreate, { taskType: '1' }, reader.token)).toEqual({
      ...refused(400, '该任务奖励已领取'),
      status: 400,
    });
    // sign-in (5) + task 1 (50)
    const statistic = await k.call<{ Score: number; IsCheckIn: boolean }>(
      'POST',
      PointsPaths.TaskStatistic,
      {},
      reader.token,
    );
    expect(statistic.Data).toMatchObject({ Score: 55, Exp: 30, TodayScore: 55, IsCheckIn: true });
  });

  it('lands one ledger entry of 50 parallel claims of one task; the others are told it is claimed', async () => {
    const reader = await k.reader();
    await k.call('POST', '/v1/api/user/update', { DepartmentName: '中文系' }, reader.token);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        k.call('POST', PointsPaths.TaskCreate, { taskType: '2' }, reader.token),
      ),
    );
    expect(answers.filter((answer) => answer.Success)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.Success).map((answer) => answer.Description)).toEqual(
      Array.from({ length: 49 }, () => '该任务奖励已领取'),
    );
    expect(await entries(reader.id)).toBe(1);
    const ledger = await k.call<{ ItemList: { Score: number; Title: string }[]; Score: number }>(
      'GET',
      PointsPaths.ScoreList,
      { cp: '1', ps: '10' },
      reader.token,
    );
    expect(ledger.Data).toMatchObject({
      ItemList: [{ Score: 20, Exp: 10, Reason: 1, Title: '完成任务：完善个人资料' }],
      RecordCount: 1,
      Score: 20,
    });
  });

  it('pages the ledger newest first', async () => {
    const reader = await k.reader();
    await k.t.database.query(
      `INSERT INTO point_entries (user_id, score, reason, title, idempotency_key)
       SELECT $1, n, 1, '第' || n || '笔', 'test:' || n FROM generate_series(1, 12) n`,
      [reader.id],
    );
    const page2 = await k.call<{
      ItemList: { Title: string }[];
      RecordCount: number;
      Score: number;
    }>('GET', PointsPaths.ScoreList, { cp: '2', ps: '5' }, reader.token);
    expect(page2.Data.ItemList.map((entry) => entry.Title)).toEqual([
      '第7笔',
      '第6笔',
      '第5笔',
      '第4笔',
      '第3笔',
    ]);
    expect(page2.Data).toMatchObject({ RecordCount: 12, Score: 78 });
  });
});
