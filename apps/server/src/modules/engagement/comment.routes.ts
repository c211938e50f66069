import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CommentCreateDataSchema,
  CommentCreateParamsSchema,
  CommentListDataSchema,
  CommentListParamsSchema,
  EngagementPaths,
} from '@moyue/contracts/api/engagement';
import {
  CenterMessages,
  CenterPaths,
  CommentDeleteParamsSchema,
  MyCommentListDataSchema,
  MyCommentListParamsSchema,
} from '@moyue/contracts/api/center';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { z } from 'zod';
import { CommentMessages } from '@moyue/contracts/messages';
import { ok } from '../../platform/envelope.ts';
import { requireUser } from '../../platform/session.ts';
import type { CommentService } from './comment.service.ts';
import { loginFirst } from './login-first.ts';

export const commentRoutes =
  (comments: CommentService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      EngagementPaths.CommentList,
      {
        schema: {
          tags: ['评论'],
          summary: '资源的用户评论：平均分、每页 20 条（最新在前）',
          querystring: CommentListParamsSchema,
          response: { 200: apiResponseSchema(CommentListDataSchema) },
        },
      },
      async (request) => ok(await comments.list(request.query)),
    );
    app.post(
      EngagementPaths.CommentCreate,
      {
        preValidation: loginFirst,
        schema: {
          consumes: ['application/x-www-form-urlencoded'],
          tags: ['评论'],
          summary: '发表评论：1–5 星，内容 1–200 字，纯文本（需登录）',
          body: CommentCreateParamsSchema,
          response: { 200: apiResponseSchema(CommentCreateDataSchema) },
        },
      },
      async (request) =>
        ok(
          await comments.create(requireUser(request).userId, request.body),
          CommentMessages.Success,
        ),
    );
    app.get(
      CenterPaths.MyComments,
      {
        preValidation: loginFirst,
        schema: {
          tags: ['评论'],
          summary: '我的评论：自己发表的评论及其所评资源，最新在前（需登录）',
          querystring: MyCommentListParamsSchema,
          response: { 200: apiResponseSchema(MyCommentListDataSchema) },
        },
      },
      async (request) => ok(await comments.mine(requireUser(request).userId, request.query)),
    );
    app.post(
      CenterPaths.CommentDelete,
      {
        preValidation: loginFirst,
        schema: {
          consumes: ['application/x-www-form-urlencoded'],
          tags: ['评论'],
          summary: '删除自己的评论（已删除的再删仍成功；他人的评论拒绝，代码 403）',
          body: CommentDeleteParamsSchema,
          response: { 200: apiResponseSchema(z.null()) },
        },
      },
      async (request) =>
        ok(
          await comments.delete(requireUser(request).userId, request.body.id),
          CenterMessages.CommentDeleted,
        ),
    );
  };
