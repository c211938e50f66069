import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EngagementPaths,
  ReadingListDataSchema,
  ReadingListParamsSchema,
} from '@moyue/contracts/api/engagement';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import type { ReadingListService } from './reading-list.service.ts';

export const readingListRoutes =
  (lists: ReadingListService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      EngagementPaths.ReadingList,
      {
        schema: {
          tags: ['书单'],
          summary: '推荐书单：机构自己的在前，其次平台的（详情页右栏 ps 2）',
          querystring: ReadingListParamsSchema,
          response: { 200: apiResponseSchema(ReadingListDataSchema) },
        },
      },
      async (request) => ok(await lists.list(request.query)),
    );
  };
