import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { verificationCodes } from '../../db/schema/accounts.ts';
import type { Executor } from '../../platform/db.ts';

export interface LiveCodeRow {
  id: number;
  codeHash: string;
  attempts: number;
  expiresAt: Date;
}

/** SQL of verification_codes. */
export class VerificationCodeRepository {
  constructor(private readonly db: Executor) {}

  /** Stores a new code and retires every older live code of the same account and purpose. */
  async replace(input: {
    account: string;
    purpose: string;
    codeHash: string;
    expiresAt: Date;
    now: Date;
    ip: string | null;
    deviceId: number | null;
  }): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(verificationCodes)
        .set({ consumedAt: input.now })
        .where(
          and(
            eq(verificationCodes.account, input.account),
            eq(verificationCodes.purpose, input.purpose),
            isNull(verificationCodes.consumedAt),
          ),
        );
      await tx.insert(verificationCodes).values({
        account: input.account,
        purpose: input.purpose,
        codeHash: input.codeHash,
        expiresAt: input.expiresAt,
        createdIp: input.ip,
        deviceId: input.deviceId,
      });
    });
  }

  /** The newest code not yet used or retired, if any. */
  async findLive(account: string, purpose: string): Promise<LiveCodeRow | null> {
    const [row] = await this.db
      .select({
        id: verificationCodes.id,
        codeHash: verificationCodes.codeHash,
        attempts: verificationCodes.attempts,
        expiresAt: verificationCodes.expiresAt,
      })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.account, account),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.consumedAt),
        ),
      )
      .orderBy(desc(verificationCodes.id))
      .limit(1);
    return row ?? null;
  }

  /** Counts a wrong try; false when the code was used meanwhile. */
  async addWrongAttempt(id: number): Promise<boolean> {
    const rows = await this.db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    return rows.length > 0;
  }

  /** Marks a code used; false when another request used it first or it ran out of tries. */
  async consume(id: number, now: Date, maxAttempts: number): Promise<boolean> {
    const rows = await this.db
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.id, id),
          isNull(verificationCodes.consumedAt),
          lt(verificationCodes.attempts, maxAttempts),
        ),
      )
      .returning({ id: verificationCodes.id });
    return rows.length > 0;
  }
}
