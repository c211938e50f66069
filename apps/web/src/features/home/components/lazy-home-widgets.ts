import { lazyWidget } from '../../../lib/lazy-widget';

// Home's widgets drawn once their calls answer: their code loads beside those calls (issue 16),
// from the route's loader (api/prefetch-home.ts) as well as from the page.

/** The category navigation's tabs (home/index's categories). */
export const CategoryNav = lazyWidget(async () => (await import('./CategoryNav')).CategoryNav);

/** The shelves' cover cards: drawn once their call answers, their code loaded beside it. */
export const LazyShelfRow = lazyWidget(async () => (await import('./ShelfRow')).ShelfRow);

/** What home's first screen draws with its first answers. */
export const HOME_FIRST_WIDGETS = [CategoryNav, LazyShelfRow] as const;
