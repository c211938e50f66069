import { describe, expect, it } from 'vitest';
import { formatWireDateTime } from './catalog.presenter.ts';
import { defaultObjectTypes } from './catalog.service.ts';

describe('defaultObjectTypes', () => {
  it('recommends within the switcher group of the object (spec §2)', () => {
    expect(defaultObjectTypes(104)).toEqual([104, 109, 110]);
    expect(defaultObjectTypes(110)).toEqual([104, 109, 110]);
    expect(defaultObjectTypes(156)).toEqual([156]);
    expect(defaultObjectTypes(107)).toEqual([107]);
    expect(defaultObjectTypes(108)).toEqual([108]);
  });
});

describe('formatWireDateTime', () => {
  it('writes China time with seconds', () => {
    expect(formatWireDateTime(Date.UTC(2024, 11, 31, 16, 0, 5))).toBe('2025-01-01 00:00:05');
  });
});
