import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db.ts';
import { FollowRepository } from './follow.repository.ts';
import { FollowService } from './follow.service.ts';
import { PressRepository } from './press.repository.ts';
import { pressRoutes } from './press.routes.ts';
import { PressService } from './press.service.ts';

export interface PressModule {
  routes: FastifyPluginAsyncZod;
}

/** The publisher shop and follows (issues 20 and 17). */
export function createPressModule(deps: { db: Db; now?: (() => Date) | undefined }): PressModule {
  const follows = new FollowRepository(deps.db);
  return {
    routes: pressRoutes(
      new PressService(new PressRepository(deps.db), follows),
      new FollowService(follows, deps.now ?? (() => new Date())),
    ),
  };
}
