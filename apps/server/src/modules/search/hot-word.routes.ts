import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import {
  HotSearchWordsDataSchema,
  HotSearchWordsParamsSchema,
} from '@moyue/contracts/api/platform';
import { ok } from '../../platform/envelope.ts';
import type { HotWordService } from './hot-word.service.ts';

export const hotWordRoutes =
  (hotWords: HotWordService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/v1/api/history/hot-search-words',
      {
        schema: {
          consumes: ['application/x-www-form-urlencoded'],
          tags: ['检索'],
          summary: '热门搜索词（cp 翻页，超过末页从第一页重新开始）',
          body: HotSearchWordsParamsSchema,
          response: { 200: apiResponseSchema(HotSearchWordsDataSchema) },
        },
      },
      async (request) => {
        const words = await hotWords.page(request.body.cp, request.body.ps);
        return ok(words.map((word) => ({ Title: word.title })));
      },
    );
  };
