import { describe, expect, it } from 'vitest';
import { readFieldFilter } from './search-params';

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
