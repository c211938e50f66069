import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountMessages,
  LoginDataSchema,
  LoginParamsSchema,
  RegisterParamsSchema,
  ResetPasswordParamsSchema,
  SmsCreateParamsSchema,
  UserCheckParamsSchema,
  UserDetailParamsSchema,
  UserInfoSchema,
} from '@moyue/contracts/api/accounts';
import { Code } from '@moyue/contracts/codes';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import {
  clearSessionCookies,
  requireUser,
  setAccessTokenCookie,
  type SessionStore,
} from '../../platform/session.ts';
import type { AccountService } from './account.service.ts';
import { FORM, requestContext, withRetryAfter } from './route-helpers.ts';
import type { SmsCodeService } from './sms-code.service.ts';

export const accountRoutes =
  (
    { accounts, smsCodes }: { accounts: AccountService; smsCodes: SmsCodeService },
    sessions: SessionStore,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/v1/api/userinfo/login',
      {
        schema: {
          consumes: FORM,
          tags: ['账号'],
          summary: '账号密码或手机动态码登录；设置 HttpOnly access_token Cookie',
          body: LoginParamsSchema,
          response: { 200: apiResponseSchema(LoginDataSchema) },
        },
      },
      async (request, reply) => {
        const context = requestContext(request);
        const { data, token } = await withRetryAfter(reply, () =>
          accounts.login(request.body, context),
        );
        setAccessTokenCookie(request, reply, token, sessions.lifetimeSeconds);
        void reply.header('cache-control', 'no-store');
        return ok(data);
      },
    );

    app.post(
      '/v1/api/sms/create',
      {
        schema: {
          consumes: FORM,
          tags: ['账号'],
          summary:
            '发送短信验证码（type 8 登录，1 注册，2 找回密码，3 绑定新手机号需登录）：Code 200 已发送，Code 22 拒绝',
          body: SmsCreateParamsSchema,
          response: { 200: apiResponseSchema(z.null()) },
        },
      },
      async (request, reply) => {
        const context = requestContext(request);
        await withRetryAfter(reply, () =>
          smsCodes.send(request.body, { ...context, user: request.user }),
        );
        return { ...ok(null, AccountMessages.SmsSent), Code: Code.SmsSent };
      },
    );

    app.get(
      '/v1/api/userinfo/check',
      {
        schema: {
          tags: ['账号'],
          summary: '检查账号格式（1 手机号，2 邮箱）；不透露账号是否存在',
          querystring: UserCheckParamsSchema,
          response: { 200: apiResponseSchema(z.null()) },
        },
      },
      async (request) => {
        accounts.checkAccount(request.query);
        return ok(null);
      },
    );

    app.get(
      '/v1/api/user/detail',
      {
        schema: {
          tags: ['账号'],
          summary: '当前登录用户的信息（id 只能是自己）',
          querystring: UserDetailParamsSchema,
          response: { 200: apiResponseSchema(UserInfoSchema) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        void reply.header('cache-control', 'no-store');
        return ok(await accounts.detail(user, request.query.id));
      },
    );

    app.post(
      '/v1/api/device/logout',
      {
        schema: {
          consumes: FORM,
          tags: ['账号'],
          summary: '退出登录：作废 AccessToken，清除登录 Cookie',
          response: { 200: apiResponseSchema(z.null()) },
        },
      },
      async (request, reply) => {
        await accounts.logout(request.user);
        clearSessionCookies(request, reply);
        return ok(null, AccountMessages.LoggedOut);
      },
    );

    app.post(
      '/v1/api/userinfo/register',
      {
        schema: {
          consumes: FORM,
          tags: ['账号'],
          summary: '手机号注册（短信验证码 type 1）；注册后即登录',
          body: RegisterParamsSchema,
          response: { 200: apiResponseSchema(LoginDataSchema) },
        },
      },
      async (request, reply) => {
        const context = requestContext(request);
        const { data, token } = await withRetryAfter(reply, () =>
          accounts.register(request.body, context),
        );
        setAccessTokenCookie(request, reply, token, sessions.lifetimeSeconds);
        void reply.header('cache-control', 'no-store');
        return ok(data, AccountMessages.Registered);
      },
    );

    app.post(
      '/v1/api/userinfo/reset-password',
      {
        schema: {
          consumes: FORM,
          tags: ['账号'],
          summary: '找回密码（短信验证码 type 2）：设置新密码，作废该账号的全部登录',
          body: ResetPasswordParamsSchema,
          response: { 200: apiResponseSchema(z.null()) },
        },
      },
      async (request, reply) => {
        const context = requestContext(request);
        await withRetryAfter(reply, () => accounts.resetPassword(request.body, context));
        clearSessionCookies(request, reply);
        return ok(null, AccountMessages.PasswordReset);
      },
    );
  };
