import { z } from 'zod';
import { ACCOUNT_MAX_LENGTH, LOGIN_PASSWORD_MAX_LENGTH } from './accounts.ts';

// The account-setting calls (issue 4; the spec shows the pages accountSetting,
// accountSetPwd, accountBindTel, accountNewTel, accountBindEmail and
// accountNewEmail, not their calls — these are ours in the style of §7).
//
// Changing a phone or e-mail that is already bound first proves the reader
// holds it: a code goes to the CURRENT phone or e-mail (user/send-verify-code),
// and user/check-verify-code turns the right code into a VerifyToken good for
// 10 minutes and one change. Then the new phone (sms/create type 3) or e-mail
// (email/create type 3) gets a code of its own, and user/bind-mobile or
// user/bind-email binds it with both.

/** Where a re-authentication code goes: the reader's current phone (1) or e-mail (2). */
export const VerifyChannel = { Phone: 1, Email: 2 } as const;
export type VerifyChannel = (typeof VerifyChannel)[keyof typeof VerifyChannel];

/** sms/create and email/create type of a code for a phone or e-mail being bound. */
export const BIND_CODE_TYPE = 3;

/** How long a VerifyToken lives, seconds. */
export const VERIFY_TOKEN_LIFETIME_SECONDS = 600;

const channelSchema = z.coerce
  .number()
  .int()
  .refine(
    (value): value is VerifyChannel =>
      value === VerifyChannel.Phone || value === VerifyChannel.Email,
  );

/** POST /v1/api/user/send-verify-code: type 1 current phone, 2 current e-mail → Code 200 (like sms/create). */
export const SendVerifyCodeParamsSchema = z.object({ type: channelSchema });
export type SendVerifyCodeParams = z.input<typeof SendVerifyCodeParamsSchema>;

/** POST /v1/api/user/check-verify-code: type, validateCode → Data.VerifyToken. */
export const CheckVerifyCodeParamsSchema = z.object({
  type: channelSchema,
  validateCode: z.string().max(16).default(''),
});
export type CheckVerifyCodeParams = z.input<typeof CheckVerifyCodeParamsSchema>;

export const VerifyTokenSchema = z.object({ VerifyToken: z.string() });
export type VerifyToken = z.infer<typeof VerifyTokenSchema>;

/** POST /v1/api/email/create: account (the new e-mail), type 3 → Code 200 sent, 22 refused. */
export const EmailCreateParamsSchema = z.object({
  account: z.string().max(ACCOUNT_MAX_LENGTH).default(''),
  type: z.coerce
    .number()
    .int()
    .refine((type) => type === BIND_CODE_TYPE),
});
export type EmailCreateParams = z.input<typeof EmailCreateParamsSchema>;

/**
 * POST /v1/api/user/bind-mobile and /v1/api/user/bind-email: account (the new
 * phone or e-mail), validateCode (sent to it, type 3) and verifyToken (needed
 * when the reader already has a phone or e-mail to prove).
 */
export const BindAccountParamsSchema = z.object({
  account: z.string().max(ACCOUNT_MAX_LENGTH).default(''),
  validateCode: z.string().max(16).default(''),
  verifyToken: z.string().max(100).optional(),
});
export type BindAccountParams = z.input<typeof BindAccountParamsSchema>;

/**
 * POST /v1/api/user/update-password: the new password with oldPassword, or —
 * for an account that has none yet — validateCode sent to the current phone
 * (user/send-verify-code type 1). Every other session of the account ends.
 */
export const UpdatePasswordParamsSchema = z.object({
  oldPassword: z.string().max(LOGIN_PASSWORD_MAX_LENGTH).optional(),
  validateCode: z.string().max(16).optional(),
  password: z.string().max(LOGIN_PASSWORD_MAX_LENGTH).default(''),
});
export type UpdatePasswordParams = z.input<typeof UpdatePasswordParamsSchema>;

/** Descriptions of the account-setting calls (ours). */
export const AccountSettingMessages = {
  /** spec §8 code 201: the call needs a bound phone */
  BindMobileFirst: '请先绑定手机号',
  EmailBlank: '邮箱不能为空',
  EmailInvalid: '请输入有效邮箱',
  /** The reader has a phone or e-mail to prove and sent no (or a spent) VerifyToken. */
  VerifyFirst: '身份验证已失效，请重新验证',
  NoPhone: '您还未绑定手机号',
  NoEmail: '您还未绑定邮箱',
  SamePhone: '新手机号不能与当前手机号相同',
  SameEmail: '新邮箱不能与当前邮箱相同',
  /** Right code, but the phone or e-mail was bound to another account meanwhile. */
  PhoneTaken: '该手机号已绑定其他账号',
  EmailTaken: '该邮箱已绑定其他账号',
  PhoneBound: '手机号绑定成功',
  EmailBound: '邮箱绑定成功',
  Verified: '验证成功',
  CodeSent: '验证码已发送',
  EmailGatewayFailed: '邮件发送失败，请稍后再试',
  OldPasswordBlank: '请输入原密码',
  OldPasswordWrong: '原密码错误',
  PasswordUnchanged: '新密码不能与原密码相同',
  PasswordChanged: '密码修改成功',
} as const;
