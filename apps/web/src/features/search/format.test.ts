import { describe, expect, it } from 'vitest';
import { formatCount, formatUpdateDate, fullTextSummary } from './format';

describe('course row figures', () => {
  it('shows counts below ten thousand as they are and larger ones in 万 and 亿', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(9999)).toBe('9999');
    expect(formatCount(10_000)).toBe('1万');
    expect(formatCount(12_345)).toBe('1.2万');
    expect(formatCount(99_999_999)).toBe('9999.9万');
    expect(formatCount(350_000_000)).toBe('3.5亿');
    expect(formatCount(-1)).toBe('0');
  });

  it('keeps the date of an update time', () => {
    expect(formatUpdateDate('2024-05-01 08:30:00')).toBe('2024-05-01');
    expect(formatUpdateDate('')).toBe('');
  });
});

describe('fullTextSummary', () => {
  it('counts books and hits, and says when the books come from the first matches only', () => {
    expect(fullTextSummary({ RecordCount: 12, PassageCount: 40, IsPartial: false })).toBe(
      '12 本书，40 处命中',
    );
    expect(fullTextSummary({ RecordCount: 230, PassageCount: 67943, IsPartial: true })).toBe(
      '67,943 处命中，以下为前 1,000 处所在的 230 本书',
    );
  });
});
