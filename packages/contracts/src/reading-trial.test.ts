import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isBeyondTrial,
  trialTextPercent,
  trialUnitCount,
  trialUnitsByText,
} from './reading-trial.ts';

describe('trialUnitCount', () => {
  it('gives the percentage of units, rounded down', () => {
    expect(trialUnitCount(300, 10)).toBe(30);
    expect(trialUnitCount(25, 10)).toBe(2);
  });
  it('always leaves at least one unit open', () => {
    expect(trialUnitCount(5, 10)).toBe(1);
    expect(trialUnitCount(5, 0)).toBe(1);
  });
  it('never opens more than the whole', () => {
    expect(trialUnitCount(7, 100)).toBe(7);
    expect(trialUnitCount(7, 250)).toBe(7);
    expect(trialUnitCount(0, 50)).toBe(0);
  });
  it('locks the unit after the last trial unit', () => {
    expect(isBeyondTrial(30, 300, 10)).toBe(false);
    expect(isBeyondTrial(31, 300, 10)).toBe(true);
  });
});

describe('the trial counted by text (issue 13 item 7)', () => {
  it('takes the fewest leading units whose characters reach the percentage', () => {
    // 10 chapters of 1,000 characters: 10 % is the first chapter, 25 % the first three.
    const even = Array.from({ length: 10 }, () => 1000);
    expect(trialUnitsByText(even, 10)).toBe(1);
    expect(trialUnitsByText(even, 25)).toBe(3);
    expect(trialUnitsByText(even, 100)).toBe(10);
    expect(trialTextPercent(even, 3)).toBe(30);
  });

  it('reads on past a title page to the first chapter of real text', () => {
    // title page, contents page, then five chapters: 10 % of the units was the title page alone
    const book = [12, 80, 2000, 2000, 2000, 2000, 2000];
    expect(trialUnitCount(book.length, 10)).toBe(1);
    expect(trialUnitsByText(book, 10)).toBe(3);
    expect(trialTextPercent(book, 3)).toBe(21);
  });

  it('lets short poems add up to real text: an anthology does not open up to its first long poem', () => {
    // thirty poems of 60 characters, then one of 400: 300 characters are read by the fifth poem
    const anthology = [...Array.from({ length: 30 }, () => 60), 400];
    expect(trialUnitsByText(anthology, 10)).toBe(5);
    expect(trialTextPercent(anthology, 5)).toBe(14);
  });

  it('counts a long first chapter alone when it holds the percentage', () => {
    expect(trialUnitsByText([9000, 500, 500], 10)).toBe(1);
  });

  it('takes the first unit with any text when none is long, and units when none holds text', () => {
    expect(trialUnitsByText([0, 0, 40, 40, 40], 10)).toBe(3);
    expect(trialUnitsByText([0, 0, 0, 0], 50)).toBe(trialUnitCount(4, 50));
    expect(trialUnitsByText([], 10)).toBe(0);
  });

  it('always lies within the book and grows with the percentage', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 100 }),
        (units, percentage) => {
          const trial = trialUnitsByText(units, percentage);
          expect(trial).toBeGreaterThanOrEqual(1);
          expect(trial).toBeLessThanOrEqual(units.length);
          expect(trialUnitsByText(units, Math.min(100, percentage + 10))).toBeGreaterThanOrEqual(
            trial,
          );
        },
      ),
    );
  });
});
