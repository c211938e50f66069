import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CollectionOrganizationsDataSchema,
  CollectionOrganizationsParamsSchema,
  EngagementPaths,
} from '@moyue/contracts/api/engagement';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import type { CollectionService } from './collection.service.ts';

export const collectionRoutes =
  (collection: CollectionService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      EngagementPaths.CollectionOrganizations,
      {
        schema: {
          tags: ['资源'],
          summary: '馆藏机构：收藏此资源的机构',
          querystring: CollectionOrganizationsParamsSchema,
          response: { 200: apiResponseSchema(CollectionOrganizationsDataSchema) },
        },
      },
      async (request) => ok(await collection.organizations(request.query.objectId)),
    );
  };
