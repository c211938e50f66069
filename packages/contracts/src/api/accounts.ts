import { z } from 'zod';
import { LoginMessages } from '../messages.ts';
import { isPassword, validateCodeLogin } from '../validators.ts';

// The account calls of spec §7 (issue 4): login by password or SMS code, the
// SMS code itself, the account check, the user detail and logout. Form fields
// travel as strings; `z.input<…>` is what a client sends.

/** Long enough for any phone or e-mail; a cap so nobody makes the server hash megabytes. */
export const ACCOUNT_MAX_LENGTH = 100;
/** Passwords longer than this are never accepted (the spec's rule is 16; old hashes may differ). */
export const LOGIN_PASSWORD_MAX_LENGTH = 128;

/** POST /v1/api/userinfo/login (spec §3 'Login data', §7): account with password or validateCode. */
export const LoginParamsSchema = z.object({
  account: z.string().max(ACCOUNT_MAX_LENGTH).default(''),
  password: z.string().max(LOGIN_PASSWORD_MAX_LENGTH).optional(),
  validateCode: z.string().max(16).optional(),
  promotionCode: z.string().max(64).optional(),
});
export type LoginParams = z.input<typeof LoginParamsSchema>;

/** spec §3 'User organisation': certification State 4 valid; Warning 0 expired, N days left. */
export const UserOrganizationSchema = z.object({
  Id: z.number().int(),
  /** spec §1: 1 library, 3 type 3, 9 other */
  Type: z.number().int(),
  State: z.number().int(),
  /** Days until the certification runs out: 0 expired, N days left; null while far off. */
  Warning: z.number().int().nullable(),
  /** ISO 8601, or null when the certification does not run out. */
  ExpireTime: z.string().nullable(),
  ExternalId: z.string(),
  Logo: z.string(),
  Title: z.string(),
});
export type UserOrganization = z.infer<typeof UserOrganizationSchema>;

/** spec §3 'User info'. */
export const UserInfoSchema = z.object({
  Id: z.number().int(),
  MobileNumber: z.string(),
  NickName: z.string(),
  RealName: z.string(),
  ExternalId: z.string(),
  /** spec §9: 1 student, 2 teacher, 3 ordinary reader */
  SocialStatus: z.number().int(),
  DepartmentName: z.string(),
  SchoolYear: z.string(),
  Education: z.string(),
  SocialStatusNumber: z.string(),
  RecommendName: z.string(),
  RecommendEmail: z.string(),
  RecommendPhone: z.string(),
  IsCheckIn: z.boolean(),
  Organization: UserOrganizationSchema.nullable(),
  /** Ours (account settings): the bound e-mail, '' when none. */
  Email: z.string(),
  /** Ours: false for accounts opened by SMS code or single sign-on until a password is set. */
  HasPassword: z.boolean(),
  /** Ours (EditPersonaInfo): province, city[, district] codes joined by ','; '' when not set. */
  Region: z.string(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

/** spec §7 login reads Data.ExtendData.AccessToken and Data.Organization; AccessToken also at the top. */
export const LoginDataSchema = UserInfoSchema.extend({
  AccessToken: z.string(),
  ExtendData: z.object({ AccessToken: z.string() }),
});
export type LoginData = z.infer<typeof LoginDataSchema>;

/** spec §7/§9: sms/create type 8 is a login code; 1 register, 2 password reset and 3 binding a new phone are ours. */
export const SmsType = { Login: 8, Register: 1, ResetPassword: 2, BindPhone: 3 } as const;
export type SmsType = (typeof SmsType)[keyof typeof SmsType];

/** POST /v1/api/sms/create (spec §7): account, type 8 → Code 200 sent, 22 refused (spec §8). */
export const SmsCreateParamsSchema = z.object({
  account: z.string().max(ACCOUNT_MAX_LENGTH).default(''),
  type: z.coerce
    .number()
    .int()
    .refine((type) => Object.values(SmsType).includes(type as SmsType)),
});
export type SmsCreateParams = z.input<typeof SmsCreateParamsSchema>;

/** spec §7 userinfo/check types: 1 a phone number, 2 an e-mail address. */
export const AccountCheckType = { Phone: 1, Email: 2 } as const;

/** GET /v1/api/userinfo/check (spec §7): account, type. Success when the account is well-formed. */
export const UserCheckParamsSchema = z.object({
  account: z.string().max(ACCOUNT_MAX_LENGTH).default(''),
  type: z.coerce.number().int().min(1).max(2).default(AccountCheckType.Phone),
});
export type UserCheckParams = z.input<typeof UserCheckParamsSchema>;

/** GET /v1/api/user/detail (spec §7): id (the reader's own; absent means oneself). */
export const UserDetailParamsSchema = z.object({
  id: z
    .string()
    .max(20)
    .regex(/^\d*$/)
    .optional()
    .transform((id) => (id ? Number(id) : undefined)),
});
export type UserDetailParams = z.input<typeof UserDetailParamsSchema>;

/** POST /v1/api/userinfo/register (ours; the spec shows the /register page): phone, SMS code (type 1), password. */
export const RegisterParamsSchema = z.object({
  account: z.string().max(ACCOUNT_MAX_LENGTH).default(''),
  validateCode: z.string().max(16).default(''),
  password: z.string().max(LOGIN_PASSWORD_MAX_LENGTH).default(''),
  promotionCode: z.string().max(64).optional(),
});
export type RegisterParams = z.input<typeof RegisterParamsSchema>;

/** POST /v1/api/userinfo/reset-password (ours; the spec shows /findpassword): phone, SMS code (type 2), new password. */
export const ResetPasswordParamsSchema = z.object({
  account: z.string().max(ACCOUNT_MAX_LENGTH).default(''),
  validateCode: z.string().max(16).default(''),
  password: z.string().max(LOGIN_PASSWORD_MAX_LENGTH).default(''),
});
export type ResetPasswordParams = z.input<typeof ResetPasswordParamsSchema>;

/**
 * POST /v1/api/user/update (spec §7): socialStatus, DepartmentName, schoolYear,
 * education, socialStatusNumber; EditPersonaInfo also sends RealName, NickName
 * and region (province, city[, district] codes joined by ',', '' to clear).
 */
export const UserUpdateParamsSchema = z.object({
  socialStatus: z.string().max(4).optional(),
  DepartmentName: z.string().max(200).optional(),
  schoolYear: z.string().max(20).optional(),
  education: z.string().max(100).optional(),
  socialStatusNumber: z.string().max(100).optional(),
  RealName: z.string().max(200).optional(),
  NickName: z.string().max(200).optional(),
  region: z.string().max(40).optional(),
});
export type UserUpdateParams = z.input<typeof UserUpdateParamsSchema>;

/** Limits of the profile fields of user/update (ours). */
export const PROFILE_LIMITS = {
  realName: 20,
  nickName: 20,
  departmentName: 50,
  education: 20,
  socialStatusNumber: 30,
} as const;
/** New passwords (register, reset) are at least this long; spec §5 caps them at 16. */
export const NEW_PASSWORD_MIN_LENGTH = 6;
/** The rule as the forms state it. */
export const PASSWORD_RULE_HINT = `${NEW_PASSWORD_MIN_LENGTH}-16位，不含中文`;

/** A wait as a refusal states it: seconds under a minute, then whole minutes, then whole hours (rounded up). */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole}秒`;
  if (whole <= 3600) return `${Math.ceil(whole / 60)}分钟`;
  return `${Math.ceil(whole / 3600)}小时`;
}

/** Descriptions the account calls answer with (ours; the spec shows only that Description is displayed). */
export const AccountMessages = {
  /** Password login refused: the same words whether the account exists or not. */
  WrongCredentials: '账号或密码错误',
  WrongCode: '验证码错误',
  /** Used, expired, superseded or tried 5 times wrongly. */
  CodeExpired: '验证码已失效，请重新获取',
  SmsTooSoon: (seconds: number) => `验证码发送过于频繁，请${seconds}秒后再试`,
  SmsCapReached: '今日验证码发送次数过多，请稍后再试',
  SmsGatewayFailed: '短信发送失败，请稍后再试',
  SmsSent: '验证码已发送',
  /** Failed tries hold a cap: the time its window really has left. */
  TooManyAttempts: (seconds: number) => `尝试次数过多，请${formatWait(seconds)}后再试`,
  /** Parallel sign-ins of one account or network wait their turn; this one waited too long. */
  SignInBusy: '登录请求过多，请稍后再试',
  /** device/bind beyond the per-address caps (DEVICE_BIND_LIMIT_PER_MINUTE / _PER_DAY). */
  DeviceBindTooFrequent: (seconds: number) => `设备注册过于频繁，请${formatWait(seconds)}后再试`,
  EmailInvalid: '请输入有效邮箱',
  OtherUser: '无权查看该用户',
  LoggedOut: '已退出登录',
  PasswordTooShort: `密码至少${NEW_PASSWORD_MIN_LENGTH}位`,
  /** spec §5: at most 16 characters, no Chinese */
  PasswordInvalid: '密码最多16位，且不能包含中文',
  PasswordMismatch: '两次输入的密码不一致',
  Registered: '注册成功',
  /** A right register code for a number that has an account meanwhile (only the phone's owner sees it). */
  PhoneRegistered: '该手机号已注册，请直接登录',
  PasswordReset: '密码已重置，请重新登录',
  ProfileUpdated: '保存成功',
  DepartmentTooLong: `院/系名称不能超过${PROFILE_LIMITS.departmentName}字`,
  NumberTooLong: `工/学号不能超过${PROFILE_LIMITS.socialStatusNumber}字`,
  SchoolYearInvalid: '入校时间格式应为yyyy-MM，且不能晚于当前月份',
  RealNameTooLong: `真实姓名不能超过${PROFILE_LIMITS.realName}字`,
  NickNameBlank: '请输入昵称',
  NickNameTooLong: `昵称不能超过${PROFILE_LIMITS.nickName}字`,
  RegionInvalid: '请选择正确的所在地区',
} as const;

/** Register and reset: the first problem of a new password (spec §5 rules plus our minimum), or null. */
export function validateNewPassword(password: string, confirmation?: string): string | null {
  if (!password) return LoginMessages.Password;
  if (Array.from(password).length < NEW_PASSWORD_MIN_LENGTH)
    return AccountMessages.PasswordTooShort;
  if (!isPassword(password)) return AccountMessages.PasswordInvalid;
  if (confirmation !== undefined && confirmation !== password)
    return AccountMessages.PasswordMismatch;
  return null;
}

/** Register and reset forms: phone, code, then the new password (spec §5 messages first). */
export function validateCodeAndNewPassword(input: {
  phone: string;
  code: string;
  password: string;
  confirmation?: string;
}): string | null {
  return (
    validateCodeLogin({ phone: input.phone, code: input.code }) ??
    validateNewPassword(input.password, input.confirmation)
  );
}
