import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { selectRows, type Executor } from '../../platform/db.ts';

/** PostgreSQL 23505, also when the driver error is wrapped (drizzle puts it in cause). */
const isUniqueViolation = (error: unknown): boolean => {
  const withCode = error as { code?: string; cause?: { code?: string } } | null;
  return withCode?.code === '23505' || withCode?.cause?.code === '23505';
};

export interface CredentialRow {
  id: number;
  passwordHash: string | null;
}

export interface UserRow {
  id: number;
  externalId: string;
  mobileNumber: string | null;
  email: string | null;
  nickName: string;
  realName: string;
  socialStatus: number;
  departmentName: string;
  schoolYear: string;
  education: string;
  socialStatusNumber: string;
  region: string;
  hasPassword: boolean;
}

/** The fields of spec §7 user/update (and EditPersonaInfo's names and region). */
export interface ProfileFields {
  socialStatus: number;
  departmentName: string;
  schoolYear: string;
  education: string;
  socialStatusNumber: string;
  realName: string;
  nickName: string;
  region: string;
}

const userColumns = {
  id: users.id,
  externalId: users.externalId,
  mobileNumber: users.mobileNumber,
  email: users.email,
  nickName: users.nickName,
  realName: users.realName,
  socialStatus: users.socialStatus,
  departmentName: users.departmentName,
  schoolYear: users.schoolYear,
  education: users.education,
  socialStatusNumber: users.socialStatusNumber,
  region: users.region,
  hasPassword: sql<boolean>`${users.passwordHash} IS NOT NULL`,
};

/** SQL of users (their organisation belongs to the organizations module). */
export class AccountRepository {
  constructor(private readonly db: Executor) {}

  /** The account a phone number or e-mail (any case) names, with its password hash. */
  async findCredentials(account: string): Promise<CredentialRow | null> {
    const [row] = await this.db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(
        account.includes('@')
          ? sql`lower(${users.email}) = lower(${account})`
          : eq(users.mobileNumber, account),
      )
      .limit(1);
    return row ?? null;
  }

  async findIdByPhone(mobileNumber: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobileNumber, mobileNumber))
      .limit(1);
    return row?.id ?? null;
  }

  /** A new account known only by its phone (SMS-code login of a new number); a concurrent twin wins. */
  async createWithPhone(mobileNumber: string, promotionCode: string | null): Promise<number> {
    const inserted = await this.db
      .insert(users)
      .values({
        externalId: `u-${randomBytes(12).toString('hex')}`,
        mobileNumber,
        nickName: `读者${mobileNumber.slice(-4)}`,
        promotionCode,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    const id = inserted[0]?.id ?? (await this.findIdByPhone(mobileNumber));
    if (id === null) throw new Error('user insert returned nothing');
    return id;
  }

  /** A new account of an external identity (modules/sso): no phone, e-mail or password. */
  async createExternal(nickName: string, promotionCode: string | null = null): Promise<number> {
    const [row] = await this.db
      .insert(users)
      .values({
        externalId: `u-${randomBytes(12).toString('hex')}`,
        nickName: nickName.slice(0, 30),
        promotionCode,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('user insert returned nothing');
    return row.id;
  }

  async findUser(id: number): Promise<UserRow | null> {
    const [row] = await this.db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  }

  /** A new account with phone and password; null when the phone has an account already. */
  async createWithPassword(input: {
    mobileNumber: string;
    passwordHash: string;
    promotionCode: string | null;
  }): Promise<number | null> {
    const [row] = await this.db
      .insert(users)
      .values({
        externalId: `u-${randomBytes(12).toString('hex')}`,
        mobileNumber: input.mobileNumber,
        nickName: `读者${input.mobileNumber.slice(-4)}`,
        passwordHash: input.passwordHash,
        promotionCode: input.promotionCode,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    return row?.id ?? null;
  }

  async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
    await this.db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  }

  async findPasswordHash(userId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row?.passwordHash ?? null;
  }

  /** Binds a phone or an e-mail; false when another account holds it (unique). */
  async setContact(
    userId: number,
    contact: { mobileNumber: string } | { email: string },
  ): Promise<boolean> {
    const holder =
      'email' in contact
        ? await this.findCredentials(contact.email)
        : { id: await this.findIdByPhone(contact.mobileNumber) };
    if (holder?.id != null && holder.id !== userId) return false;
    const rows = await this.db
      .update(users)
      .set(contact)
      .where(eq(users.id, userId))
      .returning({ id: users.id })
      .catch((error: unknown) => {
        // A concurrent bind of the same phone or e-mail by another account.
        if (isUniqueViolation(error)) return [];
        throw error;
      });
    return rows.length > 0;
  }

  /** The user's share code, made (and kept) on first request; a concurrent twin wins. */
  async shareCode(userId: number, fresh: () => string): Promise<string> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const [row] = await this.db
        .select({ shareCode: users.shareCode })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!row) throw new Error('share code of an unknown user');
      if (row.shareCode) return row.shareCode;
      await this.db
        .update(users)
        .set({ shareCode: fresh() })
        .where(and(eq(users.id, userId), isNull(users.shareCode)))
        .catch((error: unknown) => {
          if (!isUniqueViolation(error)) throw error;
        });
    }
    throw new Error('no share code after 3 tries');
  }

  /** The id of the user with this external id and share code, or null. */
  async findByShareCode(externalId: string, shareCode: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.externalId, externalId), eq(users.shareCode, shareCode)))
      .limit(1);
    return row?.id ?? null;
  }

  /** Writes the given profile fields (spec §7 user/update); absent fields stay as they are. */
  /**
   * Saves the profile fields given; answers whether any of them changed. A
   * real change also stamps profile_edited_at (task 2, edit the profile), in
   * the same transaction, the row locked so concurrent saves compare in turn.
   */
  async updateProfile(userId: number, profile: Partial<ProfileFields>): Promise<boolean> {
    const fields = Object.keys(profile) as (keyof ProfileFields)[];
    if (fields.length === 0) return false;
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select(userColumns)
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!current) return false;
      const changed = fields.some((field) => current[field] !== profile[field]);
      if (!changed) return false;
      await tx.update(users).set(profile).where(eq(users.id, userId));
      await tx.execute(sql`UPDATE users SET profile_edited_at = now() WHERE id = ${userId}`);
      return true;
    });
  }

  /** Whether the user ever saved a real change of the profile (task 2). */
  async profileEdited(userId: number): Promise<boolean> {
    const [row] = await selectRows<{ edited: boolean }>(
      this.db,
      sql`SELECT profile_edited_at IS NOT NULL AS edited FROM users WHERE id = ${userId}`,
    );
    return Boolean(row?.edited);
  }
}
