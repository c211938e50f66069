import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ProblemCreateParamsSchema,
  ProblemCreatedSchema,
  ProblemListSchema,
  SupportMessages,
  SupportPageParamsSchema,
  SupportPaths,
  TicketCreateParamsSchema,
  TicketDetailSchema,
  TicketIdParamsSchema,
  TicketListSchema,
  TicketReplyParamsSchema,
  TicketSavedSchema,
} from '@moyue/contracts/api/support';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import { notFound } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { requireUser } from '../../platform/session.ts';
import { readScreenshotGrant } from './screenshot-grant.ts';
import type { SupportRepository } from './support.repository.ts';
import type { SupportService } from './support.service.ts';

const tags = ['反馈与客服'];
const form = ['application/x-www-form-urlencoded'];

/** The reader's calls (signed scope): problem reports and tickets; all need login (spec §6). */
export const supportRoutes =
  (support: SupportService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });

    app.post(
      SupportPaths.ProblemCreate,
      {
        // A screenshot of up to 2 MB travels as base64 in the form.
        bodyLimit: 4 * 1024 * 1024,
        schema: {
          consumes: form,
          tags,
          summary:
            '问题反馈（problemInfo：modalTitle、title、objectId、objectType、process、pageNumber；contents；可附截图 base64，按内容识别 PNG/JPEG/WebP，≤2 MB）',
          body: ProblemCreateParamsSchema,
          response: { 200: apiResponseSchema(ProblemCreatedSchema) },
        },
      },
      async (request) => {
        const id = await support.report(requireUser(request).userId, request.body);
        return ok({ Id: id }, SupportMessages.Reported);
      },
    );

    app.get(
      SupportPaths.ProblemList,
      {
        schema: {
          tags,
          summary: '我的反馈：状态与回复，新的在前',
          querystring: SupportPageParamsSchema,
          response: { 200: apiResponseSchema(ProblemListSchema) },
        },
      },
      async (request) =>
        ok(await support.problems(requireUser(request).userId, request.query.cp, request.query.ps)),
    );

    app.post(
      SupportPaths.TicketCreate,
      {
        schema: {
          consumes: form,
          tags,
          summary: '联系客服：新建工单（subject、contents）',
          body: TicketCreateParamsSchema,
          response: { 200: apiResponseSchema(TicketSavedSchema) },
        },
      },
      async (request) =>
        ok({ Id: await support.openTicket(requireUser(request).userId, request.body) }),
    );

    app.get(
      SupportPaths.TicketList,
      {
        schema: {
          tags,
          summary: '我的工单，最近有动静的在前',
          querystring: SupportPageParamsSchema,
          response: { 200: apiResponseSchema(TicketListSchema) },
        },
      },
      async (request) =>
        ok(await support.tickets(requireUser(request).userId, request.query.cp, request.query.ps)),
    );

    app.get(
      SupportPaths.TicketDetail,
      {
        schema: {
          tags,
          summary: '一个本人工单及其全部消息',
          querystring: TicketIdParamsSchema,
          response: { 200: apiResponseSchema(TicketDetailSchema) },
        },
      },
      async (request) => ok(await support.ticket(requireUser(request).userId, request.query.id)),
    );

    app.post(
      SupportPaths.TicketReply,
      {
        schema: {
          consumes: form,
          tags,
          summary: '在本人工单里继续留言（id、contents）',
          body: TicketReplyParamsSchema,
          response: { 200: apiResponseSchema(z.null()) },
        },
      },
      async (request) => {
        await support.reply(requireUser(request).userId, request.body.id, request.body.contents);
        return ok(null);
      },
    );
  };

/** The screenshot of a report, unsigned (an <img> loads it) but behind its grant. */
export const screenshotRoutes =
  (deps: {
    secret: Buffer;
    repository: SupportRepository;
    store: FileStore;
    now: () => Date;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${SupportPaths.ProblemScreenshot}/:grant`,
      {
        schema: {
          tags,
          summary: '反馈截图（地址带一小时有效的授权）',
          params: z.object({ grant: z.string().max(120) }),
        },
      },
      async (request, reply) => {
        const nowSeconds = Math.floor(deps.now().getTime() / 1000);
        const id = readScreenshotGrant(deps.secret, request.params.grant, nowSeconds);
        const shot = id === null ? null : await deps.repository.screenshotOf(id);
        if (!shot) throw notFound('文件不存在');
        const body = await deps.store.body(shot.sha256);
        if (!body) throw notFound('文件不存在');
        return reply
          .header('Cache-Control', 'private, max-age=3600')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Length', body.byteSize)
          .type(shot.type)
          .send(await body.open());
      },
    );
  };
