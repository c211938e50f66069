import { normaliseSearchKeyword } from '@moyue/contracts/validators';

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

/** spec §2 search-type switcher. */
export const SEARCH_KINDS = [
  { key: 'ebook', label: '电子书', objectTypes: '104,109,110' },
  { key: 'audio', label: '有声书', objectTypes: '156' },
  { key: 'course', label: '课程', objectTypes: '107' },
] as const;

/** spec §2: sort composite, issue date, read count. */
export const SORTS = [
  { value: 0, label: '综合' },
  { value: 1, label: '出版时间' },
  { value: 2, label: '阅读量' },
] as const;
