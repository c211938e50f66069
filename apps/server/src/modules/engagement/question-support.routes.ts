import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EngagementPaths,
  QuestionSupportDataSchema,
  QuestionSupportParamsSchema,
} from '@moyue/contracts/api/engagement';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import type { QuestionSupportService } from './question-support.service.ts';

export const questionSupportRoutes =
  (support: QuestionSupportService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      EngagementPaths.QuestionSupport,
      {
        schema: {
          tags: ['AI 问答'],
          summary: '该资源是否支持 AI 对话（有全文段落）',
          querystring: QuestionSupportParamsSchema,
          response: { 200: apiResponseSchema(QuestionSupportDataSchema) },
        },
      },
      async (request) => ok(await support.support(request.query.contentExternalId)),
    );
  };
