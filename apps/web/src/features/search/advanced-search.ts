import { DEFAULT_SEARCH_OBJECT_TYPES } from '@moyue/contracts/api/search';
import { normaliseSearchKeyword } from '@moyue/contracts/validators';
import type { ResourceSearchInput } from './api/search-contents';
import type { QueryPatch } from './hooks/use-search-query';
import { readBookSort, readCategoryIds, readPage } from './search-params';

/** The advanced search form (/wrap/searchBook, 图书检索); its fields travel in the query under the same names. */
export interface AdvancedSearchFields {
  title: string;
  author: string;
  publisher: string;
  isbn: string;
  keyword: string;
  yearFrom: number | null;
  yearTo: number | null;
  categoryIds: number[];
}

/** A form with nothing filled in. */
export const EMPTY_ADVANCED_SEARCH: Readonly<AdvancedSearchFields> = {
  title: '',
  author: '',
  publisher: '',
  isbn: '',
  keyword: '',
  yearFrom: null,
  yearTo: null,
  categoryIds: [],
};

/** Ours: the spec names the page, not its messages. */
export const AdvancedSearchMessages = {
  NothingToSearch: '请至少填写一项检索条件',
  IsbnCharacters: 'ISBN 只能包含数字、连字符和末位的 X',
  Year: '请输入四位数年份',
  YearOrder: '起始年份不能晚于结束年份',
} as const;

export const YEAR_MIN = 1000;
export const YEAR_MAX = 9999;

/** Digits with dashes or spaces between them, an ISBN-10 check character X last; an optional ISBN prefix. */
const ISBN_CHARACTERS = /^(ISBN[:：\s]*)?[\d\s-]*[\dXx]?$/i;

export const isbnHasValidCharacters = (isbn: string): boolean => ISBN_CHARACTERS.test(isbn.trim());

const isYear = (year: number | null): boolean =>
  year === null || (Number.isInteger(year) && year >= YEAR_MIN && year <= YEAR_MAX);

/** The first rule the fields break, or null: something to search for, ISBN characters, years, year order. */
export function validateAdvancedSearch(fields: AdvancedSearchFields): string | null {
  if (!hasCriteria(fields)) return AdvancedSearchMessages.NothingToSearch;
  if (!isbnHasValidCharacters(fields.isbn)) return AdvancedSearchMessages.IsbnCharacters;
  if (!isYear(fields.yearFrom) || !isYear(fields.yearTo)) return AdvancedSearchMessages.Year;
  if (fields.yearFrom !== null && fields.yearTo !== null && fields.yearFrom > fields.yearTo)
    return AdvancedSearchMessages.YearOrder;
  return null;
}

export function hasCriteria(fields: AdvancedSearchFields): boolean {
  const { yearFrom, yearTo, categoryIds, ...texts } = fields;
  return (
    Object.values(texts).some((text) => text.trim() !== '') ||
    yearFrom !== null ||
    yearTo !== null ||
    categoryIds.length > 0
  );
}

const readYear = (value: string | null): number | null =>
  value !== null && /^\d{4}$/.test(value) ? Number(value) : null;

/** The fields as the query holds them (what the form shows on load and on back / forward). */
export function readAdvancedSearch(params: URLSearchParams): AdvancedSearchFields {
  const text = (name: string) => normaliseSearchKeyword(params.get(name) ?? '');
  return {
    title: text('title'),
    author: text('author'),
    publisher: text('publisher'),
    isbn: text('isbn'),
    keyword: text('keyword'),
    yearFrom: readYear(params.get('yearFrom')),
    yearTo: readYear(params.get('yearTo')),
    categoryIds: readCategoryIds(params),
  };
}

/** The query patch a submitted form writes (blank fields are removed; page back to 1). */
export function advancedSearchQuery(fields: AdvancedSearchFields): QueryPatch {
  return {
    title: normaliseSearchKeyword(fields.title),
    author: normaliseSearchKeyword(fields.author),
    publisher: normaliseSearchKeyword(fields.publisher),
    isbn: normaliseSearchKeyword(fields.isbn),
    keyword: normaliseSearchKeyword(fields.keyword),
    yearFrom: fields.yearFrom,
    yearTo: fields.yearTo,
    CategoryIds: fields.categoryIds.join(','),
  };
}

/** POST /Content/Search for the query of /wrap/searchBook: books (e-books 104, 109, 110) matching every given field. */
export function advancedSearchInput(
  params: URLSearchParams,
  pageSize: number,
): ResourceSearchInput {
  const fields = readAdvancedSearch(params);
  const blankToUndefined = (text: string) => text || undefined;
  return {
    keyword: fields.keyword,
    objectTypes: DEFAULT_SEARCH_OBJECT_TYPES,
    title: blankToUndefined(fields.title),
    author: blankToUndefined(fields.author),
    publisher: blankToUndefined(fields.publisher),
    isbn: blankToUndefined(fields.isbn),
    yearFrom: fields.yearFrom ?? undefined,
    yearTo: fields.yearTo ?? undefined,
    CategoryIds: fields.categoryIds.length > 0 ? fields.categoryIds.join(',') : undefined,
    sort: readBookSort(params),
    cp: readPage(params),
    ps: pageSize,
  };
}
