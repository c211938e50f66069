import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountSettingMessages,
  BindAccountParamsSchema,
  CheckVerifyCodeParamsSchema,
  EmailCreateParamsSchema,
  SendVerifyCodeParamsSchema,
  UpdatePasswordParamsSchema,
  VerifyTokenSchema,
} from '@moyue/contracts/api/account-settings';
import {
  AccountMessages,
  LoginDataSchema,
  UserInfoSchema,
  UserUpdateParamsSchema,
} from '@moyue/contracts/api/accounts';
import { Code } from '@moyue/contracts/codes';
import { apiResponseSchema } from '@moyue/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import { requireUser, setAccessTokenCookie, type SessionStore } from '../../platform/session.ts';
import type { AccountSettingsService } from './account-settings.service.ts';
import type { ProfileService } from './profile.service.ts';
import { FORM, requestContext, withRetryAfter } from './route-helpers.ts';

const codeSent = () => ({ ...ok(null, AccountSettingMessages.CodeSent), Code: Code.SmsSent });

/** The calls of the centre's EditPersonaInfo and account-setting pages (all need a session, code 34). */
export const accountSettingRoutes =
  (
    { settings, profile }: { settings: AccountSettingsService; profile: ProfileService },
    sessions: SessionStore,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const post = { consumes: FORM, tags: ['账号设置'] };

    app.post(
      '/v1/api/user/update',
      {
        schema: {
          ...post,
          summary:
            '修改本人资料：身份、院系、入校时间、学历、工/学号、姓名、昵称、所在地区（需绑定手机号，否则 Code 201）',
          body: UserUpdateParamsSchema,
          response: { 200: apiResponseSchema(UserInfoSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return ok(await profile.update(user, request.body), AccountMessages.ProfileUpdated);
      },
    );

    app.post(
      '/v1/api/user/send-verify-code',
      {
        schema: {
          ...post,
          summary:
            '向当前手机号（type 1）或邮箱（type 2）发送身份验证码：Code 200 已发送，Code 22 拒绝',
          body: SendVerifyCodeParamsSchema,
          response: { 200: apiResponseSchema(z.null()) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        await withRetryAfter(reply, () =>
          settings.sendVerifyCode(user, request.body.type, requestContext(request)),
        );
        return codeSent();
      },
    );

    app.post(
      '/v1/api/user/check-verify-code',
      {
        schema: {
          ...post,
          summary: '校验身份验证码，换取 10 分钟内有效、只能用一次的 VerifyToken',
          body: CheckVerifyCodeParamsSchema,
          response: { 200: apiResponseSchema(VerifyTokenSchema) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const data = await withRetryAfter(reply, () =>
          settings.checkVerifyCode(user, request.body, requestContext(request)),
        );
        return ok(data, AccountSettingMessages.Verified);
      },
    );

    app.post(
      '/v1/api/email/create',
      {
        schema: {
          ...post,
          summary: '向要绑定的新邮箱发送验证码（type 3）：Code 200 已发送，Code 22 拒绝',
          body: EmailCreateParamsSchema,
          response: { 200: apiResponseSchema(z.null()) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        await withRetryAfter(reply, () =>
          settings.sendEmailCode(user, request.body.account, requestContext(request)),
        );
        return codeSent();
      },
    );

    app.post(
      '/v1/api/user/bind-mobile',
      {
        schema: {
          ...post,
          summary:
            '绑定或更换手机号：新手机号及其验证码（sms/create type 3），已有手机号或邮箱时另需 VerifyToken',
          body: BindAccountParamsSchema,
          response: { 200: apiResponseSchema(z.null()) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        await withRetryAfter(reply, () =>
          settings.bindMobile(user, request.body, requestContext(request)),
        );
        return ok(null, AccountSettingMessages.PhoneBound);
      },
    );

    app.post(
      '/v1/api/user/bind-email',
      {
        schema: {
          ...post,
          summary:
            '绑定或更换邮箱：新邮箱及其验证码（email/create type 3），已有邮箱或手机号时另需 VerifyToken',
          body: BindAccountParamsSchema,
          response: { 200: apiResponseSchema(z.null()) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        await withRetryAfter(reply, () =>
          settings.bindEmail(user, request.body, requestContext(request)),
        );
        return ok(null, AccountSettingMessages.EmailBound);
      },
    );

    app.post(
      '/v1/api/user/update-password',
      {
        schema: {
          ...post,
          summary:
            '修改密码（原密码；尚无密码时用当前手机号的身份验证码）；作废其他全部登录，本次登录换新令牌',
          body: UpdatePasswordParamsSchema,
          response: { 200: apiResponseSchema(LoginDataSchema) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { data, token } = await withRetryAfter(reply, () =>
          settings.updatePassword(user, request.body, requestContext(request)),
        );
        setAccessTokenCookie(request, reply, token, sessions.lifetimeSeconds);
        void reply.header('cache-control', 'no-store');
        return ok(data, AccountSettingMessages.PasswordChanged);
      },
    );
  };
