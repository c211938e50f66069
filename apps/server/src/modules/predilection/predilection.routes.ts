import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CenterMessages,
  CenterPaths,
  PredilectionDataSchema,
  PredilectionSaveParamsSchema,
  PreferredBooksDataSchema,
  PreferredBooksParamsSchema,
} from '@moyue/contracts/api/center';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import { requireUser } from '../../platform/session.ts';
import { loginFirst } from '../engagement/index.ts';
import type { PredilectionService } from './predilection.service.ts';

const TAGS = ['阅读偏好'];

/** myPredilection and 猜你喜欢; all need login. */
export const predilectionRoutes =
  (predilections: PredilectionService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      CenterPaths.Predilection,
      {
        preValidation: loginFirst,
        schema: {
          tags: TAGS,
          summary: '阅读偏好：可选的中图法分类（两级）与已选分类（需登录）',
          response: { 200: apiResponseSchema(PredilectionDataSchema) },
        },
      },
      async (request) => ok(await predilections.detail(requireUser(request).userId)),
    );
    app.post(
      CenterPaths.PredilectionSave,
      {
        preValidation: loginFirst,
        schema: {
          consumes: ['application/x-www-form-urlencoded'],
          tags: TAGS,
          summary: '保存阅读偏好：categoryIds 逗号分隔，最多 10 个，空为清除（需登录）',
          body: PredilectionSaveParamsSchema,
          response: { 200: apiResponseSchema(PredilectionDataSchema) },
        },
      },
      async (request) =>
        ok(
          await predilections.save(requireUser(request).userId, request.body.categoryIds),
          CenterMessages.PreferencesSaved,
        ),
    );
    app.get(
      CenterPaths.PreferredBooks,
      {
        preValidation: loginFirst,
        schema: {
          tags: TAGS,
          summary: '猜你喜欢：所选分类下最常读的电子书，已读完的不列（需登录；未选分类为空）',
          querystring: PreferredBooksParamsSchema,
          response: { 200: apiResponseSchema(PreferredBooksDataSchema) },
        },
      },
      async (request) =>
        ok(await predilections.books(requireUser(request).userId, request.query.ps)),
    );
  };
