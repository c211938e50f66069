import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import {
  ContentSearchDataSchema,
  ContentSearchParamsSchema,
  HierarchyDetailDataSchema,
  HierarchyDetailParamsSchema,
  ObjectCategoryListDataSchema,
  ObjectCategoryListParamsSchema,
  SuggestDataSchema,
  SuggestParamsSchema,
} from '@moyue/contracts/api/search';
import { ok } from '../../platform/envelope.ts';
import { viewerOf } from '../../platform/session.ts';
import type { SearchService } from './search.service.ts';

export const searchRoutes =
  (search: SearchService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/Content/Search',
      {
        schema: {
          consumes: ['application/x-www-form-urlencoded'],
          tags: ['检索'],
          summary:
            '资源检索（searchType 1，含出版社与分类聚合）、全文检索（0）与问答检索（3 或 0、1、2 以外的值）；2（AI 读书助手）另有入口',
          body: ContentSearchParamsSchema,
          response: { 200: apiResponseSchema(ContentSearchDataSchema) },
        },
      },
      async (request) => ok(await search.search(request.body, viewerOf(request))),
    );
    app.get(
      '/v1/api/suggest/get-suggest',
      {
        schema: {
          tags: ['检索'],
          summary: '检索联想词（书名、作者；空关键词返回空列表）',
          querystring: SuggestParamsSchema,
          response: { 200: apiResponseSchema(SuggestDataSchema) },
        },
      },
      async (request) => ok(await search.suggest(request.query.keyword, request.query.ps)),
    );
    app.get(
      '/v1/api/hierarchy/detail',
      {
        schema: {
          tags: ['检索'],
          summary: '分类体系（中图法 ClcCode）树，至 level 层',
          querystring: HierarchyDetailParamsSchema,
          response: { 200: apiResponseSchema(HierarchyDetailDataSchema) },
        },
      },
      async (request) => ok(await search.hierarchy(request.query)),
    );
    app.get(
      '/v1/api/category/get-object-category-list',
      {
        schema: {
          tags: ['检索'],
          summary: '某一资源所属的分类（平铺）',
          querystring: ObjectCategoryListParamsSchema,
          response: { 200: apiResponseSchema(ObjectCategoryListDataSchema) },
        },
      },
      async (request) => ok(await search.categoriesOf(request.query)),
    );
  };
