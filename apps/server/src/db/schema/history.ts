import { bigint, bigserial, pgTable, real, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** What a user did (db/migrations/0006_history.sql): search keywords (2), footprints with progress (1), shares (4). */
export const userHistories = pgTable('user_histories', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  actionType: smallint('action_type').notNull(),
  title: text('title').notNull().default(''),
  objectId: bigint('object_id', { mode: 'number' }),
  objectType: smallint('object_type'),
  /** footprint (actionType 1): reading / listening progress 0..1 (migration 0011) */
  process: real('process').notNull().default(0),
  /** footprint: the file (TOC node, audio file) last opened, 0 when none */
  fileId: bigint('file_id', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
