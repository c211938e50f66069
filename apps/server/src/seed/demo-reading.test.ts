import { describe, expect, it } from 'vitest';
import { planDemoReading } from './demo-reading.ts';

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
