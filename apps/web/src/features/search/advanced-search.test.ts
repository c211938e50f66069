import { describe, expect, it } from 'vitest';
import {
  AdvancedSearchMessages,
  EMPTY_ADVANCED_SEARCH,
  advancedSearchInput,
  isbnHasValidCharacters,
  readAdvancedSearch,
  validateAdvancedSearch,
} from './advanced-search';

const blank = EMPTY_ADVANCED_SEARCH;

describe('advanced search rules', () => {
  it('needs one criterion, ISBN characters, four-digit years in order', () => {
    expect(validateAdvancedSearch(blank)).toBe(AdvancedSearchMessages.NothingToSearch);
    expect(validateAdvancedSearch({ ...blank, title: '  ' })).toBe(
      AdvancedSearchMessages.NothingToSearch,
    );
    expect(validateAdvancedSearch({ ...blank, categoryIds: [5] })).toBeNull();
    expect(validateAdvancedSearch({ ...blank, isbn: '978x1' })).toBe(
      AdvancedSearchMessages.IsbnCharacters,
    );
    expect(validateAdvancedSearch({ ...blank, yearFrom: 99 })).toBe(AdvancedSearchMessages.Year);
    expect(validateAdvancedSearch({ ...blank, yearFrom: 2001, yearTo: 2000 })).toBe(
      AdvancedSearchMessages.YearOrder,
    );
    expect(validateAdvancedSearch({ ...blank, yearFrom: 2000, yearTo: 2000 })).toBeNull();
  });

  it('accepts ISBNs with dashes, spaces, a prefix and a final X, nothing else', () => {
    for (const isbn of [
      '9787101003048',
      '978-7-101-00304-8',
      'ISBN 7-101-00304-X',
      '7101 0030 4x',
      '',
    ])
      expect(isbnHasValidCharacters(isbn)).toBe(true);
    for (const isbn of ['978-7-10a', 'X123', '978_7', '九七八'])
      expect(isbnHasValidCharacters(isbn)).toBe(false);
  });

  it('reads the query leniently and sends only the given fields', () => {
    const params = new URLSearchParams(
      'title=%20唐诗%0A&yearFrom=19&yearTo=2000&CategoryIds=5,x,6',
    );
    expect(readAdvancedSearch(params)).toEqual({
      ...blank,
      title: '唐诗',
      yearTo: 2000,
      categoryIds: [5, 6],
    });
    const input = advancedSearchInput(params, 20);
    expect(input).toMatchObject({ title: '唐诗', yearTo: 2000, CategoryIds: '5,6', cp: 1, ps: 20 });
    expect(input.author).toBeUndefined();
    expect(input.yearFrom).toBeUndefined();
  });
});
