import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import {
  CompanionEditionDataSchema,
  CompanionEditionParamsSchema,
  CompanionPaths,
  CompanionPositionDataSchema,
  CompanionPositionParamsSchema,
} from '@moyue/contracts/api/companion';
import { ok } from '../../platform/envelope.ts';
import type { CompanionService } from './companion.service.ts';

/** Issue 18: an e-book and its audio edition, and positions mapped between them (public data). */
export const companionRoutes =
  (companions: CompanionService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      CompanionPaths.Edition,
      {
        schema: {
          tags: ['阅读'],
          summary:
            '同一作品的另一版本：电子书对应的有声书，或有声书朗读的电子书；没有时 Data 为 null',
          querystring: CompanionEditionParamsSchema,
          response: { 200: apiResponseSchema(CompanionEditionDataSchema) },
        },
      },
      async (request) => ok(await companions.edition(request.query.objectId)),
    );
    app.get(
      CompanionPaths.Position,
      {
        schema: {
          tags: ['阅读'],
          summary:
            '读到的位置对应有声书的哪一集哪一秒，或听到的位置对应电子书的哪里（按章节与字数换算）',
          querystring: CompanionPositionParamsSchema,
          response: { 200: apiResponseSchema(CompanionPositionDataSchema) },
        },
      },
      async (request) => ok(await companions.position(request.query)),
    );
  };
