import { bigint, bigserial, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** Messages to a reader (migration 0008); unread until read_at is set. No user: a notice to all (0010). */
export const messages = pgTable('messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
  messageType: smallint('message_type').notNull().default(1),
  title: text('title').notNull().default(''),
  contents: text('contents').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  readAt: timestamp('read_at', { withTimezone: true }),
});
