import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EngagementPaths,
  ReadingListDataSchema,
  ReadingListParamsSchema,
} from '@moyue/contracts/api/engagement';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import {
  ReadingListContentsDataSchema,
  ReadingListContentsParamsSchema,
  ReadingListDetailParamsSchema,
  ReadingListDetailSchema,
  ReadingListHotParamsSchema,
  ReadingListMineParamsSchema,
  ReadingListPaths,
  ReadingListSearchParamsSchema,
} from '@moyue/contracts/api/reading-lists';
import { ok } from '../../platform/envelope.ts';
import { requireUser, viewerOf } from '../../platform/session.ts';
import { loginFirst } from './login-first.ts';
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
    app.get(
      ReadingListPaths.Hot,
      {
        schema: {
          tags: ['书单'],
          summary: '热门书单：打开最多的（机构的与平台的）',
          querystring: ReadingListHotParamsSchema,
          response: { 200: apiResponseSchema(ReadingListDataSchema) },
        },
      },
      async (request) => ok(await lists.hot(request.query)),
    );
    app.get(
      ReadingListPaths.Detail,
      {
        schema: {
          tags: ['书单'],
          summary: '书单详情（id）',
          querystring: ReadingListDetailParamsSchema,
          response: { 200: apiResponseSchema(ReadingListDetailSchema) },
        },
      },
      async (request) => ok(await lists.detail(request.query.id, viewerOf(request).userId)),
    );
    app.get(
      ReadingListPaths.Contents,
      {
        schema: {
          tags: ['书单'],
          summary: '书单中的资源（分页，按书单顺序）',
          querystring: ReadingListContentsParamsSchema,
          response: { 200: apiResponseSchema(ReadingListContentsDataSchema) },
        },
      },
      async (request) => ok(await lists.contents(request.query)),
    );
    app.get(
      ReadingListPaths.Search,
      {
        schema: {
          tags: ['书单'],
          summary: '搜索书单（标题、简介、书名、作者）',
          querystring: ReadingListSearchParamsSchema,
          response: { 200: apiResponseSchema(ReadingListDataSchema) },
        },
      },
      async (request) => ok(await lists.search(request.query)),
    );
    app.get(
      ReadingListPaths.Mine,
      {
        preValidation: loginFirst,
        schema: {
          tags: ['书单'],
          summary: '我创建的推荐书单（需登录）',
          querystring: ReadingListMineParamsSchema,
          response: { 200: apiResponseSchema(ReadingListDataSchema) },
        },
      },
      async (request) => ok(await lists.mine(requireUser(request).userId, request.query)),
    );
  };
