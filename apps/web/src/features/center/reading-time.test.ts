import { describe, expect, it } from 'vitest';
import { formatReadingTime } from './reading-time';

describe('reading time as the centre shows it', () => {
  it('says minutes, hours and minutes, or whole hours from 10 hours on', () => {
    expect(formatReadingTime(0)).toBe('0分钟');
    expect(formatReadingTime(30)).toBe('不足1分钟');
    expect(formatReadingTime(35 * 60 + 20)).toBe('35分钟');
    expect(formatReadingTime(2 * 3600)).toBe('2小时');
    expect(formatReadingTime(2 * 3600 + 15 * 60)).toBe('2小时15分钟');
    expect(formatReadingTime(123 * 3600 + 35 * 60)).toBe('123小时');
  });
});
