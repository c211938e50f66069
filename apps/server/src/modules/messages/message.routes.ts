import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MessageListParamsSchema,
  MessageListSchema,
  MessageReadParamsSchema,
  MessageStatisticSchema,
} from '@moyue/contracts/api/messages';
import {
  EditorialPagesPaths,
  NoticeDetailParamsSchema,
} from '@moyue/contracts/api/editorial-pages';
import { MessageItemSchema } from '@moyue/contracts/api/messages';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import { presentMessage } from './message.presenter.ts';
import { requireUser, viewerOf } from '../../platform/session.ts';
import type { MessageService } from './message.service.ts';

/** The message calls of spec §7. */
export const messageRoutes =
  (messages: MessageService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/api/message/statistic',
      {
        schema: {
          tags: ['消息'],
          summary: '未读消息总数（页头角标）；未登录为 0',
          response: { 200: apiResponseSchema(MessageStatisticSchema) },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        // The header asks on every page: without a session there is simply nothing unread
        // (answering code 34 here would sign out a reader whose pages need no session).
        const { userId } = viewerOf(request);
        return ok(userId === null ? { Total: 0 } : await messages.statistic(userId));
      },
    );

    app.get(
      '/v1/api/message/list',
      {
        schema: {
          tags: ['消息'],
          summary:
            '我的消息与公告，新的在前（cp、ps 10、messageType 5 为头部公告，未登录只可查公告）',
          querystring: MessageListParamsSchema,
          response: { 200: apiResponseSchema(MessageListSchema) },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return ok(await messages.list(viewerOf(request), request.query));
      },
    );

    app.post(
      '/v1/api/message/read',
      {
        schema: {
          consumes: ['application/x-www-form-urlencoded'],
          tags: ['消息'],
          summary: '把本人的消息标为已读：ids（逗号分隔）或 isAll true；含他人的消息则整体拒绝',
          body: MessageReadParamsSchema,
          response: { 200: apiResponseSchema(z.null()) },
        },
      },
      async (request) => {
        await messages.markRead(requireUser(request), request.body);
        return ok(null);
      },
    );

    app.get(
      EditorialPagesPaths.noticeDetail,
      {
        schema: {
          tags: ['消息'],
          summary: '一条公告（messageType 5，/wrap/noticeContent）；未登录可查',
          querystring: NoticeDetailParamsSchema,
          response: { 200: apiResponseSchema(MessageItemSchema) },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return ok(presentMessage(await messages.notice(request.query.id)));
      },
    );
  };
