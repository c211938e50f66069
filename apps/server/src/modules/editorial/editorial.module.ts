import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db.ts';
import type { ReadCache } from '../../platform/read-cache.ts';
import type { IndexTransform } from '../../platform/spa.ts';
import type { FileService } from '../media/index.ts';
import { adminRecommendRoutes } from './admin-recommend.routes.ts';
import { AdminRecommendService } from './admin-recommend.service.ts';
import { AdminRepository } from './admin.repository.ts';
import { adminRoutes } from './admin.routes.ts';
import { AdminService } from './admin.service.ts';
import { BannerRepository } from './banner.repository.ts';
import { bannerRoutes } from './banner.routes.ts';
import { BannerService } from './banner.service.ts';
import { homeFirstPaintHook } from './home-first-paint.ts';
import { PagesRepository } from './pages.repository.ts';
import { pagesRoutes } from './pages.routes.ts';
import { PagesService } from './pages.service.ts';

/** The editorial area: home banners, static pages, help, hot topics and the editor console. */
export function createEditorialModule(deps: {
  database: Database;
  files: FileService;
  /** public reads the console's changes invalidate (banners, hot words, organisations' networks) */
  cache: ReadCache;
}): {
  routes: FastifyPluginAsyncZod;
  /** home's HTML with its first banner (platform/spa.ts) */
  indexTransforms: IndexTransform[];
} {
  const { db } = deps.database;
  const banners = new BannerService(new BannerRepository(db), deps.cache);
  const pages = new PagesService(new PagesRepository(db));
  const admin = new AdminService(deps.database, deps.files, deps.cache);
  const roles = new AdminRepository(db);
  return {
    indexTransforms: [homeFirstPaintHook(banners)],
    routes: async (app) => {
      await app.register(bannerRoutes(banners));
      await app.register(pagesRoutes(pages));
      await app.register(adminRoutes(admin, roles));
      await app.register(adminRecommendRoutes(new AdminRecommendService(deps.database), roles));
    },
  };
}
