import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@moyue/contracts/limits';
import type { VerificationCodeRepository } from './verification-code.repository.ts';

/**
 * What a code is for: a code for one purpose never works for another. 'bind'
 * goes to a new phone or e-mail, 'verify' to the current one; 'reauth-*' are
 * the VerifyTokens a right 'verify' code earns (account settings).
 */
export type CodePurpose =
  'login' | 'register' | 'reset' | 'bind' | 'verify' | 'reauth-phone' | 'reauth-email';

/** Issue 4: codes are valid 5 minutes and dead after 5 wrong tries. */
export const CODE_LIFETIME_SECONDS = 300;
export const CODE_MAX_WRONG_ATTEMPTS = 5;

export type CodeVerdict = 'ok' | 'wrong' | 'expired';

const hashCode = (purpose: CodePurpose, account: string, code: string): string =>
  createHash('sha256').update(`${purpose}:${account}:${code}`, 'utf8').digest('hex');

const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Makes and checks one-time codes: 6 digits from a secure source, stored hashed, single use. */
export class VerificationCodeService {
  constructor(
    private readonly repository: VerificationCodeRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A new code for account and purpose; older live codes of the pair stop working. */
  async issue(input: {
    account: string;
    purpose: CodePurpose;
    ip: string | null;
    deviceId: number | null;
  }): Promise<string> {
    const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(
      VERIFICATION_CODE_LENGTH,
      '0',
    );
    const now = this.now();
    await this.repository.replace({
      account: input.account,
      purpose: input.purpose,
      codeHash: hashCode(input.purpose, input.account, code),
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_SECONDS * 1000),
      now,
      ip: input.ip,
      deviceId: input.deviceId,
    });
    return code;
  }

  /** A VerifyToken (256 random bits) for account and purpose, live for lifetimeSeconds; stored hashed like a code. */
  async issueTicket(
    account: string,
    purpose: CodePurpose,
    lifetimeSeconds: number,
  ): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    const now = this.now();
    await this.repository.replace({
      account,
      purpose,
      codeHash: hashCode(purpose, account, ticket),
      expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000),
      now,
      ip: null,
      deviceId: null,
    });
    return ticket;
  }

  /** True while a ticket is live and right, without using it up (checked again by verify). */
  async isLive(account: string, purpose: CodePurpose, secret: string): Promise<boolean> {
    const live = await this.repository.findLive(account, purpose);
    return Boolean(
      live &&
      live.expiresAt > this.now() &&
      live.attempts < CODE_MAX_WRONG_ATTEMPTS &&
      sameHash(live.codeHash, hashCode(purpose, account, secret)),
    );
  }

  /** Checks a code and uses it up when right: 'wrong' counts a try, 'expired' covers used, old and dead codes. */
  async verify(account: string, purpose: CodePurpose, code: string): Promise<CodeVerdict> {
    const live = await this.repository.findLive(account, purpose);
    const now = this.now();
    if (!live || live.expiresAt <= now || live.attempts >= CODE_MAX_WRONG_ATTEMPTS)
      return 'expired';
    if (!sameHash(live.codeHash, hashCode(purpose, account, code))) {
      return (await this.repository.addWrongAttempt(live.id)) ? 'wrong' : 'expired';
    }
    return (await this.repository.consume(live.id, now, CODE_MAX_WRONG_ATTEMPTS))
      ? 'ok'
      : 'expired';
  }
}
