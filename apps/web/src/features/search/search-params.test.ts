import { describe, expect, it } from 'vitest';
import { readInSearchKeyword } from './search-params';

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
