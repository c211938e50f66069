import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageStatisticSchema } from '@moyue/contracts/api/messages';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import { requireUser } from '../../platform/session.ts';
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
          summary: '未读消息总数（页头角标）；需登录',
          response: { 200: apiResponseSchema(MessageStatisticSchema) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        void reply.header('cache-control', 'no-store');
        return ok(await messages.statistic(user.userId));
      },
    );
  };
