import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import {
  HistoryBookshelfDataSchema,
  HistoryBookshelfParamsSchema,
  HistoryCreateAnswerSchema,
  HistoryCreateParamsSchema,
  HistoryDeleteDataSchema,
  HistoryDeleteParamsSchema,
  HistoryListDataSchema,
  HistoryListParamsSchema,
  HistoryPaths,
  HistoryProcessDataSchema,
  HistoryProcessParamsSchema,
} from '@moyue/contracts/api/history';
import { ok } from '../../platform/envelope.ts';
import { requireUser } from '../../platform/session.ts';
import { loginFirst } from '../engagement/index.ts';
import type { HistoryService } from './history.service.ts';

export const historyRoutes =
  (history: HistoryService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/api/history/list',
      {
        preValidation: loginFirst,
        schema: {
          tags: ['历史'],
          summary: '我的记录：检索历史（actionType 2）、浏览足迹（actionType 1，含进度），需登录',
          querystring: HistoryListParamsSchema,
          response: { 200: apiResponseSchema(HistoryListDataSchema) },
        },
      },
      async (request) => ok(await history.list(requireUser(request).userId, request.query)),
    );
    app.post(
      '/v1/api/history/delete',
      {
        preValidation: loginFirst,
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
    app.post(
      HistoryPaths.Create,
      {
        preValidation: loginFirst,
        schema: {
          consumes: ['application/x-www-form-urlencoded'],
          tags: ['历史'],
          summary:
            '记录：actionType 1 浏览足迹与阅读进度（Process 0–1、FileId，每人每资源一条），4 分享，17 每日签到（需登录）',
          body: HistoryCreateParamsSchema,
          response: { 200: apiResponseSchema(HistoryCreateAnswerSchema) },
        },
      },
      async (request) => ok(await history.create(requireUser(request).userId, request.body)),
    );
    app.get(
      HistoryPaths.Process,
      {
        preValidation: loginFirst,
        schema: {
          tags: ['历史'],
          summary: '阅读 / 收听进度（0–1；未读过为 0，需登录）',
          querystring: HistoryProcessParamsSchema,
          response: { 200: apiResponseSchema(HistoryProcessDataSchema) },
        },
      },
      async (request) =>
        ok(await history.progress(requireUser(request).userId, request.query.objectId)),
    );
    app.get(
      HistoryPaths.Bookshelf,
      {
        preValidation: loginFirst,
        schema: {
          tags: ['历史'],
          summary: '是否在书架上：书架条目，Data 为 null 表示不在（需登录）',
          querystring: HistoryBookshelfParamsSchema,
          response: { 200: apiResponseSchema(HistoryBookshelfDataSchema) },
        },
      },
      async (request) =>
        ok(await history.bookshelf(requireUser(request).userId, request.query.objectId)),
    );
  };
