import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AdminIdParamsSchema, AdminSavedSchema } from '@moyue/contracts/api/editorial-admin';
import {
  PressAdminDepartmentsParamsSchema,
  PressAdminListSchema,
  PressAdminPaths,
  PressAdminSaveSchema,
  PressDepartmentAdminListSchema,
  PressDepartmentSaveSchema,
} from '@moyue/contracts/api/press';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import type { Db } from '../../platform/db.ts';
import { ok } from '../../platform/envelope.ts';
import { AdminRepository, requireEditor } from '../editorial/index.ts';
import type { PressAdminService } from './press-admin.service.ts';

const TAGS = ['编辑后台'];
const FORM = ['application/x-www-form-urlencoded'];

/** The console's presses and departments under /v1/admin/; the role is checked before the form. */
export const pressAdminRoutes =
  (service: PressAdminService, db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const roles = new AdminRepository(db);
    const editorOf = (request: FastifyRequest) => requireEditor(request, roles);
    const guard = {
      preValidation: async (request: FastifyRequest) => void (await editorOf(request)),
    };
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });
    app.get(
      PressAdminPaths.List,
      {
        ...guard,
        schema: {
          tags: TAGS,
          summary: '出版社：列表（简介、地址、图书与部门数）',
          response: { 200: apiResponseSchema(PressAdminListSchema) },
        },
      },
      async () => ok({ ItemList: await service.presses() }),
    );
    app.post(
      PressAdminPaths.Save,
      {
        ...guard,
        schema: {
          consumes: FORM,
          tags: TAGS,
          summary: '出版社：修改简介与地址（有 id）或新建',
          body: PressAdminSaveSchema,
          response: { 200: apiResponseSchema(AdminSavedSchema) },
        },
      },
      async (request) => ok({ Id: await service.savePress(await editorOf(request), request.body) }),
    );
    app.get(
      PressAdminPaths.Departments,
      {
        ...guard,
        schema: {
          tags: TAGS,
          summary: '出版社部门：某社的部门及其图书',
          querystring: PressAdminDepartmentsParamsSchema,
          response: { 200: apiResponseSchema(PressDepartmentAdminListSchema) },
        },
      },
      async (request) => ok({ ItemList: await service.departments(request.query.pressId) }),
    );
    app.post(
      PressAdminPaths.DepartmentSave,
      {
        ...guard,
        schema: {
          consumes: FORM,
          tags: TAGS,
          summary: '出版社部门：新建（无 id）或修改，图书须为本社图书',
          body: PressDepartmentSaveSchema,
          response: { 200: apiResponseSchema(AdminSavedSchema) },
        },
      },
      async (request) =>
        ok({ Id: await service.saveDepartment(await editorOf(request), request.body) }),
    );
    app.post(
      PressAdminPaths.DepartmentRemove,
      {
        ...guard,
        schema: {
          consumes: FORM,
          tags: TAGS,
          summary: '出版社部门：删除（图书仍在书目中）',
          body: AdminIdParamsSchema,
          response: { 200: apiResponseSchema(z.null()) },
        },
      },
      async (request) => {
        await service.removeDepartment(await editorOf(request), request.body.id);
        return ok(null);
      },
    );
  };
