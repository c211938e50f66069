import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db.ts';
import { HomeRepository } from './home.repository.ts';
import { HomeService, type HoldingsSource } from './home.service.ts';
import { RankingRefreshRepository } from './ranking-refresh.repository.ts';
import { RankingRepository } from './ranking.repository.ts';
import { rankingRoutes } from './ranking.routes.ts';
import { RankingService } from './ranking.service.ts';

/** How often the boards take in new events. */
export const DEFAULT_REFRESH_SECONDS = 60;

export interface RankingsModule {
  routes: FastifyPluginAsyncZod;
  rankings: RankingService;
  /** Takes in the events written since the last refresh (the schedule calls it; so can tests and the seed). */
  refresh(): Promise<{ added: number }>;
  /** Starts the periodic refresh; answers the function that stops it (after a refresh under way). */
  schedule(log: FastifyBaseLogger, seconds?: number): () => Promise<void>;
}

/** 榜单 and the home page's shelves (issue 15). */
export function createRankingsModule(deps: {
  db: Db;
  organizations: HoldingsSource;
}): RankingsModule {
  const refresher = new RankingRefreshRepository(deps.db);
  const rankings = new RankingService(new RankingRepository(deps.db));
  const home = new HomeService(new HomeRepository(deps.db), rankings, deps.organizations);
  const refresh = () => refresher.refresh();
  return {
    routes: rankingRoutes(rankings, home),
    rankings,
    refresh,
    schedule(log, seconds = DEFAULT_REFRESH_SECONDS) {
      let running: Promise<void> | null = null;
      const run = async () => {
        try {
          const outcome = await refresh();
          if (outcome.added > 0) log.info({ added: outcome.added }, 'rankings refreshed');
        } catch (error) {
          log.warn({ err: error }, 'rankings refresh failed; the next one tries again');
        } finally {
          running = null;
        }
      };
      const tick = () => {
        running ??= run();
      };
      tick();
      const timer = setInterval(tick, seconds * 1000);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
  };
}
