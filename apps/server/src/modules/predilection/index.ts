// The public entry of the predilection module: other modules import only this file (docs/architecture.md,
// "Boundaries"; the lint refuses a reach past it).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db.ts';
import { PredilectionRepository } from './predilection.repository.ts';
import { predilectionRoutes } from './predilection.routes.ts';
import { PredilectionService } from './predilection.service.ts';

/** Reading preferences (issue 17, myPredilection): routes to register inside the signed API scope. */
export function createPredilectionRoutes(db: Db): FastifyPluginAsyncZod {
  return predilectionRoutes(new PredilectionService(new PredilectionRepository(db)));
}
