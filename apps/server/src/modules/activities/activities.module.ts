import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db.ts';
import { ActivityAdminService } from './activity-admin.service.ts';
import { activityAdminRoutes } from './activity-admin.routes.ts';
import { ActivityRepository } from './activity.repository.ts';
import { activityRoutes } from './activity.routes.ts';
import { ActivityService, type CardAwards, type InstitutionOf } from './activity.service.ts';

/** What the activities module asks of others. */
export interface ActivitiesModuleDeps {
  database: Database;
  /** points: the rare card of a finished list */
  cards: CardAwards;
  /** organizations: the reader's institution */
  organizations: InstitutionOf;
  now?: (() => Date) | undefined;
}

/** Reading activities (issue 20): public pages, joining, leaderboards and the console. */
export function createActivitiesModule(deps: ActivitiesModuleDeps): {
  routes: FastifyPluginAsyncZod;
} {
  const now = deps.now ?? (() => new Date());
  const { db } = deps.database;
  const activities = new ActivityService(
    new ActivityRepository(db),
    deps.cards,
    deps.organizations,
    now,
  );
  const admin = new ActivityAdminService(deps.database, now);
  return {
    routes: async (app) => {
      await app.register(activityRoutes(activities));
      await app.register(activityAdminRoutes(admin, db));
    },
  };
}
