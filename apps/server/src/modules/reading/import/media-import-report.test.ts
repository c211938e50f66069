import { describe, expect, it } from 'vitest';
import { mediaOutcomeLines } from './media-import-report.ts';

describe('what import --type 156/107 prints for a book or course', () => {
  const base = { title: '三字经', externalId: 'ys-sanzijing', failures: [] };

  it('names what was imported with each part’s length, or that it was there before', () => {
    const parts = {
      noun: 'files' as const,
      items: [
        { title: '第一集', seconds: 65.4 },
        { title: '第二集', seconds: 9 },
      ],
    };
    expect(mediaOutcomeLines({ ...base, status: 'imported' }, parts, 'x')).toEqual([
      'imported: 《三字经》 ys-sanzijing (2 files: 第一集 1:05; 第二集 0:09)',
    ]);
    expect(mediaOutcomeLines({ ...base, status: 'already-imported' }, parts, 'x')).toEqual([
      'already imported: 《三字经》 ys-sanzijing',
    ]);
  });

  it('lists each failure and says nothing of it was kept', () => {
    const failed = {
      ...base,
      status: 'failed' as const,
      failures: [{ file: '01.mp3', reason: '不是音频文件' }],
    };
    expect(mediaOutcomeLines(failed, { noun: 'lessons', items: [] }, '《三字经》')).toEqual([
      'FAILED: 01.mp3: 不是音频文件',
      'not imported: 《三字经》 (nothing of it was kept)',
    ]);
  });
});
