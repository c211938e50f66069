import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import {
  FollowListDataSchema,
  FollowListParamsSchema,
  FollowPaths,
  FollowStateSchema,
  FollowTargetParamsSchema,
  PressDepartmentDataSchema,
  PressDepartmentParamsSchema,
  PressDetailSchema,
  PressIdParamsSchema,
  PressListDataSchema,
  PressListParamsSchema,
  PressMessages,
  PressPaths,
} from '@moyue/contracts/api/press';
import { ok } from '../../platform/envelope.ts';
import { requireUser, viewerOf } from '../../platform/session.ts';
import { loginFirst } from '../engagement/index.ts';
import type { FollowService } from './follow.service.ts';
import type { PressService } from './press.service.ts';

const FORM = ['application/x-www-form-urlencoded'];
const PRESS_TAGS = ['出版社'];
const FOLLOW_TAGS = ['关注'];

/** The publisher shop's calls (public) and follows (login required, code 34 first). */
export const pressRoutes =
  (presses: PressService, follows: FollowService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      PressPaths.List,
      {
        schema: {
          tags: PRESS_TAGS,
          summary: '出版社资源：出版社列表（按名称检索，书多者在前）',
          querystring: PressListParamsSchema,
          response: { 200: apiResponseSchema(PressListDataSchema) },
        },
      },
      async (request) => ok(await presses.list(request.query)),
    );
    app.get(
      PressPaths.Detail,
      {
        schema: {
          tags: PRESS_TAGS,
          summary: '出版社首页：简介、地址（DcdAdress）、新书、部门、关注状态',
          querystring: PressIdParamsSchema,
          response: { 200: apiResponseSchema(PressDetailSchema) },
        },
      },
      async (request) => ok(await presses.detail(viewerOf(request).userId, request.query.id)),
    );
    app.get(
      PressPaths.Department,
      {
        schema: {
          tags: PRESS_TAGS,
          summary: '出版社部门详情：部门简介及其图书（分页）',
          querystring: PressDepartmentParamsSchema,
          response: { 200: apiResponseSchema(PressDepartmentDataSchema) },
        },
      },
      async (request) => ok(await presses.department(request.query)),
    );

    app.post(
      FollowPaths.Create,
      {
        preValidation: loginFirst,
        schema: {
          consumes: FORM,
          tags: FOLLOW_TAGS,
          summary:
            '关注出版社（targetType 1，targetId 出版社 Id）或作者（2，作者名）；重复关注不变',
          body: FollowTargetParamsSchema,
          response: { 200: apiResponseSchema(FollowStateSchema) },
        },
      },
      async (request) =>
        ok(
          await follows.follow(
            requireUser(request).userId,
            request.body.targetType,
            request.body.targetId,
          ),
          PressMessages.Followed,
        ),
    );
    app.post(
      FollowPaths.Delete,
      {
        preValidation: loginFirst,
        schema: {
          consumes: FORM,
          tags: FOLLOW_TAGS,
          summary: '取消关注；重复取消不变',
          body: FollowTargetParamsSchema,
          response: { 200: apiResponseSchema(FollowStateSchema) },
        },
      },
      async (request) =>
        ok(
          await follows.unfollow(
            requireUser(request).userId,
            request.body.targetType,
            request.body.targetId,
          ),
          PressMessages.Unfollowed,
        ),
    );
    app.get(
      FollowPaths.State,
      {
        schema: {
          tags: FOLLOW_TAGS,
          summary: '关注状态：IsFollow（未登录为 false）与关注人数 FollowNumber',
          querystring: FollowTargetParamsSchema,
          response: { 200: apiResponseSchema(FollowStateSchema) },
        },
      },
      async (request) =>
        ok(
          await follows.state(
            viewerOf(request).userId,
            request.query.targetType,
            request.query.targetId,
          ),
        ),
    );
    app.get(
      FollowPaths.List,
      {
        preValidation: loginFirst,
        schema: {
          tags: FOLLOW_TAGS,
          summary: '我的关注：关注的出版社与作者及其新书（分页）',
          querystring: FollowListParamsSchema,
          response: { 200: apiResponseSchema(FollowListDataSchema) },
        },
      },
      async (request) => ok(await follows.list(requireUser(request).userId, request.query)),
    );
  };
