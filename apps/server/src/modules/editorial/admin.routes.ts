import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminArticleSaveSchema,
  AdminAuditListSchema,
  AdminBannerSaveSchema,
  AdminHotWordSaveSchema,
  AdminIdParamsSchema,
  AdminListSchema,
  AdminMeSchema,
  AdminNoticeSaveSchema,
  AdminOrganizationSaveSchema,
  AdminPaths,
  AdminSavedSchema,
  AdminTopicSaveSchema,
  type AdminEntity,
} from '@moyue/contracts/api/editorial-admin';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import { requireEditor, type Editor } from './admin-guard.ts';
import { presentAdminRow, presentAuditRow } from './admin.presenter.ts';
import type { AdminRepository } from './admin.repository.ts';
import type { AdminService } from './admin.service.ts';

const TITLES: Record<AdminEntity, string> = {
  banner: '首页轮播图',
  notice: '头部公告（messageType 5）',
  'hot-word': '热搜词',
  article: '静态页面与帮助文章',
  topic: '热点专题',
  organization: '机构、IP 段与机构设置（spec §6 规则）',
};

/** The editor console's calls under /v1/admin/ (issue 15); every one passes the role guard first. */
export const adminRoutes =
  (service: AdminService, roles: AdminRepository): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['编辑后台'];
    const form = ['application/x-www-form-urlencoded'];
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });
    const editorOf = (request: Parameters<typeof requireEditor>[0]): Promise<Editor> =>
      requireEditor(request, roles);

    app.get(
      AdminPaths.me,
      {
        schema: {
          tags,
          summary: '当前编辑的角色',
          response: { 200: apiResponseSchema(AdminMeSchema) },
        },
      },
      async (request) => {
        const editor = await editorOf(request);
        return ok({ UserId: editor.userId, Roles: editor.roles });
      },
    );

    app.get(
      AdminPaths.audit,
      {
        schema: {
          tags,
          summary: '最近 100 条修改记录（谁、何时、改了什么）',
          response: { 200: apiResponseSchema(AdminAuditListSchema) },
        },
      },
      async (request) => {
        await editorOf(request);
        return ok({ ItemList: (await service.audit()).map(presentAuditRow) });
      },
    );

    const savers = {
      banner: { body: AdminBannerSaveSchema, save: service.saveBanner.bind(service) },
      notice: { body: AdminNoticeSaveSchema, save: service.saveNotice.bind(service) },
      'hot-word': { body: AdminHotWordSaveSchema, save: service.saveHotWord.bind(service) },
      article: { body: AdminArticleSaveSchema, save: service.saveArticle.bind(service) },
      topic: { body: AdminTopicSaveSchema, save: service.saveTopic.bind(service) },
      organization: {
        body: AdminOrganizationSaveSchema,
        save: service.saveOrganization.bind(service),
      },
    } as const;

    for (const entity of Object.keys(TITLES) as AdminEntity[]) {
      app.get(
        AdminPaths.list(entity),
        {
          schema: {
            tags,
            summary: `${TITLES[entity]}：列表`,
            response: { 200: apiResponseSchema(AdminListSchema) },
          },
        },
        async (request) => {
          await editorOf(request);
          return ok({ ItemList: (await service.list(entity)).map(presentAdminRow) });
        },
      );
      app.post(
        AdminPaths.remove(entity),
        {
          schema: {
            consumes: form,
            tags,
            summary: `${TITLES[entity]}：删除`,
            body: AdminIdParamsSchema,
            response: { 200: apiResponseSchema(z.null()) },
          },
        },
        async (request) => {
          await service.remove(await editorOf(request), entity, request.body.id);
          return ok(null);
        },
      );
    }

    // One route per entity: each has its own body schema (validation, OpenAPI).
    const registerSave = <E extends AdminEntity>(entity: E) => {
      const { body, save } = savers[entity];
      app.post(
        AdminPaths.save(entity),
        {
          schema: {
            consumes: form,
            tags,
            summary: `${TITLES[entity]}：新建（无 id）或修改`,
            body,
            response: { 200: apiResponseSchema(AdminSavedSchema) },
          },
        },
        async (request) => {
          const editor = await editorOf(request);
          return ok({
            Id: await (save as (e: Editor, input: unknown) => Promise<number>)(
              editor,
              request.body,
            ),
          });
        },
      );
    };
    for (const entity of Object.keys(TITLES) as AdminEntity[]) registerSave(entity);
  };
