import {
  AccountSettingMessages,
  VERIFY_TOKEN_LIFETIME_SECONDS,
  VerifyChannel,
  type VerifyToken,
} from '@moyue/contracts/api/account-settings';
import { validateNewPassword, type LoginData } from '@moyue/contracts/api/accounts';
import { Code } from '@moyue/contracts/codes';
import { LoginMessages } from '@moyue/contracts/messages';
import {
  isEmail,
  isVerificationCode,
  stripWhitespace,
  validateCodeLogin,
} from '@moyue/contracts/validators';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { SessionStore, SessionUser } from '../../platform/session.ts';
import type { AccountRepository, UserRow } from './account.repository.ts';
import type { AccountService } from './account.service.ts';
import type { CodeGuard, RequestContext } from './code-guard.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { PhoneRequirement } from './phone-requirement.ts';
import { codeTexts } from './sms-code.service.ts';
import type { CodePurpose, VerificationCodeService } from './verification-code.service.ts';

type Contact = 'phone' | 'email';

const ticketAccount = (userId: number) => `user:${userId}`;
const reauthPurpose = (contact: Contact): CodePurpose =>
  contact === 'phone' ? 'reauth-phone' : 'reauth-email';
const channelContact = (channel: VerifyChannel): Contact =>
  channel === VerifyChannel.Phone ? 'phone' : 'email';
const current = (user: UserRow, contact: Contact): string | null =>
  contact === 'phone' ? user.mobileNumber : user.email;

/**
 * accountSetting and its pages: binding and changing the phone and e-mail
 * (re-authenticated by a code to the CURRENT one), and the password.
 */
export class AccountSettingsService {
  constructor(
    private readonly deps: {
      accounts: AccountRepository;
      sessions: SessionStore;
      codes: VerificationCodeService;
      guard: CodeGuard;
      phone: PhoneRequirement;
      login: AccountService;
      signName: string;
    },
  ) {}

  /** user/send-verify-code: a code to the reader's current phone (type 1) or e-mail (type 2). */
  async sendVerifyCode(
    user: SessionUser,
    channel: VerifyChannel,
    context: RequestContext,
  ): Promise<void> {
    const contact = channelContact(channel);
    const recipient = current(await this.row(user), contact);
    if (!recipient) throw badRequest(this.noContact(contact));
    const { sign, valid } = codeTexts(this.deps.signName);
    await this.deps.guard.deliver({
      channel: contact === 'phone' ? 'sms' : 'email',
      recipient,
      purpose: 'verify',
      context,
      body: (code) => `${sign}您正在修改账号安全设置，身份验证码为${code}，${valid}`,
    });
  }

  /** user/check-verify-code: the right code to the current phone or e-mail earns a VerifyToken (10 min, one use). */
  async checkVerifyCode(
    user: SessionUser,
    input: { type: VerifyChannel; validateCode: string },
    context: RequestContext,
  ): Promise<VerifyToken> {
    const contact = channelContact(input.type);
    const recipient = current(await this.row(user), contact);
    if (!recipient) throw badRequest(this.noContact(contact));
    await this.useCode(recipient, 'verify', input.validateCode, context.ip);
    return {
      VerifyToken: await this.deps.codes.issueTicket(
        ticketAccount(user.userId),
        reauthPurpose(contact),
        VERIFY_TOKEN_LIFETIME_SECONDS,
      ),
    };
  }

  /** email/create type 3: a code to an e-mail being bound; an address with an account is told so instead. */
  async sendEmailCode(user: SessionUser, account: string, context: RequestContext): Promise<void> {
    await this.deps.phone.require(user);
    const email = this.checkEmail(account);
    const { sign, valid } = codeTexts(this.deps.signName);
    const known = (await this.deps.accounts.findCredentials(email)) !== null;
    await this.deps.guard.deliver({
      channel: 'email',
      recipient: email,
      purpose: 'bind',
      context,
      body: (code) =>
        known
          ? `${sign}有人申请将本邮箱绑定到另一个墨阅账号；本邮箱已有账号，无法绑定，请忽略本邮件。`
          : `${sign}您正在绑定邮箱，验证码为${code}，${valid}`,
    });
  }

  /** user/bind-mobile: the new phone with its code (type 3), and a VerifyToken when there is a phone or e-mail to prove. */
  async bindMobile(
    user: SessionUser,
    input: { account: string; validateCode: string; verifyToken?: string | undefined },
    context: RequestContext,
  ): Promise<void> {
    const phone = stripWhitespace(input.account);
    const problem = validateCodeLogin({ phone, code: input.validateCode });
    if (problem) throw badRequest(problem);
    const row = await this.row(user);
    if (row.mobileNumber === phone) throw badRequest(AccountSettingMessages.SamePhone);
    await this.bind(user, row, 'phone', phone, input, context);
  }

  /** user/bind-email: the new e-mail with its code (type 3), and a VerifyToken like bind-mobile. */
  async bindEmail(
    user: SessionUser,
    input: { account: string; validateCode: string; verifyToken?: string | undefined },
    context: RequestContext,
  ): Promise<void> {
    await this.deps.phone.require(user);
    const email = this.checkEmail(input.account);
    this.checkCodeFormat(input.validateCode);
    const row = await this.row(user);
    if (row.email?.toLowerCase() === email) throw badRequest(AccountSettingMessages.SameEmail);
    await this.bind(user, row, 'email', email, input, context);
  }

  /**
   * user/update-password: with the old password, or (no password yet) a code
   * to the current phone. Every session of the account ends; this one goes
   * on with a new token (answered like login).
   */
  async updatePassword(
    user: SessionUser,
    input: {
      oldPassword?: string | undefined;
      validateCode?: string | undefined;
      password: string;
    },
    context: RequestContext,
  ): Promise<{ data: LoginData; token: string }> {
    const phone = await this.deps.phone.require(user);
    const currentHash = await this.deps.accounts.findPasswordHash(user.userId);
    if (currentHash) {
      if (!input.oldPassword) throw badRequest(AccountSettingMessages.OldPasswordBlank);
    } else {
      this.checkCodeFormat(input.validateCode ?? '');
    }
    const problem = validateNewPassword(input.password);
    if (problem) throw badRequest(problem);
    if (currentHash) {
      const oldPassword = input.oldPassword ?? '';
      const matches = await this.deps.guard.attempt(
        phone,
        context.ip,
        () => verifyPassword(currentHash, oldPassword),
        (right) => right,
      );
      if (!matches) throw new AppError(Code.LoginFailed, AccountSettingMessages.OldPasswordWrong);
      if (input.oldPassword === input.password)
        throw badRequest(AccountSettingMessages.PasswordUnchanged);
    } else {
      await this.deps.guard.useCode(phone, 'verify', (input.validateCode ?? '').trim(), context.ip);
    }
    await this.deps.accounts.setPasswordHash(user.userId, await hashPassword(input.password));
    await this.deps.sessions.revokeAllOfUser(user.userId);
    return this.deps.login.openSession(user.userId, context);
  }

  /**
   * Proves the reader first (a live VerifyToken of the same kind of contact
   * if they have one, else of the other kind, else the session alone — an
   * account from a single sign-on with neither), then the new contact's
   * code, then spends the token and binds.
   */
  private async bind(
    user: SessionUser,
    row: UserRow,
    contact: Contact,
    value: string,
    input: { validateCode: string; verifyToken?: string | undefined },
    context: RequestContext,
  ): Promise<void> {
    const other: Contact = contact === 'phone' ? 'email' : 'phone';
    const proof = current(row, contact) ? contact : current(row, other) ? other : null;
    const ticket = input.verifyToken?.trim() ?? '';
    const account = ticketAccount(user.userId);
    if (proof && !(await this.deps.codes.isLive(account, reauthPurpose(proof), ticket)))
      throw new AppError(Code.LoginFailed, AccountSettingMessages.VerifyFirst);
    await this.deps.guard.useCode(value, 'bind', input.validateCode.trim(), context.ip);
    if (proof && (await this.deps.codes.verify(account, reauthPurpose(proof), ticket)) !== 'ok')
      throw new AppError(Code.LoginFailed, AccountSettingMessages.VerifyFirst);
    const bound = await this.deps.accounts.setContact(
      user.userId,
      contact === 'phone' ? { mobileNumber: value } : { email: value },
    );
    if (!bound)
      throw new AppError(
        Code.LoginFailed,
        contact === 'phone' ? AccountSettingMessages.PhoneTaken : AccountSettingMessages.EmailTaken,
      );
  }

  private checkEmail(account: string): string {
    const email = stripWhitespace(account).toLowerCase();
    if (!email) throw badRequest(AccountSettingMessages.EmailBlank);
    if (!isEmail(email)) throw badRequest(AccountSettingMessages.EmailInvalid);
    return email;
  }

  /** spec §5: blank '验证码不能为空', else exactly 6 '验证码为6位数'. */
  private checkCodeFormat(code: string): void {
    const trimmed = code.trim();
    if (!trimmed) throw badRequest(LoginMessages.CodeBlank);
    if (!isVerificationCode(trimmed)) throw badRequest(LoginMessages.CodeLength);
  }

  private async useCode(
    recipient: string,
    purpose: CodePurpose,
    code: string,
    ip: string,
  ): Promise<void> {
    this.checkCodeFormat(code);
    await this.deps.guard.useCode(recipient, purpose, code.trim(), ip);
  }

  private noContact(contact: Contact): string {
    return contact === 'phone' ? AccountSettingMessages.NoPhone : AccountSettingMessages.NoEmail;
  }

  private async row(user: SessionUser): Promise<UserRow> {
    const row = await this.deps.accounts.findUser(user.userId);
    if (!row) throw new AppError(Code.TokenInvalid, LoginMessages.Expired, 401);
    return row;
  }
}
