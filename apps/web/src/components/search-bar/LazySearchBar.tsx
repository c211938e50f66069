import { lazy, Suspense } from 'react';

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
  return (
    <Suspense fallback={<div className="search-bar search-bar--loading" aria-hidden="true" />}>
      <SearchBar />
    </Suspense>
  );
}
