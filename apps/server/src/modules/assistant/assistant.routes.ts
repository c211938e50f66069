import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AssistantPaths,
  QuestionCreateDataSchema,
  QuestionCreateParamsSchema,
  QuestionListDataSchema,
  QuestionListParamsSchema,
  WordCloudDataSchema,
  WordCloudParamsSchema,
} from '@moyue/contracts/api/assistant';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import { requireUser, signedInViewerOf, viewerOf } from '../../platform/session.ts';
import type { AssistantService } from './assistant.service.ts';
import type { WordCloudService } from './word-cloud.service.ts';

/** Before validation: an anonymous caller hears code 34 first (spec §5.3, §8). */
const loginFirst = async (request: FastifyRequest): Promise<void> => {
  requireUser(request);
};

/** The AI assistant's calls of spec §7 (user-question/support is engagement's). */
export const assistantRoutes =
  (assistant: AssistantService, wordClouds: WordCloudService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      AssistantPaths.QuestionList,
      {
        preValidation: loginFirst,
        schema: {
          tags: ['AI 问答'],
          summary: '本人与这本书的对话（旧的在前）、已问次数 UserCount 与上限 Limit（需登录）',
          querystring: QuestionListParamsSchema,
          response: { 200: apiResponseSchema(QuestionListDataSchema) },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return ok(await assistant.list(signedInViewerOf(request), request.query.groupId));
      },
    );
    app.post(
      AssistantPaths.QuestionCreate,
      {
        preValidation: loginFirst,
        schema: {
          consumes: ['application/x-www-form-urlencoded'],
          tags: ['AI 问答'],
          summary:
            '向书提问：答案只取自读者可读的段落并注明出处；需登录（34）、已认证机构（36）、未超上限（37）',
          body: QuestionCreateParamsSchema,
          response: { 200: apiResponseSchema(QuestionCreateDataSchema) },
        },
      },
      async (request) => ok(await assistant.ask(signedInViewerOf(request), request.body)),
    );
    app.post(
      AssistantPaths.WordCloud,
      {
        schema: {
          consumes: ['application/x-www-form-urlencoded'],
          tags: ['AI 问答'],
          summary: '书的词云：按章节的主题与关键词（出现次数、原文、页码），缓存至正文改变',
          body: WordCloudParamsSchema,
          response: { 200: apiResponseSchema(WordCloudDataSchema) },
        },
      },
      async (request) => ok(await wordClouds.wordCloud(viewerOf(request), request.body.bookId)),
    );
  };
