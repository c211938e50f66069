import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EngagementPaths,
  RecommendCreateDataSchema,
  RecommendCreateParamsSchema,
  RecommendFormDataSchema,
  RecommendReasonListDataSchema,
  RecommendReasonListParamsSchema,
  RecommendTipsDataSchema,
  RecommendTipsParamsSchema,
  RecommendedDataSchema,
  RecommendedParamsSchema,
} from '@moyue/contracts/api/engagement';
import {
  CenterPaths,
  MyRecommendListDataSchema,
  MyRecommendListParamsSchema,
} from '@moyue/contracts/api/center';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import { requireUser, viewerOf } from '../../platform/session.ts';
import { loginFirst } from './login-first.ts';
import type { RecommendService } from './recommend.service.ts';

const TAGS = ['荐购'];

export const recommendRoutes =
  (recommend: RecommendService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      EngagementPaths.RecommendReasonList,
      {
        schema: {
          tags: TAGS,
          summary: '荐购过此资源的读者（人数与最新的头像）',
          querystring: RecommendReasonListParamsSchema,
          response: { 200: apiResponseSchema(RecommendReasonListDataSchema) },
        },
      },
      async (request) => ok(await recommend.reasons(request.query)),
    );
    app.get(
      EngagementPaths.Recommended,
      {
        schema: {
          tags: TAGS,
          summary: '当前读者是否已荐购此资源（未登录为 false）',
          querystring: RecommendedParamsSchema,
          response: { 200: apiResponseSchema(RecommendedDataSchema) },
        },
      },
      async (request) => ok(await recommend.recommended(viewerOf(request).userId, request.query)),
    );
    app.get(
      EngagementPaths.RecommendTips,
      {
        schema: {
          tags: TAGS,
          summary: '荐购提示语（所在机构的设置）',
          querystring: RecommendTipsParamsSchema,
          response: { 200: apiResponseSchema(RecommendTipsDataSchema) },
        },
      },
      async (request) =>
        ok(await recommend.tips(viewerOf(request).userId, request.query.organizationExternalId)),
    );
    app.get(
      EngagementPaths.RecommendForm,
      {
        preValidation: loginFirst,
        schema: {
          tags: TAGS,
          summary: '荐购表单：所在机构配置的字段、必填项、只读项与预填值（需登录与机构，代码 36）',
          response: { 200: apiResponseSchema(RecommendFormDataSchema) },
        },
      },
      async (request) => ok(await recommend.form(requireUser(request).userId)),
    );
    app.post(
      EngagementPaths.RecommendCreate,
      {
        preValidation: loginFirst,
        schema: {
          consumes: ['application/x-www-form-urlencoded'],
          tags: TAGS,
          summary:
            '提交荐购：dataJson（机构配置的字段、ObjectId、Reason、Remark），按规范第 5 节校验',
          body: RecommendCreateParamsSchema,
          response: { 200: apiResponseSchema(RecommendCreateDataSchema) },
        },
      },
      async (request) => {
        const { data, description } = await recommend.create(
          requireUser(request).userId,
          request.body.dataJson,
        );
        return ok(data, description);
      },
    );
    app.get(
      CenterPaths.MyRecommends,
      {
        preValidation: loginFirst,
        schema: {
          tags: TAGS,
          summary: '我的荐购：自己的荐购及其处理状态与图书馆答复，最新在前（需登录）',
          querystring: MyRecommendListParamsSchema,
          response: { 200: apiResponseSchema(MyRecommendListDataSchema) },
        },
      },
      async (request) => ok(await recommend.mine(requireUser(request).userId, request.query)),
    );
  };
