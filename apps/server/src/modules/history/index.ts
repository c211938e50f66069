// The public entry of the history module: other modules import only this file (docs/architecture.md,
// "Boundaries"; the lint refuses a reach past it).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db.ts';
import { ReadingStatsRepository } from './reading-stats.repository.ts';
import { readingStatsRoutes } from './reading-stats.routes.ts';
import { ReadingStatsService } from './reading-stats.service.ts';

export type { HistoryService } from './history.service.ts';

/** Reading statistics and the year report (issue 17): routes for the signed API scope. */
export function createReadingStatsRoutes(db: Db, now?: () => Date): FastifyPluginAsyncZod {
  return readingStatsRoutes(new ReadingStatsService(new ReadingStatsRepository(db), now));
}
