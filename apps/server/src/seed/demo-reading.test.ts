import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, createTestApp, type TestApp } from '../testing/test-app.ts';
import { planDemoReading, writeDemoReading } from './demo-reading.ts';

describe('the demo reader’s reading plan', () => {
  const plan = planDemoReading(Array.from({ length: 60 }, (_, i) => i + 1));

  it('reads every day of the last week, so the centre shows a current streak', () => {
    const days = new Set(plan.map((row) => row.daysAgo));
    for (let ago = 0; ago <= 6; ago += 1) expect(days.has(ago)).toBe(true);
  });

  it('reads one book at a time to the end, 15 to 75 minutes a day', () => {
    const finished = new Set(plan.filter((row) => row.process >= 1).map((row) => row.contentId));
    expect(finished.size).toBeGreaterThanOrEqual(8);
    expect(plan.every((row) => row.seconds >= 15 * 60 && row.seconds <= 75 * 60)).toBe(true);
    const perDay = new Map<number, number>();
    for (const row of plan) perDay.set(row.daysAgo, (perDay.get(row.daysAgo) ?? 0) + 1);
    expect([...perDay.values()].every((count) => count === 1)).toBe(true);
  });

  it('is the same plan on every clone', () => {
    expect(planDemoReading([1, 2, 3])).toEqual(planDemoReading([1, 2, 3]));
  });
});

describe.each(TEST_DATABASES)('the demo reader’s reading on the database (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample' });
  }, 300_000);
  afterAll(() => t.close());

  it('writes demo reading days with footprints once, the 荐购 answer in the past', async () => {
    expect(await writeDemoReading(t.database.db)).toBe(true);
    expect(await writeDemoReading(t.database.db)).toBe(false);
    const [days] = await t.database.query<{ n: string; demo: boolean; future: string }>(
      `SELECT count(*) AS n, bool_and(demo) AS demo,
              count(*) FILTER (WHERE day > ((now() AT TIME ZONE 'UTC') + interval '8 hours')::date) AS future
         FROM reading_days rd JOIN users u ON u.id = rd.user_id WHERE u.mobile_number = '13800000001'`,
    );
    expect(Number(days?.n)).toBeGreaterThan(20);
    expect(days?.demo).toBe(true);
    expect(Number(days?.future)).toBe(0);
    const [footprints] = await t.database.query<{ n: string }>(
      `SELECT count(*) AS n FROM user_histories h JOIN users u ON u.id = h.user_id
        WHERE u.mobile_number = '13800000001' AND h.action_type = 1`,
    );
    expect(Number(footprints?.n)).toBeGreaterThan(0);
    const late = await t.database.query(
      `SELECT 1 FROM recommendations WHERE replied_at > now() OR replied_at < created_at`,
    );
    expect(late).toEqual([]);
  });
});
