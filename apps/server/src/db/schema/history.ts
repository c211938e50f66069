import { bigint, bigserial, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** What a user did (db/migrations/0006_history.sql): search keywords now, footprints and progress later. */
export const userHistories = pgTable('user_histories', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  actionType: smallint('action_type').notNull(),
  title: text('title').notNull().default(''),
  objectId: bigint('object_id', { mode: 'number' }),
  objectType: smallint('object_type'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
