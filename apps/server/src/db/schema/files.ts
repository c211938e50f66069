import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Content-addressed files under $DATA_DIR/files (ARCHITECTURE 'Data'). */
export const storedFiles = pgTable('stored_files', {
  sha256: text('sha256').primaryKey(),
  mimeType: text('mime_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  isPublic: boolean('is_public').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
