import { lazyWidget } from '../../../lib/lazy-widget';

/**
 * The search results page's widgets (antd Tabs, Select, Segmented, Radio, Pagination): their code
 * loads beside the search call (issue 16), from the route's loader as well as from the page.
 */
export const ResourceSearchView = lazyWidget(
  async () => (await import('./ResourceSearchView')).ResourceSearchView,
);
