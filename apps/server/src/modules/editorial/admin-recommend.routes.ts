import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RecommendAdminItemSchema,
  RecommendAdminListParamsSchema,
  RecommendAdminListSchema,
  RecommendAdminPaths,
  RecommendAnswerParamsSchema,
} from '@moyue/contracts/api/recommend-admin';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import { requireEditor } from './admin-guard.ts';
import type { AdminRecommendService } from './admin-recommend.service.ts';
import type { AdminRepository } from './admin.repository.ts';

/** The console's 荐购处理 calls; each passes the role guard first. */
export const adminRecommendRoutes =
  (service: AdminRecommendService, roles: AdminRepository): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['编辑后台'];
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });

    app.get(
      RecommendAdminPaths.List,
      {
        schema: {
          tags,
          summary:
            '荐购处理：列表（state 空为全部，0 待处理 1 已采纳 2 已采购 3 未采纳；organizationId）',
          querystring: RecommendAdminListParamsSchema,
          response: { 200: apiResponseSchema(RecommendAdminListSchema) },
        },
      },
      async (request) => {
        await requireEditor(request, roles);
        return ok(await service.list(request.query));
      },
    );

    app.post(
      RecommendAdminPaths.Answer,
      {
        schema: {
          consumes: ['application/x-www-form-urlencoded'],
          tags,
          summary: '荐购处理：答复（id、state 1..3、reply），读者收到消息',
          body: RecommendAnswerParamsSchema,
          response: { 200: apiResponseSchema(RecommendAdminItemSchema) },
        },
      },
      async (request) => {
        const editor = await requireEditor(request, roles);
        const { id, state, reply } = request.body;
        return ok(await service.answer(editor, id, state, reply));
      },
    );
  };
