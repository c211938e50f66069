import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DonorDetailDataSchema,
  DonorDetailParamsSchema,
  EngagementPaths,
} from '@moyue/contracts/api/engagement';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import type { DonorService } from './donor.service.ts';

export const donorRoutes =
  (donors: DonorService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      EngagementPaths.DonorDetail,
      {
        schema: {
          tags: ['校友捐赠'],
          summary: '校友捐赠详情：捐赠人、证书、寄语与其它捐赠（未捐赠的资源 Data 为 null）',
          querystring: DonorDetailParamsSchema,
          response: { 200: apiResponseSchema(DonorDetailDataSchema) },
        },
      },
      async (request) => ok(await donors.detail(request.query.ExternalId)),
    );
  };
