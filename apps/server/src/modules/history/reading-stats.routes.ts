import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CenterPaths,
  ReadingReportParamsSchema,
  ReadingReportSchema,
  ReadingStatisticSchema,
} from '@moyue/contracts/api/center';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import { requireUser } from '../../platform/session.ts';
import { loginFirst } from '../engagement/index.ts';
import type { ReadingStatsService } from './reading-stats.service.ts';

const TAGS = ['历史'];

/** Reading statistics and the year report (issue 17, beyond the spec); need login. */
export const readingStatsRoutes =
  (stats: ReadingStatsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      CenterPaths.ReadingStatistic,
      {
        preValidation: loginFirst,
        schema: {
          tags: TAGS,
          summary: '阅读统计：阅读时长、读完的书、连续阅读天数（需登录）',
          response: { 200: apiResponseSchema(ReadingStatisticSchema) },
        },
      },
      async (request) => ok(await stats.statistic(requireUser(request).userId)),
    );
    app.get(
      CenterPaths.ReadingReport,
      {
        preValidation: loginFirst,
        schema: {
          tags: TAGS,
          summary: '阅读年报：year 年的按月、按分类的阅读时长与读得最久的书（需登录）',
          querystring: ReadingReportParamsSchema,
          response: { 200: apiResponseSchema(ReadingReportSchema) },
        },
      },
      async (request) => ok(await stats.report(requireUser(request).userId, request.query.year)),
    );
  };
