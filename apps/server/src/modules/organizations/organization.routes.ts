import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserOrganizationSchema } from '@moyue/contracts/api/accounts';
import {
  OrganizationApiMessages,
  OrganizationDetailParamsSchema,
  OrganizationDetailSchema,
  OrganizationListDataSchema,
  OrganizationListParamsSchema,
  OrganizationSsoListDataSchema,
  TmpBindOrganizationParamsSchema,
} from '@moyue/contracts/api/organizations';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import { signedInViewerOf, viewerOf } from '../../platform/session.ts';
import type { OrganizationService } from './organization.service.ts';

const FORM = ['application/x-www-form-urlencoded'];
const TAGS = ['机构'];

/** The institution calls of spec §7. */
export const organizationRoutes =
  (organizations: OrganizationService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/api/organization/list',
      {
        schema: {
          tags: TAGS,
          summary: '按名称检索机构（每页 20）',
          querystring: OrganizationListParamsSchema,
          response: { 200: apiResponseSchema(OrganizationListDataSchema) },
        },
      },
      async (request) => ok(await organizations.list(request.query)),
    );

    app.get(
      '/v1/api/organization/list-by-ip',
      {
        schema: {
          tags: TAGS,
          summary: '按客户端 IP 识别的机构；不在机构网络内时 ItemList[0].Id 为 0',
          response: { 200: apiResponseSchema(OrganizationListDataSchema) },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return ok(await organizations.listByIp(viewerOf(request).ip));
      },
    );

    app.get(
      '/v1/api/organization/get-organization2',
      {
        schema: {
          tags: TAGS,
          summary: '机构详情：按 organizationExternalId，否则按客户端 IP 识别',
          querystring: OrganizationDetailParamsSchema,
          response: { 200: apiResponseSchema(OrganizationDetailSchema.nullable()) },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return ok(await organizations.detail({ ip: viewerOf(request).ip, ...request.query }));
      },
    );

    app.get(
      '/v1/api/organization-sso/list',
      {
        schema: {
          tags: TAGS,
          summary: '支持机构统一认证（OAuth / OIDC）的机构',
          response: { 200: apiResponseSchema(OrganizationSsoListDataSchema) },
        },
      },
      async () => ok(await organizations.singleSignOnList()),
    );

    app.post(
      '/v1/api/user/tmp-bind-organization',
      {
        schema: {
          consumes: FORM,
          tags: TAGS,
          summary: '在机构网络内绑定（认证）机构；需登录',
          body: TmpBindOrganizationParamsSchema,
          response: { 200: apiResponseSchema(UserOrganizationSchema) },
        },
      },
      async (request) => {
        const viewer = signedInViewerOf(request);
        const bound = await organizations.bind(
          viewer.userId,
          request.body.organizationId,
          viewer.ip,
        );
        return ok(bound, OrganizationApiMessages.Bound);
      },
    );

    app.get(
      '/v1/api/user-organization/activity',
      {
        schema: {
          tags: TAGS,
          summary: '登录后在机构网络内自动认证（autoAuthor）；不在机构网络内时 Data 为 null',
          response: { 200: apiResponseSchema(UserOrganizationSchema.nullable()) },
        },
      },
      async (request) => {
        const viewer = signedInViewerOf(request);
        const bound = await organizations.activate(viewer.userId, viewer.ip);
        return ok(
          bound,
          bound ? OrganizationApiMessages.Bound : OrganizationApiMessages.NotRecognised,
        );
      },
    );
  };
