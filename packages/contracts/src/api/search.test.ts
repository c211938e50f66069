import { describe, expect, it } from 'vitest';
import {
  CategoryNodeSchema,
  ContentSearchParamsSchema,
  HierarchyDetailParamsSchema,
  HierarchyName,
  SuggestParamsSchema,
  hierarchyNameOf,
  isQuestionSearchType,
} from './search.ts';

describe('ContentSearchParamsSchema', () => {
  it('fills the defaults of an empty form', () => {
    expect(ContentSearchParamsSchema.parse({})).toEqual({
      keyword: '',
      searchType: 1,
      select: '',
      objectTypes: [104, 109, 110],
      hierarchyName: 'ClcCode',
      contentSource: 0,
      scope: 0,
      cp: 1,
      ps: 20,
    });
  });

  it('coerces the string fields of a form', () => {
    const parsed = ContentSearchParamsSchema.parse({
      keyword: '明月',
      searchType: '0',
      select: 'Author',
      objectTypes: '107',
      CategoryIds: '3, 17,',
      sort: '2',
      cp: '3',
      ps: '10',
    });
    expect(parsed).toMatchObject({
      searchType: 0,
      select: 'Author',
      objectTypes: [107],
      CategoryIds: [3, 17],
      sort: 2,
      cp: 3,
      ps: 10,
    });
  });

  it.each([
    ['cp', '0'],
    ['cp', '第二页'],
    ['ps', '51'],
    ['sort', '5'],
    ['sort', '-1'],
    ['contentSource', '4'],
    ['scope', '2'],
    ['yearFrom', '二〇二〇'],
    ['isbn', '9'.repeat(41)],
    ['title', '字'.repeat(101)],
    ['select', 'Title'],
    ['objectTypes', '104;109'],
    ['CategoryIds', 'A1'],
    ['keyword', '字'.repeat(101)],
  ])('refuses %s=%j', (field, value) => {
    const result = ContentSearchParamsSchema.safeParse({ [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});

describe('SuggestParamsSchema', () => {
  it('defaults to 8 suggestions and refuses more than 20', () => {
    expect(SuggestParamsSchema.parse({ keyword: '月' })).toEqual({ keyword: '月', ps: 8 });
    expect(SuggestParamsSchema.safeParse({ ps: '21' }).success).toBe(false);
  });
});

describe('HierarchyDetailParamsSchema', () => {
  it('reads isRecursive as a boolean and level 1..3', () => {
    expect(HierarchyDetailParamsSchema.parse({})).toEqual({
      objectCount: 0,
      isRecursive: true,
      level: 3,
    });
    expect(HierarchyDetailParamsSchema.parse({ isRecursive: 'false', level: '1' })).toMatchObject({
      isRecursive: false,
      level: 1,
    });
    expect(HierarchyDetailParamsSchema.safeParse({ level: '4' }).success).toBe(false);
  });
});

describe('hierarchyNameOf', () => {
  it('takes the name, else type 1 for the institutes, else ClcCode (spec §7)', () => {
    expect(hierarchyNameOf({ name: HierarchyName.Textbook, type: 1 })).toBe('jc');
    expect(hierarchyNameOf({ type: 1 })).toBe('institutes');
    expect(hierarchyNameOf({ type: 2 })).toBe('ClcCode');
    expect(hierarchyNameOf({})).toBe('ClcCode');
  });
});

describe('CategoryNodeSchema', () => {
  it('accepts a nested tree', () => {
    const leaf = { Id: 3, Title: '唐诗', Code: 'I222.742', IsHasChild: false, Child: [] };
    const tree = {
      Id: 1,
      Title: '文学',
      Code: 'I',
      IsHasChild: true,
      Child: [{ Id: 2, Title: '诗歌', Code: 'I22', IsHasChild: true, Child: [leaf] }],
    };
    expect(CategoryNodeSchema.parse(tree)).toEqual(tree);
    expect(CategoryNodeSchema.safeParse({ ...tree, Child: [{ Id: 'x' }] }).success).toBe(false);
  });
});

describe('isQuestionSearchType (spec §2)', () => {
  it('takes every search type but 0 full text, 1 resource and 2 AI as Q&A', () => {
    expect([0, 1, 2].map(isQuestionSearchType)).toEqual([false, false, false]);
    expect([3, 4, 9, -1].map(isQuestionSearchType)).toEqual([true, true, true, true]);
  });
});

describe('HierarchyName', () => {
  it('names the three hierarchies as the calls of spec §7 spell them', () => {
    expect(HierarchyName).toEqual({ Clc: 'ClcCode', Institutes: 'institutes', Textbook: 'jc' });
  });
});
