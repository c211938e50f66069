import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { tabOfPath } from './search-tab';

/** Starts loading the search bar's code (antd Tabs, AutoComplete, Radio, Input) without rendering it. */
export const loadSearchBar = () => import('./SearchBar');

const SearchBar = lazy(async () => ({ default: (await loadSearchBar()).SearchBar }));

/**
 * The header search bar, its code loaded apart from the shell (issue 16): a
 * phone loads it when the reader opens search; a wide screen with the page,
 * after its first paint. The fallback holds the bar's place and draws the
 * frame of its input, so nothing below it moves; it holds no text or control
 * a reader (or a test) could mistake for the bar.
 */
export function LazySearchBar() {
  // The resource tab draws its filters' row under the input: held too, else the page moved
  // 28 px down when the bar came (and a click aimed at the results' tabs landed above them).
  const filters = tabOfPath(useLocation().pathname) === '1';
  const loading = `search-bar search-bar--loading${filters ? ' search-bar--loading-filters' : ''}`;
  return (
    <Suspense fallback={<div className={loading} aria-hidden="true" />}>
      <SearchBar />
    </Suspense>
  );
}
