import type { QueryClient } from '@tanstack/react-query';
import { hotSearchWordsQueryOptions } from '../../../components/hot-search-words/get-hot-search-words';
import { useAppStore } from '../../../stores/app-store';
import { bannersQueryOptions } from './get-banners';
import { homeIndexQueryOptions } from './get-home-index';

/**
 * What home draws first — home/index (notice, activity, shelves, categories), the banners and
 * the hot words' first page — asked for as soon as /wrap/index matches (issue 16), beside the
 * page's code rather than after it has rendered.
 */
export function prefetchHomePage(queryClient: QueryClient): void {
  const signedIn = useAppStore.getState().user !== null;
  void queryClient.prefetchQuery(homeIndexQueryOptions(signedIn));
  void queryClient.prefetchQuery(bannersQueryOptions());
  void queryClient.prefetchQuery(hotSearchWordsQueryOptions(1));
}
