import {
  CONTENT_SOURCE_LABELS,
  ContentSource,
  SearchSort,
  type ContentSource as ContentSourceValue,
} from '@moyue/contracts/api/search';
import { normaliseSearchKeyword } from '@moyue/contracts/validators';

export const COURSE_OBJECT_TYPES = '107';

/** spec §2: book sorts — composite, issue date, read count. */
export const SORTS = [
  { value: SearchSort.Composite, label: '综合' },
  { value: SearchSort.IssueDate, label: '出版时间' },
  { value: SearchSort.ReadCount, label: '阅读量' },
] as const;

/** spec §2 course filter: sort by update time or play count. */
export const COURSE_SORTS = [
  { value: SearchSort.PlayCount, label: '播放量' },
  { value: SearchSort.UpdateTime, label: '更新时间' },
] as const;

/** spec §2 course filter: content source, 全部 plus three named sources. */
export const CONTENT_SOURCES = (
  [
    ContentSource.All,
    ContentSource.University,
    ContentSource.Publisher,
    ContentSource.Platform,
  ] as const
).map((value) => ({ value, label: CONTENT_SOURCE_LABELS[value] }));

const readInt = (value: string | null): number | null => {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
};

/** The page number in the query (cp), 1 when absent or malformed. */
export const readPage = (params: URLSearchParams): number =>
  Math.max(1, readInt(params.get('cp')) ?? 1);

/** A book sort from the query; composite when absent or not a book sort. */
export function readBookSort(params: URLSearchParams): number {
  const sort = readInt(params.get('sort'));
  return SORTS.some((s) => s.value === sort) ? sort! : SearchSort.Composite;
}

export type CourseFilterValue = {
  contentSource: ContentSourceValue;
  sort: number;
};

/** The course filter from the query: a course sort (play count by default, spec §2) and a content source (全部 by default). */
export function readCourseFilter(params: URLSearchParams): CourseFilterValue {
  const sort = readInt(params.get('sort'));
  const source = readInt(params.get('contentSource'));
  const named = CONTENT_SOURCES.find((s) => s.value === source);
  return {
    sort: COURSE_SORTS.some((s) => s.value === sort) ? sort! : SearchSort.PlayCount,
    contentSource: named ? named.value : ContentSource.All,
  };
}

/** The category ids in the query (CategoryIds, comma-separated positive integers). */
export function readCategoryIds(params: URLSearchParams): number[] {
  return (params.get('CategoryIds') ?? '')
    .split(',')
    .map((part) => readInt(part.trim()))
    .filter((id): id is number => id !== null && id > 0);
}

/** spec §2 select of allSearch and questionResource: which field `search` names. */
const FIELD_FILTERS = {
  Author: { param: 'author', label: '作者' },
  Publisher: { param: 'publisher', label: '出版社' },
  Isbn: { param: 'isbn', label: 'ISBN' },
} as const;

export interface FieldFilter {
  /** the /Content/Search field it fills */
  param: 'author' | 'publisher' | 'isbn';
  label: string;
  value: string;
}

/**
 * spec §2: /wrap/allSearch and /wrap/questionResource take select and search;
 * select Author, Publisher or Isbn with a non-blank search keeps to the books
 * of that author, publisher or ISBN. Anything else: no filter.
 */
export function readFieldFilter(params: URLSearchParams): FieldFilter | null {
  const select = params.get('select') ?? '';
  const value = normaliseSearchKeyword(params.get('search') ?? '');
  if (!value || !Object.hasOwn(FIELD_FILTERS, select)) return null;
  return { ...FIELD_FILTERS[select as keyof typeof FIELD_FILTERS], value };
}
