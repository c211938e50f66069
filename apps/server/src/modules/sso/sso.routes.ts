import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  CarsiAcsBodySchema,
  CarsiLoginParamsSchema,
  OidcAuthorizeParamsSchema,
  SsoLoginDataSchema,
  SsoLoginParamsSchema,
  SsoOptionsSchema,
  SsoStartPaths,
  ThirdInfoDataSchema,
  ThirdInfoParamsSchema,
  ThirdLoginParamsSchema,
  WeixinUserInfoDataSchema,
  WeixinUserInfoParamsSchema,
} from '@moyue/contracts/api/sso';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import {
  requireUser,
  setAccessTokenCookie,
  viewerOf,
  type SessionStore,
} from '../../platform/session.ts';
import type { SsoContext, SsoService } from './sso.service.ts';

const FORM = ['application/x-www-form-urlencoded'];
const TAGS = ['单点登录'];
/** HttpOnly cookie tying an OAuth state to the browser that started it. */
export const SSO_BINDING_COOKIE = 'sso_binding';
const BINDING_SECONDS = 86_400;

const contextOf = (request: FastifyRequest, publicUrl: string | undefined): SsoContext => {
  const { ip, deviceId } = viewerOf(request);
  return {
    ip,
    deviceId,
    deviceToken: request.device?.token ?? null,
    origin: publicUrl ?? `${request.protocol}://${request.host}`,
    binding: request.cookies[SSO_BINDING_COOKIE] ?? null,
  };
};

function setBinding(request: FastifyRequest, reply: FastifyReply, binding: string): void {
  reply.setCookie(SSO_BINDING_COOKIE, binding, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: BINDING_SECONDS,
  });
}

/** A refused browser navigation goes back to /login with the reason (spec §2 error query). */
async function navigate(reply: FastifyReply, work: () => Promise<string>): Promise<FastifyReply> {
  void reply.header('cache-control', 'no-store');
  try {
    return await reply.redirect(await work(), 303);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return reply.redirect(
      `/login?${new URLSearchParams({ error: error.description }).toString()}`,
      303,
    );
  }
}

/** A sign-in's answer: the HttpOnly access_token cookie (like password login), never cached. */
function answerSignedIn<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionStore,
  result: { data: T; token: string },
) {
  setAccessTokenCookie(request, reply, result.token, sessions.lifetimeSeconds);
  void reply.header('cache-control', 'no-store');
  return ok(result.data);
}

/** Unsigned browser navigations: start a sign-in, CARSI metadata and ACS. */
export const ssoBrowserRoutes =
  (sso: SsoService, publicUrl: string | undefined): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onReady', () => sso.registerOidcClients());
    app.get(
      SsoStartPaths.oidc,
      {
        schema: {
          tags: TAGS,
          summary: '跳转到机构 OpenID 认证（PKCE）',
          querystring: OidcAuthorizeParamsSchema,
        },
      },
      async (request, reply) => {
        const context = contextOf(request, publicUrl);
        const binding = sso.bindingFor(context);
        return navigate(reply, async () => {
          const url = await sso.startOidc(request.query, context, binding);
          setBinding(request, reply, binding);
          return url;
        });
      },
    );

    app.get(
      SsoStartPaths.wechat,
      {
        schema: { tags: TAGS, summary: '跳转到微信扫码登录', querystring: CarsiLoginParamsSchema },
      },
      async (request, reply) => {
        const context = contextOf(request, publicUrl);
        const binding = sso.bindingFor(context);
        return navigate(reply, async () => {
          const url = await sso.startWeChat(request.query.state, context, binding);
          setBinding(request, reply, binding);
          return url;
        });
      },
    );

    app.get(
      SsoStartPaths.carsi,
      {
        schema: {
          tags: TAGS,
          summary: '跳转到 CARSI IdP（SAML AuthnRequest）',
          querystring: CarsiLoginParamsSchema,
        },
      },
      async (request, reply) =>
        navigate(reply, () => sso.startCarsi(request.query.state, contextOf(request, publicUrl))),
    );

    app.get(
      SsoStartPaths.carsiMetadata,
      { schema: { tags: TAGS, summary: 'CARSI SP 元数据' } },
      async (request, reply) => {
        const xml = sso.carsiMetadata(contextOf(request, publicUrl).origin);
        return reply.type('application/samlmetadata+xml; charset=utf-8').send(xml);
      },
    );

    app.post(
      SsoStartPaths.carsiAcs,
      {
        schema: {
          consumes: FORM,
          tags: TAGS,
          summary: 'CARSI 断言消费（HTTP-POST）',
          body: CarsiAcsBodySchema,
        },
      },
      async (request, reply) =>
        navigate(reply, () => sso.acceptCarsi(request.body, contextOf(request, publicUrl))),
    );
  };

/** The signed calls: the code + state exchange (spec §4), WeChat, CKRSC and third-info (spec §7). */
export const ssoRoutes =
  (sso: SsoService, sessions: SessionStore, publicUrl: string | undefined): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/api/sso/options',
      {
        schema: {
          tags: TAGS,
          summary: '本站开通的第三方登录方式',
          response: { 200: apiResponseSchema(SsoOptionsSchema) },
        },
      },
      async () => ok(sso.options()),
    );

    app.post(
      '/v1/api/sso/login',
      {
        schema: {
          consumes: FORM,
          tags: TAGS,
          summary: '以认证服务返回的 code + state 登录（state 只能用一次，且只在发起的浏览器）',
          body: SsoLoginParamsSchema,
          response: { 200: apiResponseSchema(SsoLoginDataSchema) },
        },
      },
      async (request, reply) => {
        const result = await sso.login(request.body, contextOf(request, publicUrl));
        return answerSignedIn(request, reply, sessions, result);
      },
    );

    app.get(
      '/v1/api/weixin/userinfo',
      {
        schema: {
          tags: TAGS,
          summary: '微信授权 code（wxCode）换取登录',
          querystring: WeixinUserInfoParamsSchema,
          response: { 200: apiResponseSchema(WeixinUserInfoDataSchema) },
        },
      },
      async (request, reply) => {
        const result = await sso.weixinUserInfo(request.query, contextOf(request, publicUrl));
        return answerSignedIn(request, reply, sessions, result);
      },
    );

    app.post(
      '/v1/api/login/third-login',
      {
        schema: {
          consumes: FORM,
          tags: TAGS,
          summary: '合作方（CKRSC）账号登录：account、password、platformId',
          body: ThirdLoginParamsSchema,
          response: { 200: apiResponseSchema(SsoLoginDataSchema) },
        },
      },
      async (request, reply) => {
        const result = await sso.thirdLogin(request.body, contextOf(request, publicUrl));
        return answerSignedIn(request, reply, sessions, result);
      },
    );

    app.get(
      '/v1/api/oauth/third-info',
      {
        schema: {
          tags: TAGS,
          summary: '当前用户在第三方平台（platformId 5 CARSI）的身份信息',
          querystring: ThirdInfoParamsSchema,
          response: { 200: apiResponseSchema(ThirdInfoDataSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return ok({ ThirdInfo: await sso.thirdInfo(user.userId, request.query.platformId) });
      },
    );
  };
