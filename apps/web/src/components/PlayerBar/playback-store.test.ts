import { describe, expect, it } from 'vitest';
import { nextUnlocked, resumeStart } from './playback-store';

const file = (id: number, seconds: number, isLock = false) => ({
  id,
  externalId: `f${id}`,
  name: `第${id}节`,
  seconds,
  isLock,
});
const files = [file(1, 10), file(2, 10), file(3, 9), file(4, 10, true), file(5, 10, true)];

describe('resumeStart (spec §4 resume)', () => {
  it('resumes mid-file at the saved offset', () => {
    expect(resumeStart(files, { index: 1, offset: 4.5 })).toEqual({ index: 1, offset: 4.5 });
  });

  it('resumes a file heard to its end at the start of the next one', () => {
    expect(resumeStart(files, { index: 0, offset: 10 })).toEqual({ index: 1, offset: 0 });
  });

  it('starts over when the last file was heard to its end', () => {
    const open = files.slice(0, 3);
    expect(resumeStart(open, { index: 2, offset: 9 })).toEqual({ index: 0, offset: 0 });
  });

  it('never resumes in a locked file', () => {
    expect(resumeStart(files, { index: 3, offset: 2 })).toEqual({ index: 0, offset: 0 });
    expect(resumeStart(files, { index: 2, offset: 9 })).toEqual({ index: 0, offset: 0 });
  });
});

it('finds the next unlocked file without wrapping (spec §4 play-all)', () => {
  expect(nextUnlocked(files, 1)).toBe(2);
  expect(nextUnlocked(files, 2)).toBe(-1);
  expect(nextUnlocked(files, 2, -1)).toBe(1);
});
