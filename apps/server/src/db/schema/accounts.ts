import {
  bigint,
  bigserial,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userOrganizations = pgTable(
  'user_organizations',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: bigint('organization_id', { mode: 'number' })
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    state: smallint('state').notNull().default(4),
    expireTime: timestamp('expire_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.organizationId] })],
);
