import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageStatisticSchema } from '@moyue/contracts/api/messages';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
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
        return ok(request.user ? await messages.statistic(request.user.userId) : { Total: 0 });
      },
    );
  };
