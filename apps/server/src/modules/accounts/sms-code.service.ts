import { SmsType } from '@moyue/contracts/api/accounts';
import { LoginMessages } from '@moyue/contracts/messages';
import { isPhone, stripWhitespace } from '@moyue/contracts/validators';
import { badRequest } from '../../platform/errors.ts';
import { tokenInvalid, type SessionUser } from '../../platform/session.ts';
import type { AccountRepository } from './account.repository.ts';
import type { CodeGuard, RequestContext } from './code-guard.ts';
import { CODE_LIFETIME_SECONDS, type CodePurpose } from './verification-code.service.ts';

/** What each sms/create type's code is good for (spec §9: 8 login; 1 register, 2 reset and 3 bind are ours). */
const SMS_PURPOSES: Readonly<Record<SmsType, CodePurpose>> = {
  [SmsType.Login]: 'login',
  [SmsType.Register]: 'register',
  [SmsType.ResetPassword]: 'reset',
  [SmsType.BindPhone]: 'bind',
};

/** The sign of every SMS and e-mail, and how long a code lives, as the texts say it. */
export const codeTexts = (signName: string) => ({
  sign: `【${signName}】`,
  valid: `${CODE_LIFETIME_SECONDS / 60}分钟内有效，请勿泄露给他人。`,
});

/** spec §7 sms/create: codes by SMS for login, register, reset and binding a new phone. */
export class SmsCodeService {
  constructor(
    private readonly deps: { accounts: AccountRepository; guard: CodeGuard; signName: string },
  ) {}

  /** Sends a code (Code 200) or refuses with Code 22 (spec §8); binding (type 3) needs a session. */
  async send(
    input: { account: string; type: number },
    context: RequestContext & { user: SessionUser | null },
  ): Promise<void> {
    const phone = stripWhitespace(input.account);
    if (!phone) throw badRequest(LoginMessages.PhoneBlank);
    if (!isPhone(phone)) throw badRequest(LoginMessages.PhoneInvalid);
    const purpose = SMS_PURPOSES[input.type as SmsType] as CodePurpose | undefined;
    if (!purpose) throw badRequest('参数错误：type');
    // Only a signed-in reader binds a phone: no anonymous SMS to any number.
    if (purpose === 'bind' && !context.user) throw tokenInvalid();
    await this.deps.guard.deliver({
      channel: 'sms',
      recipient: phone,
      purpose,
      context,
      body: (code) => this.body(purpose, phone, code),
    });
  }

  /**
   * The text of a code SMS. The requester always gets the same answer; a
   * register or bind code never goes to a number with an account, nor a reset
   * code to one without: that number's owner reads why instead.
   */
  private async body(purpose: CodePurpose, phone: string, code: string): Promise<string> {
    const { sign, valid } = codeTexts(this.deps.signName);
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
      case 'bind':
        return known
          ? `${sign}有人申请将本手机号绑定到另一个墨阅账号；本手机号已有账号，无法绑定，请忽略本短信。`
          : `${sign}您正在绑定手机号，验证码为${code}，${valid}`;
      case 'login':
      case 'verify':
      case 'reauth-phone':
      case 'reauth-email':
        return `${sign}您的登录验证码为${code}，${valid}`;
    }
  }
}
