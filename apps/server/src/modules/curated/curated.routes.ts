import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AllianceHoldingsParamsSchema,
  AllianceHoldingsSchema,
  AllianceListSchema,
  BundleGrantSchema,
  CopyrightDetailSchema,
  CopyrightListParamsSchema,
  CopyrightListSchema,
  CuratedIdParamsSchema,
  CuratedListParamsSchema,
  CuratedPaths,
  CuratedSetListSchema,
  CuratedSetSchema,
  EducationIndexSchema,
} from '@moyue/contracts/api/curated';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import type { Database } from '../../platform/db.ts';
import { ok } from '../../platform/envelope.ts';
import { requireUser, viewerOf } from '../../platform/session.ts';
import { grantBundle } from './bundle-grant.ts';
import type { CuratedService } from './curated.service.ts';

const tags = ['优选与专区'];

/** The curated pages' public calls (ours, requirements §7.5; issue 20); never cached (editors change them). */
export const curatedRoutes =
  (service: CuratedService, database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });

    app.get(
      CuratedPaths.list,
      {
        schema: {
          tags,
          summary: '优选（pick）、特色图书（special）或产品包（bundle）列表',
          querystring: CuratedListParamsSchema,
          response: { 200: apiResponseSchema(CuratedSetListSchema) },
        },
      },
      async (request) => ok(await service.list(request.query)),
    );

    app.get(
      CuratedPaths.detail,
      {
        schema: {
          tags,
          summary: '一组优选、特色图书或产品包：全部资源与编辑推荐语',
          querystring: CuratedIdParamsSchema,
          response: { 200: apiResponseSchema(CuratedSetSchema) },
        },
      },
      async (request) => ok(await service.detail(request.query.id, viewerOf(request))),
    );

    app.post(
      CuratedPaths.claimBundle,
      {
        schema: {
          consumes: ['application/x-www-form-urlencoded'],
          tags,
          summary: '免费领取产品包：为其中每个资源开通订单（一个事务，可重试）',
          body: CuratedIdParamsSchema,
          response: { 200: apiResponseSchema(BundleGrantSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return ok(
          await grantBundle(database, {
            setId: request.body.id,
            userId: user.userId,
            by: { kind: 'reader' },
          }),
        );
      },
    );

    app.get(
      CuratedPaths.allianceList,
      {
        schema: {
          tags,
          summary: '联盟馆：联盟成员机构及其馆藏（spec §6：非联盟机构拒绝）',
          response: { 200: apiResponseSchema(AllianceListSchema) },
        },
      },
      async (request) => ok(await service.alliance(viewerOf(request))),
    );

    app.get(
      CuratedPaths.allianceHoldings,
      {
        schema: {
          tags,
          summary: '联盟馆：一个成员机构的馆藏',
          querystring: AllianceHoldingsParamsSchema,
          response: { 200: apiResponseSchema(AllianceHoldingsSchema) },
        },
      },
      async (request) => ok(await service.allianceHoldings(viewerOf(request), request.query)),
    );

    app.get(
      CuratedPaths.education,
      {
        schema: {
          tags,
          summary: '在线教育：按一级分类的课程（对象类型 107）',
          response: { 200: apiResponseSchema(EducationIndexSchema) },
        },
      },
      async () => ok(await service.education()),
    );

    app.get(
      CuratedPaths.copyrightList,
      {
        schema: {
          tags,
          summary: '版权专区：公有领域与授权作品',
          querystring: CopyrightListParamsSchema,
          response: { 200: apiResponseSchema(CopyrightListSchema) },
        },
      },
      async (request) => ok(await service.copyrights(request.query)),
    );

    app.get(
      CuratedPaths.copyrightDetail,
      {
        schema: {
          tags,
          summary: '一部作品的版权声明与文本来源',
          querystring: CuratedIdParamsSchema,
          response: { 200: apiResponseSchema(CopyrightDetailSchema) },
        },
      },
      async (request) => ok(await service.copyright(request.query.id)),
    );
  };
