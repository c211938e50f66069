import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import type { Executor } from '../../platform/db.ts';

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
}

/** The fields of spec §7 user/update. */
export interface ProfileFields {
  socialStatus: number;
  departmentName: string;
  schoolYear: string;
  education: string;
  socialStatusNumber: string;
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

  /** Writes the given profile fields (spec §7 user/update); absent fields stay as they are. */
  async updateProfile(userId: number, profile: Partial<ProfileFields>): Promise<void> {
    if (Object.keys(profile).length === 0) return;
    await this.db.update(users).set(profile).where(eq(users.id, userId));
  }
}
