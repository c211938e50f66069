import type { PageKey } from '../../config/routes';
import type { LazyPage } from './lazy-page';
import { BARE_PAGES } from './bare-pages';
import { CENTER_PAGES } from './center-pages';
import { MAIN_PAGES } from './main-pages';
import { READER_PAGES } from './reader-pages';

/** Every page of the route table by its key: each layout's map is typed by its routes. */
export const PAGE_MODULES: Record<PageKey, LazyPage> = {
  ...MAIN_PAGES,
  ...CENTER_PAGES,
  ...READER_PAGES,
  ...BARE_PAGES,
};
