import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db.ts';
import type { ContentRefs } from '../engagement/index.ts';
import { FootprintRepository } from './footprint.repository.ts';
import { FootprintService } from './footprint.service.ts';
import { HistoryRepository } from './history.repository.ts';
import { historyRoutes } from './history.routes.ts';
import { HistoryService, type ShelfSource, type SignInSource } from './history.service.ts';
import { playbackHistoryRoutes } from './playback-history.routes.ts';
import { ReadingStatsRepository } from './reading-stats.repository.ts';
import { readingStatsRoutes } from './reading-stats.routes.ts';
import { ReadingStatsService } from './reading-stats.service.ts';

/** The other modules' services the history module asks. */
export interface HistoryModuleDeps {
  db: Db;
  /** engagement: the items footprints name (their type and title) */
  contents: ContentRefs;
  /** engagement: the bookshelf, which history/bookshelf reads */
  shelf: ShelfSource;
  /** points: the daily sign-in, history/create actionType 17 */
  signIns: SignInSource;
  now?: (() => Date) | undefined;
}

export interface HistoryModule {
  /** search history, footprints and progress (search records keywords; points reads progress) */
  history: HistoryService;
  /** history/*, the playback history and the reading statistics, for the signed API scope */
  routes: FastifyPluginAsyncZod;
}

/** History (spec §7 /v1/api/history/*), footprints and reading statistics. */
export function createHistoryModule(deps: HistoryModuleDeps): HistoryModule {
  const history = new HistoryService(
    new HistoryRepository(deps.db),
    new FootprintService(new FootprintRepository(deps.db), deps.contents),
    deps.shelf,
    deps.signIns,
  );
  const stats = new ReadingStatsService(new ReadingStatsRepository(deps.db), deps.now);
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(historyRoutes(history));
    await app.register(playbackHistoryRoutes(history));
    await app.register(readingStatsRoutes(stats));
  };
  return { history, routes };
}
