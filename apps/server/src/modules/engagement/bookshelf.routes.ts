import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BookshelfCreateDataSchema,
  BookshelfCreateParamsSchema,
  EngagementPaths,
} from '@moyue/contracts/api/engagement';
import { apiResponseSchema } from '@moyue/contracts/envelope';
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
  };
