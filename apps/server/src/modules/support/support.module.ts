import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db.ts';
import type { FileStore } from '../../platform/file-store.ts';
import type { FileService } from '../media/index.ts';
import { screenshotGrantSecret } from './screenshot-grant.ts';
import { SupportRepository } from './support.repository.ts';
import { screenshotRoutes, supportRoutes } from './support.routes.ts';
import { SupportService } from './support.service.ts';

export interface SupportModule {
  /** the reader's calls (signed scope) */
  routes: FastifyPluginAsyncZod;
  /** the screenshot address (unsigned, behind a grant) */
  fileRoutes: FastifyPluginAsyncZod;
  /** the reader side, which the editor console reuses to present reports */
  service: SupportService;
}

/** Problem reports and customer-service tickets (issue 17: myProblem, service). */
export function createSupportModule(deps: {
  database: Database;
  files: FileService;
  store: FileStore;
  masterKey: Buffer;
  now?: (() => Date) | undefined;
}): SupportModule {
  const now = deps.now ?? (() => new Date());
  const secret = screenshotGrantSecret(deps.masterKey);
  const service = new SupportService(deps.database, deps.files, secret, now);
  return {
    routes: supportRoutes(service),
    fileRoutes: screenshotRoutes({
      secret,
      repository: new SupportRepository(deps.database.db),
      store: deps.store,
      now,
    }),
    service,
  };
}
