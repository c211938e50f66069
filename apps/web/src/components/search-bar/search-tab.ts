import { paths } from '../../config/paths';

/** spec §2 search type: 1 resource, 0 full text (default), 2 AI book assistant, 3 (another value) Q&A. */
export type SearchTab = '1' | '0' | '2' | '3';

/** The AI pages, where the bar offers the assistant's tab: the assistant itself is /wrap/bookai. */
export const AI_PATHS: string[] = [paths.bookAi, paths.chatBook];

/**
 * The tab that belongs to a results page, so the bar shows the search the reader is looking at.
 * Apart from the bar's code: its loading placeholder needs it too (the resource tab draws a row
 * of filters under the input).
 */
export function tabOfPath(pathname: string): SearchTab | null {
  if (pathname.startsWith(paths.allSearch)) return '0';
  if ([paths.questionSearch, paths.questionResource].some((p) => pathname.startsWith(p)))
    return '3';
  if (AI_PATHS.some((p) => pathname.startsWith(p))) return '2';
  if (
    [paths.resuResSearch, paths.searchBook, paths.lessonsSearchList].some((p) =>
      pathname.startsWith(p),
    )
  )
    return '1';
  return null;
}
