import { lazyWidget } from '../../../lib/lazy-widget';

/** The shelves' cover cards: drawn once their call answers, their code loaded beside it (issue 16). */
export const LazyShelfRow = lazyWidget(async () => (await import('./ShelfRow')).ShelfRow);
