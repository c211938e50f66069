import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import {
  HistoryDeleteDataSchema,
  HistoryDeleteParamsSchema,
  HistoryListDataSchema,
  HistoryListParamsSchema,
} from '@moyue/contracts/api/history';
import { ok } from '../../platform/envelope.ts';
import { requireUser } from '../../platform/session.ts';
import type { HistoryService } from './history.service.ts';

export const historyRoutes =
  (history: HistoryService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/api/history/list',
      {
        schema: {
          tags: ['历史'],
          summary: '我的记录：检索历史（actionType 2，需登录）',
          querystring: HistoryListParamsSchema,
          response: { 200: apiResponseSchema(HistoryListDataSchema) },
        },
      },
      async (request) => ok(await history.list(requireUser(request).userId, request.query)),
    );
    app.post(
      '/v1/api/history/delete',
      {
        schema: {
          consumes: ['application/x-www-form-urlencoded'],
          tags: ['历史'],
          summary: '删除我的记录：ids 中的若干条，或 isDeleteAll 全部（需登录）',
          body: HistoryDeleteParamsSchema,
          response: { 200: apiResponseSchema(HistoryDeleteDataSchema) },
        },
      },
      async (request) => ok(await history.delete(requireUser(request).userId, request.body)),
    );
  };
