import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import {
  CheckInRecordDataSchema,
  PointsPaths,
  ScoreListDataSchema,
  ScoreListParamsSchema,
  TASK_CLAIMED_DESCRIPTION,
  TaskClaimDataSchema,
  TaskCreateParamsSchema,
  TaskListDataSchema,
  TaskScoreDataSchema,
  TaskScoreParamsSchema,
  TaskStatisticDataSchema,
  TicketListDataSchema,
  TicketNoticeDataSchema,
  TicketNoticeParamsSchema,
} from '@moyue/contracts/api/points';
import { ok } from '../../platform/envelope.ts';
import { requireUser } from '../../platform/session.ts';
import { loginFirst } from '../engagement/index.ts';
import type { CardService } from './card.service.ts';
import type { PointsService } from './points.service.ts';
import type { SignInService } from './sign-in.service.ts';

/** The signed parameters only: these calls send nothing of their own. */
const NothingSchema = z.object({});
const FORM = ['application/x-www-form-urlencoded'];
const TAGS = ['积分'];

/** Points, tasks, sign-in records and rare cards (spec §7 'Points, tasks, rewards'); all need login. */
export const pointsRoutes =
  (services: {
    points: PointsService;
    signIns: SignInService;
    cards: CardService;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { points, signIns, cards } = services;
    app.post(
      PointsPaths.TaskCreate,
      {
        preValidation: loginFirst,
        schema: {
          consumes: FORM,
          tags: TAGS,
          summary: '领取任务奖励（taskType 1 绑定机构、2 完善资料、6 签到；每项只记一次账）',
          body: TaskCreateParamsSchema,
          response: { 200: apiResponseSchema(TaskClaimDataSchema) },
        },
      },
      async (request) =>
        ok(
          await points.claim(requireUser(request), request.body.taskType),
          TASK_CLAIMED_DESCRIPTION,
        ),
    );
    app.get(
      PointsPaths.TaskScore,
      {
        preValidation: loginFirst,
        schema: {
          tags: TAGS,
          summary: '任务奖励：taskType 6 为今日签到奖励（Score 积分、Exp 经验）',
          querystring: TaskScoreParamsSchema,
          response: { 200: apiResponseSchema(TaskScoreDataSchema) },
        },
      },
      async (request) =>
        ok(await points.score(requireUser(request).userId, request.query.taskType)),
    );
    app.post(
      PointsPaths.TaskList,
      {
        preValidation: loginFirst,
        schema: {
          consumes: FORM,
          tags: TAGS,
          summary: '任务列表：State 0 做任务、1 待领取、2 已领取',
          body: NothingSchema,
          response: { 200: apiResponseSchema(TaskListDataSchema) },
        },
      },
      async (request) => ok(await points.list(requireUser(request))),
    );
    app.post(
      PointsPaths.TaskStatistic,
      {
        preValidation: loginFirst,
        schema: {
          consumes: FORM,
          tags: TAGS,
          summary: '积分统计：余额（账目之和）、经验、今日积分、签到状态与连续天数、卡片数',
          body: NothingSchema,
          response: { 200: apiResponseSchema(TaskStatisticDataSchema) },
        },
      },
      async (request) => ok(await points.statistic(requireUser(request).userId)),
    );
    app.post(
      PointsPaths.CheckInRecord,
      {
        preValidation: loginFirst,
        schema: {
          consumes: FORM,
          tags: TAGS,
          summary: '签到记录：今日是否已签到、连续天数、累计天数、本月签到日（北京时间）',
          body: NothingSchema,
          response: { 200: apiResponseSchema(CheckInRecordDataSchema) },
        },
      },
      async (request) => ok(await signIns.record(requireUser(request).userId)),
    );
    app.get(
      PointsPaths.ScoreList,
      {
        preValidation: loginFirst,
        schema: {
          tags: TAGS,
          summary: '积分明细：每一笔积分变动及其原因，新的在前（cp、ps）',
          querystring: ScoreListParamsSchema,
          response: { 200: apiResponseSchema(ScoreListDataSchema) },
        },
      },
      async (request) => ok(await points.ledger(requireUser(request).userId, request.query)),
    );
    app.get(
      PointsPaths.TicketNotice,
      {
        preValidation: loginFirst,
        schema: {
          tags: TAGS,
          summary: '稀有书卡提示：读完活动主题书单即得卡；Data 非空时弹出恭喜框（每张卡一次）',
          querystring: TicketNoticeParamsSchema,
          response: { 200: apiResponseSchema(TicketNoticeDataSchema) },
        },
      },
      async (request) =>
        ok(await cards.notice(requireUser(request).userId, request.query.activityId)),
    );
    app.get(
      PointsPaths.TicketList,
      {
        preValidation: loginFirst,
        schema: {
          tags: TAGS,
          summary: '卡包：我的稀有数字书卡与进行中的阅读活动',
          response: { 200: apiResponseSchema(TicketListDataSchema) },
        },
      },
      async (request) => ok(await cards.list(requireUser(request).userId)),
    );
  };
