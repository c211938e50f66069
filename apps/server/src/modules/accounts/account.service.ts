import { randomBytes } from 'node:crypto';
import {
  AccountCheckType,
  AccountMessages,
  type LoginData,
  type UserInfo,
  validateCodeAndNewPassword,
} from '@moyue/contracts/api/accounts';
import { Code } from '@moyue/contracts/codes';
import { LoginMessages } from '@moyue/contracts/messages';
import { isEmail, isPhone, isVerificationCode, stripWhitespace } from '@moyue/contracts/validators';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { SessionStore, SessionUser } from '../../platform/session.ts';
import { presentLogin } from './account.presenter.ts';
import type { AccountRepository } from './account.repository.ts';
import type { CodeGuard, RequestContext } from './code-guard.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { UserInfoReader } from './user-info.ts';
import type { CodePurpose } from './verification-code.service.ts';

export { RateLimitedError, type RequestContext } from './code-guard.ts';

export interface AccountServiceDeps {
  accounts: AccountRepository;
  userInfo: UserInfoReader;
  sessions: SessionStore;
  guard: CodeGuard;
}

/** Sign-in by password or SMS code, the codes themselves, the user's own detail and logout. */
export class AccountService {
  private dummyHash: Promise<string> | null = null;

  constructor(private readonly deps: AccountServiceDeps) {
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
      await this.deps.guard.useCode(account, 'login', code, context.ip);
      userId =
        (await this.deps.accounts.findIdByPhone(account)) ??
        (await this.deps.accounts.createWithPhone(account, input.promotionCode?.trim() || null));
    } else {
      if (!input.password) throw badRequest(LoginMessages.Password);
      const password = input.password;
      const verified = await this.deps.guard.attempt(
        account,
        context.ip,
        async () => {
          const credentials = await this.deps.accounts.findCredentials(account);
          // Unknown accounts and accounts without a password cost the same argon2 verify.
          const hash = credentials?.passwordHash ?? (await this.dummyPasswordHash());
          const matches = await verifyPassword(hash, password);
          return credentials?.passwordHash && matches ? credentials.id : null;
        },
        (id) => id !== null,
      );
      if (verified === null) throw new AppError(Code.LoginFailed, AccountMessages.WrongCredentials);
      userId = verified;
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
    return this.deps.userInfo.read(user.userId);
  }

  /**
   * modules/sso: a new account known only by an external identity — no phone,
   * no e-mail, no password (never matched to an existing user by a claim).
   */
  async createExternalUser(nickName: string, promotionCode: string | null = null): Promise<number> {
    return this.deps.accounts.createExternal(nickName, promotionCode);
  }

  /** modules/sso: opens a session for a user a single sign-on has proved; answers like login. */
  async signInVerifiedUser(
    userId: number,
    context: RequestContext,
  ): Promise<{ data: LoginData; token: string }> {
    return this.openSession(userId, context);
  }

  /** spec §7 device/logout: the token stops working at once. */
  async logout(user: SessionUser | null): Promise<void> {
    if (user) await this.deps.sessions.revoke(user.sessionId);
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
    await this.deps.guard.useCode(phone, purpose, input.validateCode.trim(), ip);
    return phone;
  }

  /** A new session for a user (login, register, single sign-on); answers the login data and the token. */
  async openSession(
    userId: number,
    context: RequestContext,
  ): Promise<{ data: LoginData; token: string }> {
    const session = await this.deps.sessions.create({
      userId,
      deviceId: context.deviceId,
      ip: context.ip || null,
    });
    const info = await this.deps.userInfo.read(userId);
    return { data: presentLogin(info, session.token), token: session.token };
  }

  private dummyPasswordHash(): Promise<string> {
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }
}
