import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ArticleDetailParamsSchema,
  ArticleListParamsSchema,
  ArticleListSchema,
  ArticleSchema,
  EditorialPagesPaths,
  TopicIdParamsSchema,
  TopicListParamsSchema,
  TopicListSchema,
  TopicSchema,
} from '@moyue/contracts/api/editorial-pages';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import { presentArticle, presentArticleSummary } from './pages.presenter.ts';
import type { PagesService } from './pages.service.ts';

/** Static pages, help articles and hot topics (ours, requirements §7.5); public, never cached (editors change them). */
export const pagesRoutes =
  (pages: PagesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });

    app.get(
      EditorialPagesPaths.articleList,
      {
        schema: {
          tags: ['运营'],
          summary: '帮助中心文章（kind help）或静态页面（kind page）列表',
          querystring: ArticleListParamsSchema,
          response: { 200: apiResponseSchema(ArticleListSchema) },
        },
      },
      async (request) =>
        ok({ ItemList: (await pages.articles(request.query.kind)).map(presentArticleSummary) }),
    );

    app.get(
      EditorialPagesPaths.articleDetail,
      {
        schema: {
          tags: ['运营'],
          summary:
            '一篇文章或静态页面（id，或 slug：about contact business privacy agreement service）',
          querystring: ArticleDetailParamsSchema,
          response: { 200: apiResponseSchema(ArticleSchema) },
        },
      },
      async (request) => ok(presentArticle(await pages.article(request.query))),
    );

    app.get(
      EditorialPagesPaths.topicList,
      {
        schema: {
          tags: ['运营'],
          summary: '热点专题列表（对象类型 108；keyword 检索标题与简介）',
          querystring: TopicListParamsSchema,
          response: { 200: apiResponseSchema(TopicListSchema) },
        },
      },
      async (request) => ok(await pages.topics(request.query)),
    );

    app.get(
      EditorialPagesPaths.topicDetail,
      {
        schema: {
          tags: ['运营'],
          summary: '热点专题详情：正文、图片与关联的图书、课程、音频',
          querystring: TopicIdParamsSchema,
          response: { 200: apiResponseSchema(TopicSchema) },
        },
      },
      async (request) => ok(await pages.topic(request.query.id)),
    );
  };
