import { describe, expect, it } from 'vitest';
import { getHref } from './paths';

describe('getHref (spec §2 navigation targets)', () => {
  it('builds the login address with redirect and error', () => {
    expect(getHref.login('/wrap/center/bookShelf')).toBe(
      '/login?redirect=%2Fwrap%2Fcenter%2FbookShelf',
    );
    expect(getHref.login()).toBe('/login');
  });
  it('builds detail, press and reader addresses', () => {
    expect(getHref.bookDetail('1234567890123456789')).toBe(
      '/wrap/details/book?id=1234567890123456789',
    );
    expect(getHref.bookDetail(5, 'B-5-Epub')).toBe('/wrap/details/book?id=5&ExternalId=B-5-Epub');
    expect(getHref.lessonsDetail(7)).toBe('/wrap/details/lessons?id=7');
    expect(getHref.projectDetail(3)).toBe('/wrap/ProjectDetail?id=3');
    expect(getHref.press(2, 9)).toBe('/press/index?id=2&aqrId=9');
    expect(getHref.reader('pdf', { id: 1, objectType: 104 })).toBe(
      '/pdfReader?id=1&objectType=104',
    );
    expect(getHref.reader('epub', { id: 1 })).toBe('/epubReader?id=1');
  });
  it('builds the search addresses', () => {
    const resource = new URL(getHref.resourceSearch('论语', 'Author'), 'http://x');
    expect(resource.pathname).toBe('/wrap/resuResSearch');
    expect(JSON.parse(resource.searchParams.get('inSearch')!)).toEqual({ keyword: '论语' });
    expect(resource.searchParams.get('searchType')).toBe('1');
    expect(getHref.fullTextSearch('明月')).toBe(
      `/wrap/allSearch?keyWord=${encodeURIComponent('明月')}`,
    );
    expect(getHref.integrating(true)).toBe('/wrap/center/integrating?justSign=1');
  });
});
