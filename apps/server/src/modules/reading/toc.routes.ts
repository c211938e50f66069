import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import {
  TocContentDataSchema,
  TocContentParamsSchema,
  TocListDataSchema,
  TocListParamsSchema,
} from '@moyue/contracts/api/reading';
import { ok } from '../../platform/envelope.ts';
import { viewerOf } from '../../platform/session.ts';
import type { TocService } from './toc.service.ts';

export const tocRoutes =
  (toc: TocService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/api/tableofcontent/list',
      {
        schema: {
          tags: ['阅读'],
          summary: '目录：节点树，试读范围外的节点 IsLock（由服务器按读者权限判定）',
          querystring: TocListParamsSchema,
          response: { 200: apiResponseSchema(TocListDataSchema) },
        },
      },
      async (request) => ok(await toc.list(request.query, viewerOf(request))),
    );
    app.get(
      '/v1/api/tableofcontent/content',
      {
        schema: {
          tags: ['阅读'],
          summary: '一个目录节点的正文（知识阅读器）；试读范围外的节点被拒绝',
          querystring: TocContentParamsSchema,
          response: { 200: apiResponseSchema(TocContentDataSchema) },
        },
      },
      async (request) => ok(await toc.content(request.query, viewerOf(request))),
    );
  };
