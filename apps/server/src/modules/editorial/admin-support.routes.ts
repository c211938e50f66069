import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSupportListParamsSchema,
  ProblemAnswerParamsSchema,
  ProblemItemSchema,
  ProblemListSchema,
  SupportPaths,
  TicketDetailSchema,
  TicketIdParamsSchema,
  TicketListSchema,
  TicketReplyParamsSchema,
} from '@moyue/contracts/api/support';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import { requireEditor } from './admin-guard.ts';
import type { AdminRepository } from './admin.repository.ts';
import type { AdminSupportService } from './admin-support.service.ts';

/** The console's 客服工单 / 问题反馈 calls; each passes the role guard first. */
export const adminSupportRoutes =
  (service: AdminSupportService, roles: AdminRepository): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['编辑后台'];
    const form = ['application/x-www-form-urlencoded'];
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });

    app.get(
      SupportPaths.AdminProblems,
      {
        schema: {
          tags,
          summary: '问题反馈：列表（state 空为全部，0 待处理，1 已回复）',
          querystring: AdminSupportListParamsSchema,
          response: { 200: apiResponseSchema(ProblemListSchema) },
        },
      },
      async (request) => {
        await requireEditor(request, roles);
        return ok(await service.problems(request.query));
      },
    );

    app.post(
      SupportPaths.AdminProblemAnswer,
      {
        schema: {
          consumes: form,
          tags,
          summary: '问题反馈：回复（id、answer），读者收到消息',
          body: ProblemAnswerParamsSchema,
          response: { 200: apiResponseSchema(ProblemItemSchema) },
        },
      },
      async (request) => {
        const editor = await requireEditor(request, roles);
        return ok(await service.answerProblem(editor, request.body.id, request.body.answer));
      },
    );

    app.get(
      SupportPaths.AdminTickets,
      {
        schema: {
          tags,
          summary: '客服工单：列表（state 空为全部，0 待回复，1 已回复）',
          querystring: AdminSupportListParamsSchema,
          response: { 200: apiResponseSchema(TicketListSchema) },
        },
      },
      async (request) => {
        await requireEditor(request, roles);
        return ok(await service.tickets(request.query));
      },
    );

    app.get(
      SupportPaths.AdminTicketDetail,
      {
        schema: {
          tags,
          summary: '客服工单：一个工单及其消息',
          querystring: TicketIdParamsSchema,
          response: { 200: apiResponseSchema(TicketDetailSchema) },
        },
      },
      async (request) => {
        await requireEditor(request, roles);
        return ok(await service.ticket(request.query.id));
      },
    );

    app.post(
      SupportPaths.AdminTicketReply,
      {
        schema: {
          consumes: form,
          tags,
          summary: '客服工单：回复（id、contents），读者收到消息',
          body: TicketReplyParamsSchema,
          response: { 200: apiResponseSchema(TicketDetailSchema) },
        },
      },
      async (request) => {
        const editor = await requireEditor(request, roles);
        return ok(await service.replyTicket(editor, request.body.id, request.body.contents));
      },
    );
  };
