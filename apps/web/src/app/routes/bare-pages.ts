import type { PageKey } from '../../config/routes';
import { lazyPage, type LazyPage } from './lazy-page';

/** Routes outside every frame (config/routes.ts, layout 'bare'): the editor console, its own lazy area. */
export const BARE_PAGES: Record<PageKey<'bare'>, LazyPage> = {
  admin: lazyPage(() => import('../../features/admin/pages/AdminPage'), 'AdminPage'),
};
