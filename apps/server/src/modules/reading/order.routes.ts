import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { OrderListDataSchema, OrderListParamsSchema } from '@moyue/contracts/api/reading';
import { ok } from '../../platform/envelope.ts';
import { requireUser } from '../../platform/session.ts';
import type { OrderService } from './order.service.ts';

export const orderRoutes =
  (orders: OrderService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/api/order/list',
      {
        schema: {
          tags: ['阅读'],
          summary: '我的资源（myResources）：已订购的资源，最新在前（需登录）',
          querystring: OrderListParamsSchema,
          response: { 200: apiResponseSchema(OrderListDataSchema) },
        },
      },
      async (request) => ok(await orders.list(requireUser(request).userId, request.query)),
    );
  };
