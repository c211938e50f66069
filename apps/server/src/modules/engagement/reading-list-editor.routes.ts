import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ReadingListPaths,
  ReadingListUpdateParamsSchema,
  ReadingListWriteParamsSchema,
} from '@moyue/contracts/api/reading-lists';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import { requireUser } from '../../platform/session.ts';
import type { ReadingListEditorService } from './reading-list-editor.service.ts';
import { loginFirst } from './login-first.ts';

const SavedSchema = apiResponseSchema(z.object({ Id: z.number().int() }));

/** spec §6: the teacher's recommended reading list (create, edit). */
export const readingListEditorRoutes =
  (editor: ReadingListEditorService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      ReadingListPaths.Create,
      {
        preValidation: loginFirst,
        schema: {
          consumes: ['application/x-www-form-urlencoded'],
          tags: ['书单'],
          summary: '教师创建推荐书单（需登录；非教师 403）',
          body: ReadingListWriteParamsSchema,
          response: { 200: SavedSchema },
        },
      },
      async (request) => ok(await editor.create(requireUser(request).userId, request.body)),
    );
    app.post(
      ReadingListPaths.Update,
      {
        preValidation: loginFirst,
        schema: {
          consumes: ['application/x-www-form-urlencoded'],
          tags: ['书单'],
          summary: '教师修改自己的推荐书单（需登录）',
          body: ReadingListUpdateParamsSchema,
          response: { 200: SavedSchema },
        },
      },
      async (request) => ok(await editor.update(requireUser(request).userId, request.body)),
    );
  };
