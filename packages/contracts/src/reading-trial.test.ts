import { describe, expect, it } from 'vitest';
import { isBeyondTrial, trialUnitCount } from './reading-trial.ts';

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
