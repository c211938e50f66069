import type { QueryClient } from '@tanstack/react-query';
import { selectLibraryType, selectOrganizationInfo, useAppStore } from '../../../stores/app-store';
import { readResourceSearch } from '../resource-search-input';
import { searchContentsQueryOptions } from './search-contents';

/**
 * The store search's results, asked for as soon as /wrap/resuResSearch matches (issue 16):
 * beside the page's code, not after it has rendered. The page asks the same call
 * (readResourceSearch), so it renders this answer.
 */
export function prefetchResourceSearch(queryClient: QueryClient, url: URL): void {
  const state = useAppStore.getState();
  const { input } = readResourceSearch(url.searchParams, {
    libraryType: selectLibraryType(state),
    organizationInfo: selectOrganizationInfo(state),
    holdings: false,
  });
  void queryClient.prefetchQuery(searchContentsQueryOptions(input));
}
