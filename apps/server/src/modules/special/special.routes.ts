import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import {
  EnterpriseDataSchema,
  OuterWebListDataSchema,
  OuterWebOpenDataSchema,
  OuterWebOpenParamsSchema,
  OuterWebTransferDataSchema,
  OuterWebTransferParamsSchema,
  PdfListDataSchema,
  PdfListParamsSchema,
  SelfCheckDataSchema,
  SpecialPaths,
  TopicBankDataSchema,
  XsdLinkDataSchema,
  XsdStatusDataSchema,
} from '@moyue/contracts/api/special';
import { ok } from '../../platform/envelope.ts';
import { requireUser, viewerOf } from '../../platform/session.ts';
import { loginFirst } from '../engagement/index.ts';
import type { CollectionsService } from './collections.service.ts';
import type { OuterWebService } from './outer-web.service.ts';
import type { SelfCheckService } from './self-check.service.ts';
import type { XsdService } from './xsd.service.ts';

const FORM = ['application/x-www-form-urlencoded'];
const TAGS = ['专题页面'];
/** The signed parameters only. */
const NothingSchema = z.object({});

/** topicBank, ChineseEnterprises, gdpdf, outerwebtoview, test and the learning platform link. */
export const specialRoutes =
  (services: {
    collections: CollectionsService;
    outerWeb: OuterWebService;
    selfCheck: SelfCheckService;
    xsd: XsdService;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { collections, outerWeb, selfCheck, xsd } = services;
    app.get(
      SpecialPaths.TopicBank,
      {
        schema: {
          tags: TAGS,
          summary: '数据库：本机构订阅的馆藏（按中图法大类）；无机构时为平台资源',
          querystring: NothingSchema,
          response: { 200: apiResponseSchema(TopicBankDataSchema) },
        },
      },
      async (request) => ok(await collections.topicBank(viewerOf(request))),
    );
    app.get(
      SpecialPaths.Enterprise,
      {
        schema: {
          tags: TAGS,
          summary: '中华商道：企业文化主题及馆藏典籍中的相关段落（只含读者可读的段落）',
          querystring: NothingSchema,
          response: { 200: apiResponseSchema(EnterpriseDataSchema) },
        },
      },
      async (request) => ok(await collections.enterprise(viewerOf(request))),
    );
    app.get(
      SpecialPaths.PdfList,
      {
        schema: {
          tags: TAGS,
          summary: 'PDF 阅读：目录中的 PDF 版本',
          querystring: PdfListParamsSchema,
          response: { 200: apiResponseSchema(PdfListDataSchema) },
        },
      },
      async (request) => ok(await collections.pdfs(request.query)),
    );
    app.get(
      SpecialPaths.OuterWebList,
      {
        schema: {
          tags: TAGS,
          summary: '外部资源：配置的外部站点（OUTER_WEB_RESOURCES）',
          querystring: NothingSchema,
          response: { 200: apiResponseSchema(OuterWebListDataSchema) },
        },
      },
      async () => ok(outerWeb.list()),
    );
    app.post(
      SpecialPaths.OuterWebTransfer,
      {
        schema: {
          consumes: FORM,
          tags: TAGS,
          summary: '外部资源中转：签发短时有效的签名地址（/outerwebtoview?r&e&s）',
          body: OuterWebTransferParamsSchema,
          response: { 200: apiResponseSchema(OuterWebTransferDataSchema) },
        },
      },
      async (request) => ok(outerWeb.transfer(request.body.resourceId)),
    );
    app.get(
      SpecialPaths.OuterWebOpen,
      {
        schema: {
          tags: TAGS,
          summary: '外部资源打开：校验签名与有效期后给出要在框架内打开的地址',
          querystring: OuterWebOpenParamsSchema,
          response: { 200: apiResponseSchema(OuterWebOpenDataSchema) },
        },
      },
      async (request) => ok(outerWeb.open(request.query)),
    );
    app.get(
      SpecialPaths.SelfCheck,
      {
        schema: {
          tags: TAGS,
          summary: '自检：服务器所见的设备、签名、地址、机构识别与时间',
          querystring: NothingSchema,
          response: { 200: apiResponseSchema(SelfCheckDataSchema) },
        },
      },
      async (request) => ok(await selfCheck.check(viewerOf(request))),
    );
    app.get(
      SpecialPaths.XsdStatus,
      {
        schema: {
          tags: TAGS,
          summary: '新时代学习平台：是否已配置（XSD_SECRET）',
          querystring: NothingSchema,
          response: { 200: apiResponseSchema(XsdStatusDataSchema) },
        },
      },
      async () => ok({ Configured: xsd.configured }),
    );
    app.get(
      SpecialPaths.XsdLink,
      {
        preValidation: loginFirst,
        schema: {
          tags: TAGS,
          summary: '新时代学习平台：带时间戳与签名的跳转地址（需已认证机构）',
          querystring: NothingSchema,
          response: { 200: apiResponseSchema(XsdLinkDataSchema) },
        },
      },
      async (request) => ok(await xsd.link(requireUser(request).userId)),
    );
  };
