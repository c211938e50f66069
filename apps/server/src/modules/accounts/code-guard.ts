import { AccountMessages } from '@moyue/contracts/api/accounts';
import { AccountSettingMessages } from '@moyue/contracts/api/account-settings';
import { Code } from '@moyue/contracts/codes';
import { AppError } from '../../platform/errors.ts';
import type { AttemptCap, AttemptLimiter } from '../../platform/attempt-limit.ts';
import {
  rateLimitAddress,
  takeAll,
  type RateLimiter,
  type WindowCap,
} from '../../platform/rate-limit.ts';
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

interface Cap extends WindowCap {
  refusal: (retryAfterSeconds: number) => string;
}

/**
 * Issue 4: one code per phone (or e-mail) per 120 s (spec §9 countdown; SMS_CODE_INTERVAL_SECONDS),
 * with daily, IP and device caps.
 */
export const SMS_CAPS = {
  perPhoneSeconds: 120,
  perPhonePerDay: 10,
  perIpPerHour: 20,
  perDevicePerHour: 10,
} as const;
/**
 * Failed logins (and codes, and old passwords) allowed in 15 minutes before
 * 429 — only failures count, right tries never: 10 on one account from one
 * address (IPv6 by its /64), 100 on one account from anywhere. A stranger on
 * one network locks only themselves out of the account; locking its owner out
 * takes a hundred tries from ten networks. Per address on any accounts (a
 * credential-stuffing flood) the cap is LOGIN_FAILURES_PER_IP (config,
 * default 300): high, because a whole library or campus signs in from one
 * NAT address and one stranger there must not lock everyone out.
 */
export const LOGIN_CAPS = {
  windowSeconds: 900,
  perAccountAndIp: 10,
  perAccount: 100,
} as const;

/**
 * How long a try waits for its turn while the tries in flight fill a cap (a
 * burst of parallel sign-ins); right tries free their place within an argon2
 * verify, so only a flood waits this long (then 429, SignInBusy).
 */
const TURN_WAIT_MS = 15_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
      attempts: AttemptLimiter;
      /** Failed tries from one address on any accounts per 15 minutes (LOGIN_FAILURES_PER_IP). */
      loginFailuresPerIp: number;
      /** Seconds between two codes to one recipient (SMS_CODE_INTERVAL_SECONDS, SMS_CAPS.perPhoneSeconds). */
      smsCodeIntervalSeconds?: number;
      /** How long a try waits for its turn (TURN_WAIT_MS unless a test shortens it). */
      turnWaitMs?: number;
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
        windowSeconds: this.deps.smsCodeIntervalSeconds ?? SMS_CAPS.perPhoneSeconds,
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
   * One try at a password or a code. It waits its turn while failures plus
   * tries in flight fill a login cap — so a burst of parallel tries cannot
   * check more than a cap allows — and is refused (429, the real time left)
   * only when a cap already holds its failures. A right try (or one that
   * could not be checked) counts nothing; a wrong one counts once on every cap.
   */
  async attempt<T>(
    account: string,
    ip: string,
    check: () => Promise<T>,
    isRight: (result: T) => boolean,
  ): Promise<T> {
    const caps = this.loginCaps(account.toLowerCase(), rateLimitAddress(ip));
    const ticket = await this.waitForTurn(caps);
    let failed = false;
    try {
      const result = await check();
      failed = !isRight(result);
      return result;
    } finally {
      await this.deps.attempts.finish(caps, ticket, failed);
    }
  }

  private async waitForTurn(caps: AttemptCap[]): Promise<string> {
    const deadline = Date.now() + (this.deps.turnWaitMs ?? TURN_WAIT_MS);
    for (;;) {
      const start = await this.deps.attempts.start(caps);
      if (start.kind === 'started') return start.ticket;
      if (start.kind === 'refused')
        throw new RateLimitedError(
          Code.TooManyRequests,
          AccountMessages.TooManyAttempts(start.retryAfterSeconds),
          start.retryAfterSeconds,
        );
      if (Date.now() >= deadline)
        throw new RateLimitedError(Code.TooManyRequests, AccountMessages.SignInBusy, 1);
      await sleep(20 + Math.random() * 40);
    }
  }

  private loginCaps(account: string, address: string): AttemptCap[] {
    const { windowSeconds } = LOGIN_CAPS;
    return [
      {
        key: `login:account-ip:${account}:${address}`,
        limit: LOGIN_CAPS.perAccountAndIp,
        windowSeconds,
      },
      { key: `login:account:${account}`, limit: LOGIN_CAPS.perAccount, windowSeconds },
      { key: `login:ip:${address}`, limit: this.deps.loginFailuresPerIp, windowSeconds },
    ];
  }

  /** The fixed-window caps of code deliveries: all or nothing (platform/rate-limit takeAll). */
  private async take(caps: Cap[], code: number): Promise<void> {
    const over = await takeAll(this.deps.limiter, caps);
    if (over)
      throw new RateLimitedError(
        code,
        over.cap.refusal(over.retryAfterSeconds),
        over.retryAfterSeconds,
      );
  }
}
