import { HierarchyName, SearchSort, type ContentSearchInput } from './api/search.ts';
import { normaliseSearchKeyword } from './validators.ts';

/**
 * spec §2 /wrap/resuResSearch as its address is read: by the web page, which makes its search
 * call from it, and by the server, which draws the first rows of that same call into the
 * page's HTML for the first paint (issue 16). One reading, so the two show the same rows.
 */

/** spec §2: /wrap/resuResSearch carries inSearch as a JSON object with the keyword. */
export function readInSearchKeyword(inSearch: string | null): string {
  if (!inSearch) return '';
  try {
    const parsed: unknown = JSON.parse(inSearch);
    if (
      parsed &&
      typeof parsed === 'object' &&
      'keyword' in parsed &&
      typeof parsed.keyword === 'string'
    ) {
      return normaliseSearchKeyword(parsed.keyword);
    }
  } catch {
    // A hand-typed inSearch that is not JSON is taken as the keyword itself.
    return normaliseSearchKeyword(inSearch);
  }
  return '';
}

/** Rows a page of every resource-search list. */
export const SEARCH_PAGE_SIZE = 20;

/** spec §2 search-type switcher; the first is the page's kind when its address names none. */
export const SEARCH_KINDS = [
  { key: 'ebook', label: '电子书', objectTypes: '104,109,110' },
  { key: 'audio', label: '有声书', objectTypes: '156' },
  { key: 'course', label: '课程', objectTypes: '107' },
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number]['key'];

/** The parameters of an address that chooses nothing but a keyword (the search bar's). */
const KEYWORD_ONLY_PARAMS = new Set(['inSearch', 'searchType', 'select']);

/**
 * The search call of /wrap/resuResSearch whose address names only its keyword and field
 * (inSearch, select; searchType is the page's own): e-books, composite order, the first
 * page, the 中图法 hierarchy, no category, publisher or institution. The web page asks
 * exactly this (features/search/resource-search-input.ts; its test holds them together).
 * null for any other address: the server then draws no rows, and the page its own.
 */
export function keywordOnlyResourceSearch(params: URLSearchParams) {
  for (const name of params.keys()) if (!KEYWORD_ONLY_PARAMS.has(name)) return null;
  return {
    keyword: readInSearchKeyword(params.get('inSearch')),
    select: params.get('select') ?? '',
    objectTypes: SEARCH_KINDS[0].objectTypes,
    cp: 1,
    ps: SEARCH_PAGE_SIZE,
    hierarchyName: HierarchyName.Clc,
    sort: SearchSort.Composite,
    // the field as the address names it; the call's schema refuses one it does not know
  } satisfies Omit<ContentSearchInput, 'searchType' | 'select'> & { select: string };
}
