import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import { defineJob, type ModuleJobs } from '../../platform/jobs/job-handler.ts';
import { HomeRepository } from './home.repository.ts';
import { HomeService, type HoldingsSource } from './home.service.ts';
import { RankingRefreshRepository } from './ranking-refresh.repository.ts';
import { RankingRepository } from './ranking.repository.ts';
import { rankingRoutes } from './ranking.routes.ts';
import { RankingService } from './ranking.service.ts';

/** The job that takes in new events. */
export const RANKINGS_REFRESH_JOB = 'rankings.refresh';

/** How often the boards take in new events. */
export const DEFAULT_REFRESH_SECONDS = 60;

export interface RankingsModule {
  routes: FastifyPluginAsyncZod;
  rankings: RankingService;
  /** Takes in the events written since the last refresh (the schedule calls it; so can tests and the seed). */
  refresh(): Promise<{ added: number }>;
  /** The refresh as a background job, scheduled every refreshSeconds (none when 0). */
  jobs: ModuleJobs;
}

/** 榜单 and the home page's shelves (issue 15). */
export function createRankingsModule(deps: {
  db: Db;
  organizations: HoldingsSource;
  /** seconds between scheduled refreshes; 0: none (tests refresh themselves) */
  refreshSeconds?: number;
}): RankingsModule {
  const refreshSeconds = deps.refreshSeconds ?? DEFAULT_REFRESH_SECONDS;
  const refresher = new RankingRefreshRepository(deps.db);
  const rankings = new RankingService(new RankingRepository(deps.db));
  const home = new HomeService(new HomeRepository(deps.db), rankings, deps.organizations);
  const refresh = () => refresher.refresh();
  return {
    routes: rankingRoutes(rankings, home),
    rankings,
    refresh,
    jobs: {
      handlers: [
        defineJob({
          kind: RANKINGS_REFRESH_JOB,
          payload: z.object({}),
          run: () => refresh(),
        }),
      ],
      // In a cluster the boards refresh once per interval, in whichever runner claims the slot.
      schedules:
        refreshSeconds > 0
          ? [
              {
                name: RANKINGS_REFRESH_JOB,
                kind: RANKINGS_REFRESH_JOB,
                everyMs: refreshSeconds * 1000,
              },
            ]
          : [],
    },
  };
}
