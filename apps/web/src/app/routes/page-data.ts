import type { PageKey } from '../../config/routes';
import { prefetchContentDetail } from '../../features/details/api/get-content-detail';
import { DetailBody } from '../../features/details/components/lazy-detail-body';
import { prefetchHomePage } from '../../features/home/api/prefetch-home';
import { HOME_FIRST_WIDGETS } from '../../features/home/components/lazy-home-widgets';
import { prefetchResourceSearch } from '../../features/search/api/prefetch-resource-search';
import { ResourceSearchView } from '../../features/search/components/lazy-resource-search-view';
import { preloadWidgets, type LazyWidget } from '../../lib/lazy-widget';
import { queryClient } from '../providers';
import { PAGE_MODULES } from './page-modules';

interface FirstNeeds {
  /** Starts the calls of the page's main content. */
  data(url: URL): void;
  /** The widgets that draw that content, their code asked for once the page's own has come. */
  widgets: readonly Pick<LazyWidget<object>, 'preload'>[];
}

/**
 * What a page draws first, asked for when its route matches (issue 16: home, search results and
 * detail render their main content from one data round trip). The calls start beside the page's
 * code instead of after its first render; the page's own queries have the same keys, so they
 * take these answers. The widgets' code follows the page's own, not beside it: on a phone's
 * few connections it would hold back the page's first paint. Nothing waits: the loader
 * answers at once.
 */
const FIRST_NEEDS: Partial<Record<PageKey, FirstNeeds>> = {
  home: { data: () => prefetchHomePage(queryClient), widgets: HOME_FIRST_WIDGETS },
  resuResSearch: {
    data: (url) => prefetchResourceSearch(queryClient, url),
    widgets: [ResourceSearchView],
  },
  detail: {
    data: (url) => prefetchContentDetail(queryClient, url),
    widgets: [DetailBody],
  },
};

/** The route loader of a page whose first needs are asked for early, if it has one. */
export function pageDataLoader(page: PageKey) {
  const needs = FIRST_NEEDS[page];
  if (!needs) return undefined;
  return ({ request }: { request: Request }) => {
    needs.data(new URL(request.url));
    PAGE_MODULES[page]().then(
      () => preloadWidgets(needs.widgets),
      () => {
        // The router shows the page's load failure; its widgets load when it renders.
      },
    );
    return null;
  };
}
