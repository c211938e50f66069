import { AccountMessages } from '@moyue/contracts/api/accounts';
import { AccountSettingMessages } from '@moyue/contracts/api/account-settings';
import { Code } from '@moyue/contracts/codes';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { MessageSender } from './message-sender.ts';
import type { CodePurpose, VerificationCodeService } from './verification-code.service.ts';

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

/** Issue 4: one code per phone (or e-mail) per 120 s (spec §9 countdown), with daily, IP and device caps. */
export const SMS_CAPS = {
  perPhoneSeconds: 120,
  perPhonePerDay: 10,
  perIpPerHour: 20,
  perDevicePerHour: 10,
} as const;
/** Wrong logins (and codes, and old passwords) allowed per account and per IP in 15 minutes before 429. */
export const LOGIN_CAPS = { windowSeconds: 900, perAccount: 10, perIp: 50 } as const;

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** Who asks: the address and the signing device (spec §7 DeviceToken). */
export interface RequestContext {
  ip: string;
  /** The signing device: its row id, and its token for the counters. */
  deviceId: number | null;
  deviceToken: string | null;
}

/** The counters of wrong tries and code deliveries, and the codes themselves. */
export class CodeGuard {
  constructor(
    private readonly deps: {
      limiter: RateLimiter;
      codes: VerificationCodeService;
      sender: MessageSender;
      log: { error(object: unknown, message: string): void };
    },
  ) {}

  /**
   * Sends a new code for recipient and purpose by SMS or e-mail, within the
   * caps (Code 22 and 429 beyond them). The body is written once the code exists.
   */
  async deliver(input: {
    channel: 'sms' | 'email';
    recipient: string;
    purpose: CodePurpose;
    context: RequestContext;
    body: (code: string) => Promise<string> | string;
  }): Promise<void> {
    const { recipient, context } = input;
    const tooSoon = (seconds: number) => AccountMessages.SmsTooSoon(seconds);
    const capped = () => AccountMessages.SmsCapReached;
    const prefix = input.channel === 'sms' ? 'sms' : 'mail';
    const caps: Cap[] = [
      {
        key: `${prefix}:phone:${recipient}`,
        limit: 1,
        windowSeconds: SMS_CAPS.perPhoneSeconds,
        refusal: tooSoon,
      },
      {
        key: `${prefix}:phone-day:${recipient}`,
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
      account: recipient,
      purpose: input.purpose,
      ip: context.ip || null,
      deviceId: context.deviceId,
    });
    try {
      await this.deps.sender.send({
        channel: input.channel,
        recipient,
        body: await input.body(code),
      });
    } catch (error) {
      this.deps.log.error({ err: error }, `${input.channel} delivery failed`);
      const description =
        input.channel === 'sms'
          ? AccountMessages.SmsGatewayFailed
          : AccountSettingMessages.EmailGatewayFailed;
      throw new AppError(Code.SmsRefused, description, 502);
    }
  }

  /** Checks and uses up a code; a wrong one counts towards the 429 of the account and address. */
  async useCode(account: string, purpose: CodePurpose, code: string, ip: string): Promise<void> {
    await this.refuseWhenLocked(account, ip);
    const verdict = await this.deps.codes.verify(account, purpose, code);
    if (verdict === 'ok') return;
    await this.countFailure(account, ip);
    const description =
      verdict === 'wrong' ? AccountMessages.WrongCode : AccountMessages.CodeExpired;
    throw new AppError(Code.LoginFailed, description);
  }

  /** Too many wrong tries for this account or from this address: 429 until the window ends. */
  async refuseWhenLocked(account: string, ip: string): Promise<void> {
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

  async countFailure(account: string, ip: string): Promise<void> {
    for (const cap of this.loginCaps(account.toLowerCase(), ip))
      await this.deps.limiter.hit(cap.key, cap.windowSeconds);
  }

  private loginCaps(account: string, ip: string): Cap[] {
    const refusal = (seconds: number) => AccountMessages.TooManyAttempts(minutes(seconds));
    const { windowSeconds } = LOGIN_CAPS;
    return [
      { key: `login:account:${account}`, limit: LOGIN_CAPS.perAccount, windowSeconds, refusal },
      { key: `login:ip:${ip}`, limit: LOGIN_CAPS.perIp, windowSeconds, refusal },
    ];
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
}
