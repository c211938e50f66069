import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '@moyue/contracts/api/accounts';
import {
  PointsMessages,
  PointsPaths,
  TaskState,
  TaskType,
  type TaskListData,
} from '@moyue/contracts/api/points';
import { TEST_DATABASES } from '../../testing/test-app.ts';
import { pointsKit, type PointsKit } from './points.test-kit.ts';

// Task 2 is done by saving a real change of the profile (EditPersonaInfo),
// not by a profile that merely has something in it; and the user info's
// IsCheckIn is today's sign-in (an Asia/Shanghai day), not a constant.
describe.each(TEST_DATABASES)('task 2 and IsCheckIn (%s)', (kind) => {
  let k: PointsKit;
  beforeAll(async () => {
    k = await pointsKit(kind, '2026-11-26T04:00:00Z');
  });
  afterAll(() => k.close());

  const profileTask = async (token: string) =>
    (await k.call<TaskListData>('POST', PointsPaths.TaskList, {}, token)).Data.ItemList.find(
      (task) => task.TaskType === TaskType.EditProfile,
    )?.State;
  const update = (token: string, fields: Record<string, string>) =>
    k.call<UserInfo>('POST', '/v1/api/user/update', fields, token);
  const me = async (token: string) =>
    (await k.call<UserInfo>('GET', '/v1/api/user/detail', {}, token)).Data;

  it('stays 做任务 after a save that changes nothing, or a refused one', async () => {
    const reader = await k.reader();
    const info = await me(reader.token);
    expect(await profileTask(reader.token)).toBe(TaskState.ToDo);
    expect(
      (
        await update(reader.token, {
          DepartmentName: ` ${info.DepartmentName} `,
          RealName: info.RealName,
        })
      ).Success,
    ).toBe(true);
    expect((await update(reader.token, { schoolYear: '2999-01' })).Success).toBe(false);
    expect(await profileTask(reader.token)).toBe(TaskState.ToDo);
    expect(
      (await k.call('POST', PointsPaths.TaskCreate, { taskType: '2' }, reader.token)).Description,
    ).toBe(PointsMessages.TaskNotDone);
  });

  it('becomes 待领取 once a real change is saved, and is claimed exactly once', async () => {
    const reader = await k.reader();
    expect((await update(reader.token, { DepartmentName: '历史系' })).Success).toBe(true);
    expect(await profileTask(reader.token)).toBe(TaskState.Claimable);
    const claims = await Promise.all(
      Array.from({ length: 5 }, () =>
        k.call('POST', PointsPaths.TaskCreate, { taskType: '2' }, reader.token),
      ),
    );
    expect(claims.filter((claim) => claim.Success)).toHaveLength(1);
    expect(await profileTask(reader.token)).toBe(TaskState.Claimed);
    // a later edit gives nothing more
    await update(reader.token, { DepartmentName: '中文系' });
    expect(await profileTask(reader.token)).toBe(TaskState.Claimed);
    const rows = await k.t.database.query<{ n: string }>(
      `SELECT count(*) AS n FROM point_entries WHERE user_id = $1 AND task_type = 2`,
      [reader.id],
    );
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('answers IsCheckIn from today’s sign-in, and false again the next Shanghai day', async () => {
    const reader = await k.reader();
    expect((await me(reader.token)).IsCheckIn).toBe(false);
    expect(
      (await k.call('POST', '/v1/api/history/create', { actionType: '17' }, reader.token)).Success,
    ).toBe(true);
    expect((await me(reader.token)).IsCheckIn).toBe(true);
    // 2026-11-26 23:59:59 in Shanghai, then the next day
    k.clock.set('2026-11-26T15:59:59Z');
    expect((await me(reader.token)).IsCheckIn).toBe(true);
    k.clock.set('2026-11-26T16:00:00Z');
    expect((await me(reader.token)).IsCheckIn).toBe(false);
    k.clock.set('2026-11-26T04:00:00Z');
  });
});
