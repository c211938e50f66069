import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PointsPaths } from '@moyue/contracts/api/points';
import { TEST_DATABASES } from '../../testing/test-app.ts';
import { pointsKit, type PointsKit } from './points.test-kit.ts';

const SIGN_IN = { actionType: '17' };

describe.each(TEST_DATABASES)('daily sign-in API (%s)', (kind) => {
  let k: PointsKit;

  beforeAll(async () => {
    k = await pointsKit(kind, '2026-11-26T04:00:00Z');
  });
  afterAll(() => k.close());

  const count = async (table: string, userId: number) =>
    Number(
      (
        await k.t.database.query<{ n: string }>(
          `SELECT count(*) AS n FROM ${table} WHERE user_id = $1`,
          [userId],
        )
      )[0]?.n,
    );
  const signIn = (token: string) => k.call('POST', '/v1/api/history/create', SIGN_IN, token);

  it('signs in once a day: the reward is credited once, a second sign-in is told 今日已签到', async () => {
    k.clock.set('2026-11-26T04:00:00Z');
    const reader = await k.reader();
    expect(
      await k.call('GET', PointsPaths.TaskScore, { taskType: '6' }, reader.token),
    ).toMatchObject({
      Success: true,
      Data: { Score: 5, Exp: 10 },
    });
    expect(await signIn(reader.token)).toEqual({
      Success: true,
      Data: { Score: 5, Exp: 10, ContinuousDays: 1, Day: '2026-11-26' },
      Code: 0,
      Description: '',
      status: 200,
    });
    expect(await signIn(reader.token)).toEqual({
      Success: false,
      Data: null,
      Code: 400,
      Description: '今日已签到，明天再来吧',
      status: 400,
    });
    expect(await count('point_entries', reader.id)).toBe(1);
    expect((await k.call('POST', PointsPaths.CheckInRecord, {}, reader.token)).Data).toEqual({
      Today: '2026-11-26',
      IsCheckIn: true,
      ContinuousDays: 1,
      TotalDays: 1,
      MonthDays: ['2026-11-26'],
    });
  });

  it('lands one sign-in and one ledger entry of 20 parallel sign-ins', async () => {
    k.clock.set('2026-11-26T05:00:00Z');
    const reader = await k.reader();
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(reader.token)));
    expect(answers.filter((answer) => answer.Success)).toHaveLength(1);
    expect(new Set(answers.filter((a) => !a.Success).map((a) => a.Description))).toEqual(
      new Set(['今日已签到，明天再来吧']),
    );
    expect(await count('sign_ins', reader.id)).toBe(1);
    expect(await count('point_entries', reader.id)).toBe(1);
  });

  it('counts 23:59:59 and 00:00:01 Shanghai time as two days, and the streak grows', async () => {
    k.clock.set('2026-11-26T15:59:59Z'); // 2026-11-26 23:59:59 in Shanghai
    const reader = await k.reader();
    expect((await signIn(reader.token)).Data).toEqual({
      Score: 5,
      Exp: 10,
      ContinuousDays: 1,
      Day: '2026-11-26',
    });
    k.clock.set('2026-11-26T16:00:01Z'); // 2026-11-27 00:00:01 in Shanghai
    expect(
      await k.call('GET', PointsPaths.TaskScore, { taskType: '6' }, reader.token),
    ).toMatchObject({
      Data: { Score: 6, Exp: 10 },
    });
    expect((await signIn(reader.token)).Data).toEqual({
      Score: 6,
      Exp: 10,
      ContinuousDays: 2,
      Day: '2026-11-27',
    });
    expect(await count('point_entries', reader.id)).toBe(2);
    const statistic = await k.call('POST', PointsPaths.TaskStatistic, {}, reader.token);
    // today's points are the 27th's only (Shanghai day), the balance both days'
    expect(statistic.Data).toMatchObject({
      Score: 11,
      TodayScore: 6,
      IsCheckIn: true,
      ContinuousDays: 2,
    });
  });

  it('breaks the streak after a day without a sign-in, and starts a new month', async () => {
    k.clock.set('2026-11-29T02:00:00Z');
    const reader = await k.reader();
    await signIn(reader.token);
    k.clock.set('2026-11-30T02:00:00Z');
    await signIn(reader.token);
    k.clock.set('2026-12-02T02:00:00Z');
    expect((await k.call('POST', PointsPaths.CheckInRecord, {}, reader.token)).Data).toEqual({
      Today: '2026-12-02',
      IsCheckIn: false,
      ContinuousDays: 0,
      TotalDays: 2,
      MonthDays: [],
    });
    expect((await signIn(reader.token)).Data).toMatchObject({ ContinuousDays: 1, Score: 5 });
  });
});
