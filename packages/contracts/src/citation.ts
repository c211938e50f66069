export interface CitationSource {
  author?: string | null;
  title: string;
  publisher?: string | null;
  /** The year, e.g. 2019 or '2019'. */
  year?: string | number | null;
  /** An issue date string ('2019-04-29', '2019年4月', '2019'); its year is used when year is absent. */
  issueDate?: string | null;
}

/** The four-digit year of a year or issue-date value, or ''. */
function yearOf(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return /(?:^|\D)(\d{4})(?:\D|$)/.exec(String(value).trim())?.[1] ?? '';
}

/**
 * spec §9: '[1] author. title[M]. publisher, year.'. A missing author is
 * 佚名 (the convention of Chinese references for anonymous works); a missing
 * year or publisher is left out with its comma.
 */
export function formatCitation(source: CitationSource): string {
  const author = source.author?.trim() || '佚名';
  const title = source.title.trim();
  const publisher = source.publisher?.trim() ?? '';
  const year = yearOf(source.year) || yearOf(source.issueDate);
  const tail = [publisher, year].filter(Boolean).join(', ');
  return `[1] ${author}. ${title}[M].${tail ? ` ${tail}.` : ''}`;
}
