import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HomeIndexDataSchema,
  HomeIndexParamsSchema,
  KeywordRankingDataSchema,
  KeywordRankingParamsSchema,
  OrganizationRankingDataSchema,
  OrganizationRankingParamsSchema,
  RankingListDataSchema,
  RankingListParamsSchema,
  RankingPaths,
} from '@moyue/contracts/api/rankings';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import { viewerOf } from '../../platform/session.ts';
import type { HomeService } from './home.service.ts';
import type { RankingService } from './ranking.service.ts';

export const rankingRoutes =
  (rankings: RankingService, home: HomeService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      RankingPaths.List,
      {
        schema: {
          tags: ['榜单'],
          summary: '榜单：阅读、收听、课程、收藏、热门；周、月、总；全平台或某机构的读者',
          querystring: RankingListParamsSchema,
          response: { 200: apiResponseSchema(RankingListDataSchema) },
        },
      },
      async (request) => ok(await rankings.list(request.query)),
    );
    app.get(
      RankingPaths.Organizations,
      {
        schema: {
          tags: ['榜单'],
          summary: '机构阅读榜：机构按其读者的阅读排名',
          querystring: OrganizationRankingParamsSchema,
          response: { 200: apiResponseSchema(OrganizationRankingDataSchema) },
        },
      },
      async (request) => ok(await rankings.organizations(request.query)),
    );
    app.get(
      RankingPaths.Keywords,
      {
        schema: {
          tags: ['榜单'],
          summary: '热搜榜：检索词按检索它的读者排名',
          querystring: KeywordRankingParamsSchema,
          response: { 200: apiResponseSchema(KeywordRankingDataSchema) },
        },
      },
      async (request) => ok(await rankings.keywords(request.query)),
    );
    app.get(
      RankingPaths.Home,
      {
        schema: {
          tags: ['首页'],
          summary: '首页书架与分类导航（一次请求）',
          querystring: HomeIndexParamsSchema,
          response: { 200: apiResponseSchema(HomeIndexDataSchema) },
        },
      },
      async (request) => ok(await home.index(viewerOf(request))),
    );
  };
