import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminBundleGrantSchema,
  AdminCuratedListParamsSchema,
  AdminCuratedListSchema,
  AdminCuratedSaveSchema,
  BundleGrantSchema,
  CuratedIdParamsSchema,
  CuratedPaths,
} from '@moyue/contracts/api/curated';
import { AdminSavedSchema } from '@moyue/contracts/api/editorial-admin';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import { AdminRepository, requireEditor } from '../editorial/index.ts';
import type { Database } from '../../platform/db.ts';
import type { CuratedAdminService } from './curated-admin.service.ts';

/** The console's curated sets under /v1/admin/curated/ (issue 20); each call passes the role guard first. */
export const curatedAdminRoutes =
  (service: CuratedAdminService, database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['编辑后台'];
    const consumes = ['application/x-www-form-urlencoded'];
    const roles = new AdminRepository(database.db);
    const editorOf = (request: Parameters<typeof requireEditor>[0]) =>
      requireEditor(request, roles);
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });

    app.get(
      CuratedPaths.adminList,
      {
        schema: {
          tags,
          summary: '优选、特色图书或产品包：全部（含下线）',
          querystring: AdminCuratedListParamsSchema,
          response: { 200: apiResponseSchema(AdminCuratedListSchema) },
        },
      },
      async (request) => {
        await editorOf(request);
        return ok({ ItemList: await service.list(request.query.kind) });
      },
    );

    app.post(
      CuratedPaths.adminSave,
      {
        schema: {
          consumes,
          tags,
          summary: '新建（无 id）或修改一组；items 每行“资源 ID | 编辑推荐语”',
          body: AdminCuratedSaveSchema,
          response: { 200: apiResponseSchema(AdminSavedSchema) },
        },
      },
      async (request) => ok({ Id: await service.save(await editorOf(request), request.body) }),
    );

    app.post(
      CuratedPaths.adminDelete,
      {
        schema: {
          consumes,
          tags,
          summary: '删除一组',
          body: CuratedIdParamsSchema,
          response: { 200: apiResponseSchema(z.null()) },
        },
      },
      async (request) => {
        await service.remove(await editorOf(request), request.body.id);
        return ok(null);
      },
    );

    app.post(
      CuratedPaths.adminGrant,
      {
        schema: {
          consumes,
          tags,
          summary: '把产品包开通给一位读者（手机号）：每个资源一个订单，一个事务',
          body: AdminBundleGrantSchema,
          response: { 200: apiResponseSchema(BundleGrantSchema) },
        },
      },
      async (request) => ok(await service.grant(await editorOf(request), request.body)),
    );
  };
