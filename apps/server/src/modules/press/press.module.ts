import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db.ts';
import { FollowRepository } from './follow.repository.ts';
import { FollowService } from './follow.service.ts';
import { pressAdminRoutes } from './press-admin.routes.ts';
import { PressAdminService } from './press-admin.service.ts';
import { PressRepository } from './press.repository.ts';
import { pressRoutes } from './press.routes.ts';
import { PressService } from './press.service.ts';

export interface PressModule {
  routes: FastifyPluginAsyncZod;
}

/** The publisher shop and follows (issues 20 and 17). */
export function createPressModule(deps: { db: Db; now?: (() => Date) | undefined }): PressModule {
  const follows = new FollowRepository(deps.db);
  const shop = pressRoutes(
    new PressService(new PressRepository(deps.db), follows),
    new FollowService(follows, deps.now ?? (() => new Date())),
  );
  const consoleRoutes = pressAdminRoutes(new PressAdminService(deps.db), deps.db);
  return {
    routes: async (app, options) => {
      await app.register(shop, options);
      await app.register(consoleRoutes, options);
    },
  };
}
