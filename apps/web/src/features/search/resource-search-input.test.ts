import { describe, expect, it } from 'vitest';
import { EBOOKS_ONLY_LIBRARY_TYPE } from '@moyue/contracts/object-types';
import { keywordOnlyResourceSearch } from '@moyue/contracts/search-page';
import { readResourceSearch, type ResourceSearchContext } from './resource-search-input';

const PLAIN: ResourceSearchContext = {
  libraryType: undefined,
  organizationInfo: null,
  holdings: false,
};
const EBOOKS_ONLY: ResourceSearchContext = { ...PLAIN, libraryType: EBOOKS_ONLY_LIBRARY_TYPE };
const CLASSIFICATION_ONLY = {
  ...PLAIN,
  organizationInfo: { HideDepartmentNav: true, ClassificationOnly: true },
} as unknown as ResourceSearchContext;

// issue 16: the server draws the first rows of this call into the page's HTML
// (contracts/search-page.ts); the page must ask the same one, or its rows would change.
describe('the search call of an address that names only a keyword', () => {
  const addresses = [
    `inSearch=${encodeURIComponent('{"keyword":" 论语\\n"}')}&searchType=1`,
    'inSearch=李白&select=Author',
    'searchType=1',
  ];

  it('is the one the server draws first, whatever the institution', () => {
    for (const query of addresses)
      for (const context of [PLAIN, EBOOKS_ONLY, CLASSIFICATION_ONLY]) {
        const params = new URLSearchParams(query);
        expect(readResourceSearch(params, context).input, query).toEqual(
          keywordOnlyResourceSearch(params),
        );
      }
  });

  it('differs once the address chooses more: the server then draws no rows', () => {
    const params = new URLSearchParams('inSearch=论语&kind=audio');
    expect(keywordOnlyResourceSearch(params)).toBeNull();
    expect(readResourceSearch(params, PLAIN).input.objectTypes).toBe('156');
  });
});
