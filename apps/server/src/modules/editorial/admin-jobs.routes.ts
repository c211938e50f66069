import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  JobAdminMessages,
  JobAdminPaths,
  JobEnqueuedSchema,
  JobIdParamsSchema,
  JobImportParamsSchema,
  JobItemSchema,
  JobListParamsSchema,
  JobListSchema,
} from '@moyue/contracts/api/jobs-admin';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import { requireEditor } from './admin-guard.ts';
import type { AdminJobsService } from './admin-jobs.service.ts';
import type { AdminRepository } from './admin.repository.ts';

/** The console's 任务 and 导入 calls (issue 21); each passes the role guard first. */
export const adminJobsRoutes =
  (service: AdminJobsService, roles: AdminRepository): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['编辑后台'];
    const form = ['application/x-www-form-urlencoded'];
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });

    app.get(
      JobAdminPaths.list,
      {
        schema: {
          tags,
          summary: '后台任务：列表，新的在前（state 空为全部：queued、running、done、failed）',
          querystring: JobListParamsSchema,
          response: { 200: apiResponseSchema(JobListSchema) },
        },
      },
      async (request) => {
        await requireEditor(request, roles);
        return ok(await service.list(request.query));
      },
    );

    app.post(
      JobAdminPaths.retry,
      {
        schema: {
          consumes: form,
          tags,
          summary: '后台任务：重试失败的任务（id）',
          body: JobIdParamsSchema,
          response: { 200: apiResponseSchema(JobItemSchema) },
        },
      },
      async (request) => {
        await requireEditor(request, roles);
        return ok(await service.retry(request.body.id), JobAdminMessages.Retried);
      },
    );

    app.post(
      JobAdminPaths.importBook,
      {
        // a 20 MB book and a 30 MB audio file as base64 (4/3), with room for the other fields
        bodyLimit: 70 * 1024 * 1024,
        schema: {
          consumes: form,
          tags,
          summary:
            '导入：上传 EPUB/PDF（file、fileName，base64，≤20 MB），可附音频（audio、audioName，≤30 MB），加入导入队列',
          body: JobImportParamsSchema,
          response: { 200: apiResponseSchema(JobEnqueuedSchema) },
        },
      },
      async (request) => {
        const editor = await requireEditor(request, roles);
        return ok(await service.importBook(editor, request.body), JobAdminMessages.Enqueued);
      },
    );
  };
