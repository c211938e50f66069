import { describe, expect, it } from 'vitest';
import {
  ContentDetailParamsSchema,
  RecommendListParamsSchema,
  contentDetailPath,
  splitMediaSuffix,
} from './catalog.ts';

describe('splitMediaSuffix', () => {
  it.each([
    ['bk-libai-Pdf', 'bk-libai', 'pdf'],
    ['bk-libai-Epub', 'bk-libai', 'epub'],
    ['bk-libai-pdf', 'bk-libai', 'pdf'],
    ['bk-libai', 'bk-libai', null],
    ['-Pdf', '-Pdf', null],
    ['bk-pdfs', 'bk-pdfs', null],
  ])('reads %s as %s of edition %s', (asked, externalId, mediaType) => {
    expect(splitMediaSuffix(asked)).toEqual({ externalId, mediaType });
  });
});

describe('ContentDetailParamsSchema', () => {
  it('takes an id or an ExternalId from the page query', () => {
    expect(ContentDetailParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(ContentDetailParamsSchema.parse({ ExternalId: ' bk-a-Pdf ' })).toEqual({
      ExternalId: 'bk-a-Pdf',
    });
  });

  it.each([{ id: 'abc' }, { id: '0' }, { id: '-1' }, { id: '1e3' }, {}])('refuses %j', (query) => {
    const result = ContentDetailParamsSchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['id']);
  });
});

describe('RecommendListParamsSchema', () => {
  it('fills the defaults of spec §7 (ps 5, cp 1)', () => {
    expect(RecommendListParamsSchema.parse({ objectId: '7' })).toEqual({
      objectId: 7,
      ps: 5,
      cp: 1,
      isQuestion: false,
    });
  });

  it('reads objectTypes as a list and isQuestion as a flag', () => {
    expect(
      RecommendListParamsSchema.parse({ objectId: '7', objectTypes: '104, 109,', isQuestion: '1' }),
    ).toMatchObject({ objectTypes: [104, 109], isQuestion: true });
  });

  it('keeps ps at most 20', () => {
    expect(RecommendListParamsSchema.safeParse({ objectId: '7', ps: '21' }).success).toBe(false);
  });
});

describe('contentDetailPath', () => {
  it('sends courses to the lessons page and everything else to the book page', () => {
    expect(contentDetailPath(107, 5)).toBe('/wrap/details/lessons?id=5');
    expect(contentDetailPath(104, 5)).toBe('/wrap/details/book?id=5');
    expect(contentDetailPath(156, '12345678901234567')).toBe(
      '/wrap/details/book?id=12345678901234567',
    );
  });
});
