import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import {
  BookmarkBooksDataSchema,
  BookmarkBooksParamsSchema,
  BookmarkCreateParamsSchema,
  BookmarkDeleteDataSchema,
  BookmarkDeleteParamsSchema,
  BookmarkListDataSchema,
  BookmarkListParamsSchema,
  BookmarkSchema,
} from '@moyue/contracts/api/bookmarks';
import { ok } from '../../platform/envelope.ts';
import { requireUser } from '../../platform/session.ts';
import type { BookmarkService } from './bookmark.service.ts';

const FORM = ['application/x-www-form-urlencoded'];

export const bookmarkRoutes =
  (bookmarks: BookmarkService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/v1/api/bookmark/create',
      {
        schema: {
          consumes: FORM,
          tags: ['阅读'],
          summary: '添加书签（同一位置重复添加只更新，需登录）',
          body: BookmarkCreateParamsSchema,
          response: { 200: apiResponseSchema(BookmarkSchema) },
        },
      },
      async (request) => ok(await bookmarks.create(requireUser(request).userId, request.body)),
    );
    app.get(
      '/v1/api/bookmark/list',
      {
        schema: {
          tags: ['阅读'],
          summary: '一本书中我的书签，按阅读顺序（需登录）',
          querystring: BookmarkListParamsSchema,
          response: { 200: apiResponseSchema(BookmarkListDataSchema) },
        },
      },
      async (request) => ok(await bookmarks.list(requireUser(request).userId, request.query)),
    );
    app.get(
      '/v1/api/bookmark/books',
      {
        schema: {
          tags: ['阅读'],
          summary: '有书签的书，最近添加的在前（需登录）',
          querystring: BookmarkBooksParamsSchema,
          response: { 200: apiResponseSchema(BookmarkBooksDataSchema) },
        },
      },
      async (request) => ok(await bookmarks.books(requireUser(request).userId, request.query)),
    );
    app.post(
      '/v1/api/bookmark/delete',
      {
        schema: {
          consumes: FORM,
          tags: ['阅读'],
          summary: '删除我的书签（ids；含他人的书签则整体拒绝）',
          body: BookmarkDeleteParamsSchema,
          response: { 200: apiResponseSchema(BookmarkDeleteDataSchema) },
        },
      },
      async (request) => ok(await bookmarks.delete(requireUser(request).userId, request.body)),
    );
  };
