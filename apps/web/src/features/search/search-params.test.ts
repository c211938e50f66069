import { describe, expect, it } from 'vitest';
import { readFieldFilter, readInSearchKeyword } from './search-params';

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

describe('select + search of allSearch and questionResource (spec §2)', () => {
  const read = (query: string) => readFieldFilter(new URLSearchParams(query));
  it('keeps to an author, a publisher or an ISBN', () => {
    expect(read('select=Author&search=%20李白%0A')).toEqual({
      param: 'author',
      label: '作者',
      value: '李白',
    });
    expect(read('select=Publisher&search=中华书局')?.param).toBe('publisher');
    expect(read('select=Isbn&search=978-7-101')?.param).toBe('isbn');
  });
  it('ignores a blank search, an unknown select and inherited names', () => {
    expect(read('select=Author&search=%20')).toBeNull();
    expect(read('select=Title&search=李白')).toBeNull();
    expect(read('select=toString&search=李白')).toBeNull();
    expect(read('search=李白')).toBeNull();
  });
});
