import { describe, expect, it } from 'vitest';
import { monthStart, previousDay, shanghaiDay, shanghaiDayStart } from './shanghai-day.ts';

describe('Shanghai days', () => {
  it('puts 23:59:59 and 00:00:01 Shanghai time on two days', () => {
    // 2026-11-26 23:59:59 +08:00 is 15:59:59 UTC; two seconds later is the 27th in Shanghai.
    expect(shanghaiDay(new Date('2026-11-26T15:59:59Z'))).toBe('2026-11-26');
    expect(shanghaiDay(new Date('2026-11-26T16:00:01Z'))).toBe('2026-11-27');
  });

  it('counts a UTC evening as the next Shanghai morning', () => {
    expect(shanghaiDay(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });

  it('starts a day at 16:00 UTC of the day before', () => {
    expect(shanghaiDayStart('2026-11-27').toISOString()).toBe('2026-11-26T16:00:00.000Z');
  });

  it('steps back over month and leap-year ends', () => {
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2028-03-01')).toBe('2028-02-29');
    expect(previousDay('2027-01-01')).toBe('2026-12-31');
    expect(monthStart('2026-11-27')).toBe('2026-11-01');
  });
});
