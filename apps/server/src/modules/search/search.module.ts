import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db.ts';
import { PreparedStatements } from '../../platform/prepared-statements.ts';
import type { ReadCache } from '../../platform/read-cache.ts';
import type { IndexTransform } from '../../platform/spa.ts';
import type { HistoryService } from '../history/index.ts';
import type { OrganizationService } from '../organizations/index.ts';
import { HotWordRepository } from './hot-word.repository.ts';
import { hotWordRoutes } from './hot-word.routes.ts';
import { HotWordService } from './hot-word.service.ts';
import { QuestionRepository } from './question.repository.ts';
import { searchFirstPaintHook } from './search-first-paint.ts';
import { SearchRepository } from './search.repository.ts';
import { searchRoutes } from './search.routes.ts';
import { SearchService, type PassageLocks } from './search.service.ts';

/** The search area: resource, full-text and Q&A search, suggestions, hierarchies and hot words. */
export function createSearchModule(deps: {
  database: Database;
  organizations: OrganizationService;
  /** a signed-in reader's keywords become their search history */
  history: HistoryService;
  /** reading's trial locks: a locked passage's snippet is never sent */
  passageLocks: PassageLocks;
  cache: ReadCache;
}): {
  routes: FastifyPluginAsyncZod;
  /** the search results page's HTML with its first rows (platform/spa.ts) */
  indexTransforms: IndexTransform[];
} {
  const { db } = deps.database;
  const search = new SearchService(
    new SearchRepository(db, new PreparedStatements(deps.database)),
    new QuestionRepository(db),
    deps.organizations,
    deps.history,
    deps.passageLocks,
    deps.cache,
  );
  const hotWords = new HotWordService(new HotWordRepository(db), deps.cache);
  return {
    indexTransforms: [searchFirstPaintHook(search)],
    routes: async (app) => {
      await app.register(hotWordRoutes(hotWords));
      await app.register(searchRoutes(search));
    },
  };
}
