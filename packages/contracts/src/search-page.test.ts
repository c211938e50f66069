import { describe, expect, it } from 'vitest';
import { ContentSearchParamsSchema, SearchSort } from './api/search.ts';
import { keywordOnlyResourceSearch, readInSearchKeyword } from './search-page.ts';

describe('inSearch (spec §2: a JSON object with the keyword)', () => {
  it('reads the keyword, trimmed and without line breaks', () => {
    expect(readInSearchKeyword(JSON.stringify({ keyword: ' 明月\n ' }))).toBe('明月');
  });
  it('treats a non-JSON value as the keyword and a missing one as empty', () => {
    expect(readInSearchKeyword('李白')).toBe('李白');
    expect(readInSearchKeyword(null)).toBe('');
    expect(readInSearchKeyword('{"other":1}')).toBe('');
  });
});

describe('the search call of an address that names only a keyword (issue 16)', () => {
  const read = (query: string) => keywordOnlyResourceSearch(new URLSearchParams(query));

  it('is the first page of e-books in composite order, a valid /Content/Search', () => {
    const call = read(`inSearch=${encodeURIComponent('{"keyword":"论语"}')}&searchType=1`);
    expect(call).toEqual({
      keyword: '论语',
      select: '',
      objectTypes: '104,109,110',
      cp: 1,
      ps: 20,
      hierarchyName: 'ClcCode',
      sort: SearchSort.Composite,
    });
    expect(ContentSearchParamsSchema.safeParse({ ...call, searchType: 1 }).success).toBe(true);
    expect(read('select=Author&inSearch=李白')).toMatchObject({
      keyword: '李白',
      select: 'Author',
    });
    expect(read('')).toMatchObject({ keyword: '' });
  });

  it('is none when the address chooses anything else', () => {
    for (const query of ['inSearch=a&kind=audio', 'inSearch=a&cp=2', 'inSearch=a&sort=2', 'x=1'])
      expect(read(query), query).toBeNull();
  });
});
