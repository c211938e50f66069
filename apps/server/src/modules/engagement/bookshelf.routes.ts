import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BookshelfCreateDataSchema,
  BookshelfCreateParamsSchema,
  BookshelfDeleteParamsSchema,
  BookshelfListDataSchema,
  BookshelfListParamsSchema,
  EngagementPaths,
} from '@moyue/contracts/api/engagement';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { requireUser } from '../../platform/session.ts';
import type { BookshelfService } from './bookshelf.service.ts';
import { loginFirst } from './login-first.ts';

export const bookshelfRoutes =
  (bookshelf: BookshelfService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      EngagementPaths.BookshelfCreate,
      {
        preValidation: loginFirst,
        schema: {
          consumes: ['application/x-www-form-urlencoded'],
          tags: ['书架'],
          summary: '加入书架（已在书架中也成功；需登录）',
          body: BookshelfCreateParamsSchema,
          response: { 200: apiResponseSchema(BookshelfCreateDataSchema) },
        },
      },
      async (request) => {
        const { entry, description } = await bookshelf.add(
          requireUser(request).userId,
          request.body.ObjectId,
        );
        return ok(entry, description);
      },
    );
    app.get(
      EngagementPaths.BookshelfList,
      {
        preValidation: loginFirst,
        schema: {
          tags: ['书架'],
          summary: '我的书架：最近加入的在前，每页 20 条（需登录）',
          querystring: BookshelfListParamsSchema,
          response: { 200: apiResponseSchema(BookshelfListDataSchema) },
        },
      },
      async (request) => ok(await bookshelf.list(requireUser(request).userId, request.query)),
    );
    app.post(
      EngagementPaths.BookshelfDelete,
      {
        preValidation: loginFirst,
        schema: {
          consumes: ['application/x-www-form-urlencoded'],
          tags: ['书架'],
          summary: '移出书架（不在书架中也成功；需登录）',
          body: BookshelfDeleteParamsSchema,
          response: { 200: apiResponseSchema(z.null()) },
        },
      },
      async (request) =>
        ok(null, await bookshelf.remove(requireUser(request).userId, request.body.ObjectId)),
    );
  };
