import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db.ts';
import type { OrganizationService } from '../organizations/index.ts';
import { curatedAdminRoutes } from './curated-admin.routes.ts';
import { CuratedAdminService } from './curated-admin.service.ts';
import { curatedRoutes } from './curated.routes.ts';
import { CuratedService } from './curated.service.ts';

/** The curated and special pages (issue 20 part 3) and their console calls. */
export function createCuratedModule(deps: {
  database: Database;
  organizations: OrganizationService;
}): { routes: FastifyPluginAsyncZod } {
  const service = new CuratedService(deps.database.db, deps.organizations);
  const admin = new CuratedAdminService(deps.database);
  return {
    routes: async (app) => {
      await app.register(curatedRoutes(service, deps.database));
      await app.register(curatedAdminRoutes(admin, deps.database));
    },
  };
}
