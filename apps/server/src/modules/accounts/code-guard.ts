import { AccountMessages } from '@moyue/contracts/api/accounts';
import { AccountSettingMessages } from '@moyue/contracts/api/account-settings';
import { Code } from '@moyue/contracts/codes';
import { AppError } from '../../platform/errors.ts';
import { rateLimitAddress, type RateLimiter } from '../../platform/rate-limit.ts';
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
/**
 * Wrong logins (and codes, and old passwords) allowed in 15 minutes before
 * 429: 10 on one account from one address (IPv6 by its /64), 100 on one
 * account from anywhere, 50 from one address on any accounts. A stranger on
 * one network locks only themselves out of the account; locking its owner out
 * takes a hundred tries from ten networks.
 */
export const LOGIN_CAPS = {
  windowSeconds: 900,
  perAccountAndIp: 10,
  perAccount: 100,
  perIp: 50,
} as const;

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
        key: `sms:ip:${rateLimitAddress(context.ip)}`,
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
    await this.take(caps, Code.SmsRefused);
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
    const verdict = await this.attempt(
      account,
      ip,
      () => this.deps.codes.verify(account, purpose, code),
      (result) => result === 'ok',
    );
    if (verdict === 'ok') return;
    const description =
      verdict === 'wrong' ? AccountMessages.WrongCode : AccountMessages.CodeExpired;
    throw new AppError(Code.LoginFailed, description);
  }

  /**
   * One try at a password or a code. It is counted against every login cap
   * before it is checked — 429 with the time left when that goes over, so a
   * burst of parallel tries cannot all get past a cap that only looks — and
   * given back when it proves right, so only wrong tries add up.
   */
  async attempt<T>(
    account: string,
    ip: string,
    check: () => Promise<T>,
    isRight: (result: T) => boolean,
  ): Promise<T> {
    const caps = this.loginCaps(account.toLowerCase(), rateLimitAddress(ip));
    await this.take(caps, Code.TooManyRequests);
    let result: T;
    try {
      result = await check();
    } catch (error) {
      await this.giveBack(caps);
      throw error;
    }
    if (isRight(result)) await this.giveBack(caps);
    return result;
  }

  private loginCaps(account: string, address: string): Cap[] {
    const refusal = (seconds: number) => AccountMessages.TooManyAttempts(minutes(seconds));
    const { windowSeconds } = LOGIN_CAPS;
    return [
      {
        key: `login:account-ip:${account}:${address}`,
        limit: LOGIN_CAPS.perAccountAndIp,
        windowSeconds,
        refusal,
      },
      { key: `login:account:${account}`, limit: LOGIN_CAPS.perAccount, windowSeconds, refusal },
      { key: `login:ip:${address}`, limit: LOGIN_CAPS.perIp, windowSeconds, refusal },
    ];
  }

  /**
   * Counts one hit against every cap at once (each hit is atomic in the
   * limiter); when any goes over, all of them are given back and the request
   * is refused, so a refusal spends nothing — a flood refused on one cap
   * never fills another.
   */
  private async take(caps: Cap[], code: number): Promise<void> {
    const windows = await Promise.all(
      caps.map((cap) => this.deps.limiter.hit(cap.key, cap.windowSeconds)),
    );
    const over = caps
      .map((cap, index) => ({ cap, window: windows[index]! }))
      .filter(({ cap, window }) => window.count > cap.limit)
      .sort((a, b) => b.window.retryAfterSeconds - a.window.retryAfterSeconds)[0];
    if (!over) return;
    await this.giveBack(caps);
    throw new RateLimitedError(
      code,
      over.cap.refusal(over.window.retryAfterSeconds),
      over.window.retryAfterSeconds,
    );
  }

  private async giveBack(caps: Cap[]): Promise<void> {
    await Promise.all(caps.map((cap) => this.deps.limiter.release(cap.key)));
  }
}
