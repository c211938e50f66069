import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActivityAdminListSchema,
  ActivityAdminPaths,
  ActivityAdminSaveSchema,
} from '@moyue/contracts/api/activities';
import { AdminIdParamsSchema, AdminSavedSchema } from '@moyue/contracts/api/editorial-admin';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import { AdminRepository, requireEditor } from '../editorial/index.ts';
import type { Db } from '../../platform/db.ts';
import type { ActivityAdminService } from './activity-admin.service.ts';
import { presentActivityAdminRow } from './activity.presenter.ts';

const TAGS = ['编辑后台'];
const FORM = ['application/x-www-form-urlencoded'];

/** The console's reading activities under /v1/admin/activity/; each call passes the role guard first. */
export const activityAdminRoutes =
  (service: ActivityAdminService, db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const roles = new AdminRepository(db);
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });
    app.get(
      ActivityAdminPaths.List,
      {
        schema: {
          tags: TAGS,
          summary: '阅读活动：列表（含停用）',
          response: { 200: apiResponseSchema(ActivityAdminListSchema) },
        },
      },
      async (request) => {
        await requireEditor(request, roles);
        return ok({ ItemList: (await service.list()).map(presentActivityAdminRow) });
      },
    );
    app.post(
      ActivityAdminPaths.Save,
      {
        // the role is checked before the form, as in the other console calls
        preValidation: async (request) => {
          await requireEditor(request, roles);
        },
        schema: {
          consumes: FORM,
          tags: TAGS,
          summary: '阅读活动：新建（无 id）或修改',
          body: ActivityAdminSaveSchema,
          response: { 200: apiResponseSchema(AdminSavedSchema) },
        },
      },
      async (request) =>
        ok({ Id: await service.save(await requireEditor(request, roles), request.body) }),
    );
    app.post(
      ActivityAdminPaths.Remove,
      {
        preValidation: async (request) => {
          await requireEditor(request, roles);
        },
        schema: {
          consumes: FORM,
          tags: TAGS,
          summary: '阅读活动：删除（无人参加时；否则请停用）',
          body: AdminIdParamsSchema,
          response: { 200: apiResponseSchema(z.null()) },
        },
      },
      async (request) => {
        await service.remove(await requireEditor(request, roles), request.body.id);
        return ok(null);
      },
    );
  };
