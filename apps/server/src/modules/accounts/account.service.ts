import { randomBytes } from 'node:crypto';
import {
  AccountCheckType,
  AccountMessages,
  type LoginData,
  PROFILE_LIMITS,
  SmsType,
  type UserInfo,
  type UserOrganization,
  validateCodeAndNewPassword,
} from '@moyue/contracts/api/accounts';
import { Code } from '@moyue/contracts/codes';
import { LoginMessages, RecommendMessages } from '@moyue/contracts/messages';
import { isEmail, isPhone, isVerificationCode, stripWhitespace } from '@moyue/contracts/validators';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { SessionStore, SessionUser } from '../../platform/session.ts';
import { presentLogin, presentUserInfo } from './account.presenter.ts';
import type { AccountRepository, ProfileFields } from './account.repository.ts';
import type { MessageSender } from './message-sender.ts';
import { hashPassword, verifyPassword } from './password.ts';
import {
  CODE_LIFETIME_SECONDS,
  type CodePurpose,
  type VerificationCodeService,
} from './verification-code.service.ts';

/** A refusal that tells the client when to try again (HTTP 429 + Retry-After). */
export class RateLimitedError extends AppError {
  constructor(
    code: number,
    description: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, description, 429);
  }
}

interface Cap {
  key: string;
  limit: number;
  windowSeconds: number;
  refusal: (retryAfterSeconds: number) => string;
}

/** Issue 4: one SMS per phone per 120 s (spec §9 countdown), with daily, IP and device caps. */
export const SMS_CAPS = {
  perPhoneSeconds: 120,
  perPhonePerDay: 10,
  perIpPerHour: 20,
  perDevicePerHour: 10,
} as const;
/** Wrong logins allowed per account and per IP in 15 minutes before 429. */
export const LOGIN_CAPS = { windowSeconds: 900, perAccount: 10, perIp: 50 } as const;

/** What each sms/create type's code is good for (spec §9: 8 login; 1 register and 2 reset are ours). */
const SMS_PURPOSES: Readonly<Record<SmsType, CodePurpose>> = {
  [SmsType.Login]: 'login',
  [SmsType.Register]: 'register',
  [SmsType.ResetPassword]: 'reset',
};

const SCHOOL_YEAR = /^(\d{4})-(0[1-9]|1[0-2])$/;

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** What accounts need of the organizations module: the user's organisation and certification. */
export interface UserOrganizationSource {
  currentOfUser(userId: number): Promise<UserOrganization | null>;
}

export interface AccountServiceDeps {
  accounts: AccountRepository;
  organizations: UserOrganizationSource;
  sessions: SessionStore;
  codes: VerificationCodeService;
  sender: MessageSender;
  limiter: RateLimiter;
  signName: string;
  log: { error(object: unknown, message: string): void };
  now?: () => Date;
}

export interface RequestContext {
  ip: string;
  /** The signing device (spec §7 DeviceToken): its row id, and its token for the counters. */
  deviceId: number | null;
  deviceToken: string | null;
}

/** Sign-in by password or SMS code, the codes themselves, the user's own detail and logout. */
export class AccountService {
  private dummyHash: Promise<string> | null = null;
  private readonly now: () => Date;

  constructor(private readonly deps: AccountServiceDeps) {
    this.now = deps.now ?? (() => new Date());
    // Made up front so even the first unknown account costs no more than a known one.
    this.dummyPasswordHash().catch(() => {
      this.dummyHash = null;
    });
  }

  /**
   * spec §7 userinfo/login. A wrong password and an unknown account get the
   * same answer after the same argon2 work; a right SMS code for a number
   * with no account yet opens a new account on that number.
   */
  async login(
    input: { account: string; password?: string; validateCode?: string; promotionCode?: string },
    context: RequestContext,
  ): Promise<{ data: LoginData; token: string }> {
    const account = stripWhitespace(input.account);
    if (!account) throw badRequest(LoginMessages.Account);
    const code = input.validateCode?.trim();
    let userId: number;
    if (code) {
      if (!isPhone(account)) throw badRequest(LoginMessages.PhoneInvalid);
      if (!isVerificationCode(code)) throw badRequest(LoginMessages.CodeLength);
      await this.useCode(account, 'login', code, context.ip);
      userId =
        (await this.deps.accounts.findIdByPhone(account)) ??
        (await this.deps.accounts.createWithPhone(account, input.promotionCode?.trim() || null));
    } else {
      if (!input.password) throw badRequest(LoginMessages.Password);
      await this.refuseWhenLocked(account, context.ip);
      const credentials = await this.deps.accounts.findCredentials(account);
      // Unknown accounts and accounts without a password cost the same argon2 verify.
      const hash = credentials?.passwordHash ?? (await this.dummyPasswordHash());
      const matches = await verifyPassword(hash, input.password);
      if (!credentials?.passwordHash || !matches) {
        await this.countFailure(account, context.ip);
        throw new AppError(Code.LoginFailed, AccountMessages.WrongCredentials);
      }
      userId = credentials.id;
    }
    return this.openSession(userId, context);
  }

  /**
   * /register: a new account on a phone proved by its register code (type 1),
   * signed in at once. The code never reaches a number that has an account.
   */
  async register(
    input: { account: string; validateCode: string; password: string; promotionCode?: string },
    context: RequestContext,
  ): Promise<{ data: LoginData; token: string }> {
    const phone = await this.provePhone(input, 'register', context.ip);
    const userId = await this.deps.accounts.createWithPassword({
      mobileNumber: phone,
      passwordHash: await hashPassword(input.password),
      promotionCode: input.promotionCode?.trim() || null,
    });
    if (userId === null) throw new AppError(Code.LoginFailed, AccountMessages.PhoneRegistered);
    return this.openSession(userId, context);
  }

  /** /findpassword: a new password for the phone's account (reset code, type 2); every session ends. */
  async resetPassword(
    input: { account: string; validateCode: string; password: string },
    context: RequestContext,
  ): Promise<void> {
    const phone = await this.provePhone(input, 'reset', context.ip);
    const userId = await this.deps.accounts.findIdByPhone(phone);
    // Only the phone's owner gets here; a number without an account never had a code to use.
    if (userId === null) throw new AppError(Code.LoginFailed, AccountMessages.CodeExpired);
    await this.deps.accounts.setPasswordHash(userId, await hashPassword(input.password));
    await this.deps.sessions.revokeAllOfUser(userId);
  }

  /** spec §7 user/update: the reader's own profile fields; the first bad one is refused. */
  async updateProfile(
    user: SessionUser,
    input: {
      socialStatus?: string | undefined;
      DepartmentName?: string | undefined;
      schoolYear?: string | undefined;
      education?: string | undefined;
      socialStatusNumber?: string | undefined;
    },
  ): Promise<UserInfo> {
    const profile: Partial<ProfileFields> = {};
    if (input.socialStatus !== undefined) {
      if (!/^[123]$/.test(input.socialStatus.trim()))
        throw badRequest(RecommendMessages.SocialStatus);
      profile.socialStatus = Number(input.socialStatus.trim());
    }
    if (input.DepartmentName !== undefined) {
      const department = input.DepartmentName.trim();
      if (department.length > PROFILE_LIMITS.departmentName)
        throw badRequest(AccountMessages.DepartmentTooLong);
      profile.departmentName = department;
    }
    if (input.schoolYear !== undefined) {
      profile.schoolYear = this.checkSchoolYear(input.schoolYear.trim());
    }
    if (input.education !== undefined) {
      const education = input.education.trim();
      // spec §5: at least 2 characters.
      if (education && (education.length < 2 || education.length > PROFILE_LIMITS.education))
        throw badRequest(RecommendMessages.Education);
      profile.education = education;
    }
    if (input.socialStatusNumber !== undefined) {
      const number = input.socialStatusNumber.trim();
      if (number.length > PROFILE_LIMITS.socialStatusNumber)
        throw badRequest(AccountMessages.NumberTooLong);
      profile.socialStatusNumber = number;
    }
    await this.deps.accounts.updateProfile(user.userId, profile);
    return this.userInfo(user.userId);
  }

  /** spec §7 sms/create type 8: sends a login code (Code 200), or refuses with Code 22 (spec §8). */
  async sendCode(input: { account: string; type: number }, context: RequestContext): Promise<void> {
    const phone = stripWhitespace(input.account);
    if (!phone) throw badRequest(LoginMessages.PhoneBlank);
    if (!isPhone(phone)) throw badRequest(LoginMessages.PhoneInvalid);
    const purpose = SMS_PURPOSES[input.type as SmsType] as CodePurpose | undefined;
    if (!purpose) throw badRequest('参数错误：type');
    const tooSoon = (seconds: number) => AccountMessages.SmsTooSoon(seconds);
    const capped = () => AccountMessages.SmsCapReached;
    const caps: Cap[] = [
      {
        key: `sms:phone:${phone}`,
        limit: 1,
        windowSeconds: SMS_CAPS.perPhoneSeconds,
        refusal: tooSoon,
      },
      {
        key: `sms:phone-day:${phone}`,
        limit: SMS_CAPS.perPhonePerDay,
        windowSeconds: 86_400,
        refusal: capped,
      },
      {
        key: `sms:ip:${context.ip}`,
        limit: SMS_CAPS.perIpPerHour,
        windowSeconds: 3_600,
        refusal: capped,
      },
    ];
    if (context.deviceToken !== null)
      caps.push({
        key: `sms:device:${context.deviceToken}`,
        limit: SMS_CAPS.perDevicePerHour,
        windowSeconds: 3_600,
        refusal: capped,
      });
    await this.takeCaps(caps, Code.SmsRefused);
    const code = await this.deps.codes.issue({
      account: phone,
      purpose,
      ip: context.ip || null,
      deviceId: context.deviceId,
    });
    try {
      await this.deps.sender.send({
        channel: 'sms',
        recipient: phone,
        body: await this.smsBody(purpose, phone, code),
      });
    } catch (error) {
      this.deps.log.error({ err: error }, 'SMS delivery failed');
      throw new AppError(Code.SmsRefused, AccountMessages.SmsGatewayFailed, 502);
    }
  }

  /** spec §7 userinfo/check: Success when the account is a well-formed phone (type 1) or e-mail (type 2); never says whether it exists. */
  checkAccount(input: { account: string; type: number }): void {
    const account = stripWhitespace(input.account);
    if (input.type === AccountCheckType.Email) {
      if (!isEmail(account)) throw badRequest(AccountMessages.EmailInvalid);
      return;
    }
    if (!account) throw badRequest(LoginMessages.PhoneBlank);
    if (!isPhone(account)) throw badRequest(LoginMessages.PhoneInvalid);
  }

  /** spec §7 user/detail: the signed-in reader's own info; another user's id is refused. */
  async detail(user: SessionUser, id: number | undefined): Promise<UserInfo> {
    if (id !== undefined && id !== user.userId)
      throw new AppError(Code.Forbidden, AccountMessages.OtherUser, 403);
    return this.userInfo(user.userId);
  }

  /** spec §7 device/logout: the token stops working at once. */
  async logout(user: SessionUser | null): Promise<void> {
    if (user) await this.deps.sessions.revoke(user.sessionId);
  }

  /**
   * The text of a code SMS. The requester always gets the same answer; a
   * register code never goes to a number with an account, nor a reset code
   * to one without: that number's owner reads why instead.
   */
  private async smsBody(purpose: CodePurpose, phone: string, code: string): Promise<string> {
    const sign = `【${this.deps.signName}】`;
    const valid = `${CODE_LIFETIME_SECONDS / 60}分钟内有效，请勿泄露给他人。`;
    const known = (await this.deps.accounts.findIdByPhone(phone)) !== null;
    switch (purpose) {
      case 'register':
        return known
          ? `${sign}该手机号已注册墨阅账号，可直接登录；如忘记密码，请使用“找回密码”。`
          : `${sign}您的注册验证码为${code}，${valid}`;
      case 'reset':
        return known
          ? `${sign}您正在重置密码，验证码为${code}，${valid}`
          : `${sign}该手机号尚未注册墨阅账号，如需使用请先注册。`;
      case 'login':
      case 'bind':
        return `${sign}您的登录验证码为${code}，${valid}`;
    }
  }

  /** Register and reset: checks the form (spec §5 order), then uses up the phone's code; answers the phone. */
  private async provePhone(
    input: { account: string; validateCode: string; password: string },
    purpose: CodePurpose,
    ip: string,
  ): Promise<string> {
    const phone = stripWhitespace(input.account);
    const problem = validateCodeAndNewPassword({
      phone,
      code: input.validateCode,
      password: input.password,
    });
    if (problem) throw badRequest(problem);
    await this.useCode(phone, purpose, input.validateCode.trim(), ip);
    return phone;
  }

  /** Checks and uses up a code; a wrong one counts towards the 429 of the account and address. */
  private async useCode(
    account: string,
    purpose: CodePurpose,
    code: string,
    ip: string,
  ): Promise<void> {
    await this.refuseWhenLocked(account, ip);
    const verdict = await this.deps.codes.verify(account, purpose, code);
    if (verdict === 'ok') return;
    await this.countFailure(account, ip);
    const description =
      verdict === 'wrong' ? AccountMessages.WrongCode : AccountMessages.CodeExpired;
    throw new AppError(Code.LoginFailed, description);
  }

  private async openSession(
    userId: number,
    context: RequestContext,
  ): Promise<{ data: LoginData; token: string }> {
    const session = await this.deps.sessions.create({
      userId,
      deviceId: context.deviceId,
      ip: context.ip || null,
    });
    const info = await this.userInfo(userId);
    return { data: presentLogin(info, session.token), token: session.token };
  }

  /** '' or yyyy-MM no later than this month (spec §5: school year not in the future). */
  private checkSchoolYear(value: string): string {
    if (!value) return '';
    const match = SCHOOL_YEAR.exec(value);
    const now = this.now();
    const thisMonth = now.getFullYear() * 12 + now.getMonth();
    if (!match || Number(match[1]) * 12 + Number(match[2]) - 1 > thisMonth)
      throw badRequest(AccountMessages.SchoolYearInvalid);
    return value;
  }

  private async userInfo(userId: number): Promise<UserInfo> {
    const [user, organization] = await Promise.all([
      this.deps.accounts.findUser(userId),
      this.deps.organizations.currentOfUser(userId),
    ]);
    if (!user) throw new AppError(Code.TokenInvalid, LoginMessages.Expired, 401);
    return presentUserInfo(user, organization);
  }

  private loginCaps(account: string, ip: string): Cap[] {
    const refusal = (seconds: number) => AccountMessages.TooManyAttempts(minutes(seconds));
    const { windowSeconds } = LOGIN_CAPS;
    return [
      { key: `login:account:${account}`, limit: LOGIN_CAPS.perAccount, windowSeconds, refusal },
      { key: `login:ip:${ip}`, limit: LOGIN_CAPS.perIp, windowSeconds, refusal },
    ];
  }

  /** Too many wrong logins for this account or from this address: 429 until the window ends. */
  private async refuseWhenLocked(account: string, ip: string): Promise<void> {
    for (const cap of this.loginCaps(account.toLowerCase(), ip)) {
      const window = await this.deps.limiter.peek(cap.key);
      if (window.count >= cap.limit)
        throw new RateLimitedError(
          Code.TooManyRequests,
          cap.refusal(window.retryAfterSeconds),
          window.retryAfterSeconds,
        );
    }
  }

  private async countFailure(account: string, ip: string): Promise<void> {
    for (const cap of this.loginCaps(account.toLowerCase(), ip))
      await this.deps.limiter.hit(cap.key, cap.windowSeconds);
  }

  /** Checks every cap first, then counts against all of them, so one refusal spends nothing. */
  private async takeCaps(caps: Cap[], code: number): Promise<void> {
    for (const cap of caps) {
      const window = await this.deps.limiter.peek(cap.key);
      if (window.count >= cap.limit)
        throw new RateLimitedError(
          code,
          cap.refusal(window.retryAfterSeconds),
          window.retryAfterSeconds,
        );
    }
    for (const cap of caps) {
      const window = await this.deps.limiter.hit(cap.key, cap.windowSeconds);
      if (window.count > cap.limit)
        throw new RateLimitedError(
          code,
          cap.refusal(window.retryAfterSeconds),
          window.retryAfterSeconds,
        );
    }
  }

  private dummyPasswordHash(): Promise<string> {
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }
}
