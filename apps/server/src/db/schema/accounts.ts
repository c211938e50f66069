import { bigint, bigserial, inet, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { devices } from './devices.ts';

export const users = pgTable('users', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  externalId: text('external_id').notNull().unique(),
  mobileNumber: text('mobile_number').unique(),
  email: text('email').unique(),
  nickName: text('nick_name').notNull().default(''),
  realName: text('real_name').notNull().default(''),
  passwordHash: text('password_hash'),
  socialStatus: smallint('social_status').notNull().default(3),
  departmentName: text('department_name').notNull().default(''),
  schoolYear: text('school_year').notNull().default(''),
  education: text('education').notNull().default(''),
  socialStatusNumber: text('social_status_number').notNull().default(''),
  promotionCode: text('promotion_code'),
  /** Province, city[, district] codes joined by ',' (migration 0010). */
  region: text('region').notNull().default(''),
  /** spec §7 user-share-record/get-code (migration 0010). */
  shareCode: text('share_code').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** SMS and e-mail codes (migration 0005): hashed, bound to a purpose, single use. */
export const verificationCodes = pgTable('verification_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  account: text('account').notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: smallint('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdIp: inet('created_ip'),
  deviceId: bigint('device_id', { mode: 'number' }).references(() => devices.id, {
    onDelete: 'set null',
  }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages the outbox provider 'sent' (migration 0005). */
export const messageOutbox = pgTable('message_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Arrivals by a reader's share link (spec §7 user-share-record/create, migration 0010). */
export const shareRecords = pgTable('share_records', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  fromUserId: bigint('from_user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  visitorUserId: bigint('visitor_user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  shareType: smallint('share_type').notNull(),
  objectId: bigint('object_id', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
