import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatUpdateDate,
  fullTextSummary,
  looksLikeQuestion,
  questionSummary,
} from './format';

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

describe('Q&A figures', () => {
  it('counts books and passages, with + when only the first passages were read', () => {
    const data = { RecordCount: 3, PassageCount: 11, IsPartial: false };
    expect(questionSummary(data, '段答案')).toBe('3 本书，11 段答案');
    expect(questionSummary({ ...data, PassageCount: 2000, IsPartial: true }, '段答案')).toBe(
      '3 本书，2,000+ 段答案',
    );
  });

  it('tells a question from a keyword', () => {
    for (const text of ['床前明月光是谁写的', '什么是仁', '怎么理解学而时习之', '春眠不觉晓？'])
      expect(looksLikeQuestion(text)).toBe(true);
    for (const text of ['明月', '李白', '故乡', '谁家玉笛暗飞声'])
      expect(looksLikeQuestion(text)).toBe(false);
  });
});
