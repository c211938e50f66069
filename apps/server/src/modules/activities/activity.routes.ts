import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActivityDetailSchema,
  ActivityListDataSchema,
  ActivityMessages,
  ActivityPaths,
  ActivityRefParamsSchema,
  AreaActivityDataSchema,
  JoinDataSchema,
  LeaderboardDataSchema,
} from '@moyue/contracts/api/activities';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { requireUser, viewerOf } from '../../platform/session.ts';
import { loginFirst } from '../engagement/index.ts';
import type { ActivityService } from './activity.service.ts';

const TAGS = ['阅读活动'];

/** Reading activities (issue 20): lists and pages are public; joining needs login. */
export const activityRoutes =
  (activities: ActivityService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      ActivityPaths.List,
      {
        schema: {
          tags: TAGS,
          summary: '阅读活动列表（进行中、未开始、已结束）',
          querystring: z.object({}),
          response: { 200: apiResponseSchema(ActivityListDataSchema) },
        },
      },
      async (request) => ok(await activities.list(viewerOf(request))),
    );
    app.get(
      ActivityPaths.Area,
      {
        schema: {
          tags: TAGS,
          summary: '本机构（绑定认证或所在网络）与本地区（个人资料所在地）的活动',
          querystring: z.object({}),
          response: { 200: apiResponseSchema(AreaActivityDataSchema) },
        },
      },
      async (request) => ok(await activities.area(viewerOf(request))),
    );
    app.get(
      ActivityPaths.Detail,
      {
        schema: {
          tags: TAGS,
          summary: '活动详情：时间、主题、规则、书单与读者在每本书上的进度',
          querystring: ActivityRefParamsSchema,
          response: { 200: apiResponseSchema(ActivityDetailSchema) },
        },
      },
      async (request) => ok(await activities.detail(viewerOf(request), request.query.id)),
    );
    app.get(
      ActivityPaths.Leaderboard,
      {
        schema: {
          tags: TAGS,
          summary: '活动排行：读完的书数、总进度、先到者在前',
          querystring: ActivityRefParamsSchema,
          response: { 200: apiResponseSchema(LeaderboardDataSchema) },
        },
      },
      async (request) => ok(await activities.leaderboard(viewerOf(request), request.query.id)),
    );
    app.post(
      ActivityPaths.Join,
      {
        preValidation: loginFirst,
        schema: {
          consumes: ['application/x-www-form-urlencoded'],
          tags: TAGS,
          summary: '参加活动（需登录；重复参加只算一次；已结束的活动不能参加）',
          body: ActivityRefParamsSchema,
          response: { 200: apiResponseSchema(JoinDataSchema) },
        },
      },
      async (request) =>
        ok(
          await activities.join(requireUser(request).userId, request.body.id),
          ActivityMessages.Joined,
        ),
    );
  };
