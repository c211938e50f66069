import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { HealthDataSchema } from '@moyue/contracts/api/platform';
import { ok } from '../../platform/envelope.ts';

export const healthRoutes =
  (deps: {
    databaseKind: 'pglite' | 'postgres';
    /** Live: answers false while Redis is down (false, too, when none is configured). */
    redisUp: () => Promise<boolean>;
    /** the catalogue's count of contents (CatalogRepository has it) */
    catalog: { countContents(): Promise<number> };
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/healthz',
      {
        schema: {
          tags: ['系统'],
          summary: '健康检查（无需签名）',
          response: { 200: apiResponseSchema(HealthDataSchema) },
        },
      },
      async (_request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return ok({
          Status: 'ok' as const,
          Database: deps.databaseKind,
          Redis: await deps.redisUp(),
          Contents: await deps.catalog.countContents(),
        });
      },
    );
  };
