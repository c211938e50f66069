import { describe, expect, it } from 'vitest';
import {
  ObjectType,
  ObjectTypeGroup,
  isEBookType,
  isObjectType,
  objectTypeGroupOf,
  offeredObjectTypeGroups,
} from './object-types.ts';

describe('object types (spec §1/§9)', () => {
  it('has the numbers of the spec', () =>
    expect(Object.values(ObjectType)).toEqual([0, 104, 107, 108, 109, 110, 156]));
  it('groups 104, 109 and 110 as e-books, 156 as audio books, 107 as courses (spec §2)', () => {
    expect([104, 109, 110].map(objectTypeGroupOf)).toEqual(['ebook', 'ebook', 'ebook']);
    expect(objectTypeGroupOf(156)).toBe('audiobook');
    expect(objectTypeGroupOf(107)).toBe('course');
    expect(objectTypeGroupOf(108)).toBeNull();
    expect(objectTypeGroupOf(0)).toBeNull();
  });
  it('treats 109 and 110 as e-books', () => {
    expect(isEBookType(109)).toBe(true);
    expect(isEBookType(156)).toBe(false);
  });
  it('knows only the spec numbers', () => {
    expect(isObjectType(104)).toBe(true);
    expect(isObjectType(105)).toBe(false);
  });
  it('offers only e-books when the library mode is 3 (spec §2)', () => {
    expect(offeredObjectTypeGroups(3)).toEqual([ObjectTypeGroup.EBook]);
    expect(offeredObjectTypeGroups(1)).toEqual(['ebook', 'audiobook', 'course']);
    expect(offeredObjectTypeGroups(null)).toHaveLength(3);
  });
});
