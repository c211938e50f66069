import { bigint, bigserial, inet, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { devices } from './devices.ts';

/** Access tokens (migration 0004): only the SHA-256 of a token is stored. */
export const accessTokens = pgTable('access_tokens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  deviceId: bigint('device_id', { mode: 'number' }).references(() => devices.id, {
    onDelete: 'set null',
  }),
  createdIp: inet('created_ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
