import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContentDetailParamsSchema,
  ContentDetailSchema,
  RecommendListDataSchema,
  RecommendListParamsSchema,
} from '@moyue/contracts/api/catalog';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import { viewerOf } from '../../platform/session.ts';
import type { CatalogService } from './catalog.service.ts';

export const catalogRoutes =
  (catalog: CatalogService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Content/Detail',
      {
        schema: {
          tags: ['资源'],
          summary: '资源详情（id 或 ExternalId，ExternalId 可带 -Pdf / -Epub 后缀）',
          querystring: ContentDetailParamsSchema,
          response: { 200: apiResponseSchema(ContentDetailSchema) },
        },
      },
      async (request) =>
        ok(
          await catalog.detail(request.query, {
            origin: `${request.protocol}://${request.host}`,
            viewer: viewerOf(request),
          }),
        ),
    );
    // spec §7 writes this path without its leading slash; a request line always has one.
    app.get(
      '/v1/api/content/recommendlist',
      {
        schema: {
          tags: ['资源'],
          summary: '相似资源：同分类优先，其次同作者、同出版社，按阅读量',
          querystring: RecommendListParamsSchema,
          response: { 200: apiResponseSchema(RecommendListDataSchema) },
        },
      },
      async (request) => ok(await catalog.similar(request.query)),
    );
  };
